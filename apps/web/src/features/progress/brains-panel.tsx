/**
 * A player's brains on their dashboard: the Nerve Score with its brain level, rank and progress
 * to the next level, the overall ladder's ranks (the brain-level board's legend) with the way to
 * the board, every role's score, level and rank, and the latest neurons earned.
 */
import { levelProgress } from '@nervus/game-rules';
import { Card, ProgressBar, RankBadge, StatTile, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { under } from '../../lib/dashboard-path.js';
import { NeuronSentence } from '../game/neuron-sentence.js';
import { myBrainsQueryOptions, myNeuronsQueryOptions } from '../game/queries.js';
import { useMe } from '../session/queries.js';
import { RankLegend } from './brain-board-legend.js';
import '../../i18n/game.en.js';

/**
 * Its own boundary: the dashboard around it (links, greeting) shows while the brains load, and
 * a dashboard loader that ensures these options makes it appear with the page.
 */
export function BrainsPanel() {
  return (
    <Suspense fallback={null}>
      <Brains />
    </Suspense>
  );
}

function Brains() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // Both at once: two suspending reads in a row would wait for each other.
  const [{ data: brains }, { data: neurons }] = useSuspenseQueries({
    queries: [myBrainsQueryOptions(), myNeuronsQueryOptions()],
  });
  const overall = brains.find((b) => b.role === 'overall');
  const roles = brains.filter((b) => b.role !== 'overall' && b.score !== 0);
  if (!overall) return null;
  const progress = levelProgress(overall.brain_level);
  return (
    <Card as="section" aria-labelledby="brains-title" className="nv-stack">
      <h2 id="brains-title" className="nv-flush">
        {t('brains.title')}
      </h2>
      <div className="nv-stat-grid">
        <StatTile
          label={t('brains.brainLevel')}
          value={overall.brain_level.toFixed(1)}
          hint={<RankBadge color={overall.rank_color}>{overall.rank_label}</RankBadge>}
        />
        <StatTile label={t('brains.score')} value={overall.score} />
      </div>
      <ProgressBar
        label={t('brains.nerveScore', { score: overall.score })}
        value={progress.percent}
        valueText={
          progress.isFinal
            ? t('brains.final')
            : t('brains.toNext', { percent: progress.percent, level: progress.level + 1 })
        }
      />
      <RankLegend ladder="overall" level={overall.brain_level} compact />
      {me ? (
        <p className="nv-flush">
          <Link to={under('my-progress/score-stats')} params={{ platformSlug: me.user.handle }}>
            {t('brains.board')}
          </Link>
        </p>
      ) : null}
      {roles.length > 0 ? (
        <section aria-labelledby="brains-roles" className="nv-stack" data-gap="sm">
          <h3 id="brains-roles" className="nv-flush">
            {t('brains.roles')}
          </h3>
          <ul className="nv-stat-grid" aria-labelledby="brains-roles">
            {roles.map((b) => (
              <li key={b.role}>
                <StatTile
                  label={t(`brains.roleName.${b.role}`)}
                  value={b.score}
                  hint={`${t('brains.brainLevel')} ${b.brain_level.toFixed(1)} · ${b.rank_label}`}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h3 className="nv-flush">{t('brains.latest')}</h3>
      {neurons.data.length === 0 ? <p className="nv-flush">{t('brains.none')}</p> : null}
      {neurons.data.length > 0 ? (
        <ul aria-label={t('brains.latest')} className="nv-stack nv-list-plain" data-gap="sm">
          {neurons.data.map((n) => (
            <li key={n.id} className="nv-cluster">
              <span className="nv-badge" data-tone={n.points >= 0 ? 'success' : 'danger'}>
                {t(n.points >= 0 ? 'brains.earned' : 'brains.lost', {
                  count: Math.abs(n.points),
                  role: t(`brains.roleName.${n.role}`),
                })}
              </span>{' '}
              <NeuronSentence neuron={n} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
