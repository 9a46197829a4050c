/**
 * Score Stats: the player's brains (the Nerve Score and one per role, each a link that chooses
 * it as the page's `?tab=`), the chosen brain's Nerve Score bar and its brain-level board, then
 * the player's charts (score over time, neurons by role).
 * `tab=nerve-score` (the default) is the overall brain.
 */
import type { BrainSchema } from '@nervus/contracts';
import { formatScore, type LadderRole, ROLE_TITLES } from '@nervus/game-rules';
import { Card, EmptyState, StatTile, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import type * as v from 'valibot';
import { under } from '../../lib/dashboard-path.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { titleKey } from '../../lib/route-meta.js';
import { myBrainsQueryOptions } from '../game/queries.js';
import { BrainLevelBoard } from './brain-board.js';
import { roleOfTab, SCORE_TABS, type ScoreTab, tabOfRole } from './brain-board-tabs.js';
import { NerveScoreBar } from './nerve-bar.js';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

type Brain = v.InferOutput<typeof BrainSchema>;

/**
 * The charts below the board load after the page: they fetch their own numbers and show their
 * own skeletons, and their code (and the stats calls' table) kept Score Stats' first script
 * heavier than any other dashboard page's.
 */
const ChartsPart = lazyPart(() => import('./charts.js').then((m) => m.ScoreStatsCharts));

/** The brains in the page's order: the Nerve Score first, then the roles as the ladders list them. */
export function orderedBrains(brains: readonly Brain[]): Brain[] {
  return SCORE_TABS.flatMap((tab) => brains.filter((b) => b.role === roleOfTab(tab)));
}

export function ScoreStatsPage({ tab }: { tab: ScoreTab }) {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const { data: brains } = useSuspenseQuery(myBrainsQueryOptions());
  const shown = orderedBrains(brains);
  const role = roleOfTab(tab);
  const brain = shown.find((b) => b.role === role) ?? shown[0];
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <h1 id="page-title" className="nv-flush">
        {t(titleKey('dashboard.my-progress.score-stats'))}
      </h1>
      {brain ? (
        <>
          <nav aria-labelledby="progress-brains" className="nv-stack" data-gap="sm">
            <h2 id="progress-brains" className="nv-flush">
              {t('myProgress.brains')}
            </h2>
            <p className="nv-flush">{t('myProgress.brainsLead')}</p>
            <ul className="progress-brains nv-list-plain">
              {shown.map((b) => (
                <li key={b.role}>
                  <Link
                    to={under('my-progress/score-stats')}
                    params={{ platformSlug }}
                    search={{ tab: tabOfRole(b.role as LadderRole) } as never}
                    aria-current={b.role === brain.role ? 'page' : undefined}
                    replace
                  >
                    <StatTile
                      label={ROLE_TITLES[b.role as LadderRole] ?? b.role}
                      value={formatScore(b.score)}
                      hint={`${b.rank_label} · ${b.brain_level.toFixed(1)}`}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <NerveScoreBar key={brain.role} brain={brain} />
          <BrainLevelBoard
            key={`board-${brain.role}`}
            ladder={brain.role as LadderRole}
            score={brain.score}
            level={brain.brain_level}
          />
          <Suspense fallback={null}>
            <ChartsPart userId={brain.user_id} />
          </Suspense>
        </>
      ) : (
        <Card>
          <EmptyState level={2} title={t('myProgress.none')} />
        </Card>
      )}
    </section>
  );
}
