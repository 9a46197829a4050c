/**
 * A closed challenge's results on the catalyst's dashboard: its numbers, the ranking, the Top 3,
 * the prize split and the participants (who load apart, below the rest).
 */
import type { Challenge } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { ideasQueryOptions } from '../challenge/queries.js';
import { ClosedFrame, NotSettled } from './closed-detail.js';
import { DashSection } from './dash-parts.js';
import { DashStats } from './dash-ui.js';
import { PrizeSplit, RankingTable, Top3List } from './results.js';
import { resultsQueryOptions } from './results-queries.js';
import '../../i18n/dashboard-results.en.js';

const Participants = lazyPart(() =>
  import('../challenge/participants.js').then((m) => m.Participants),
);

function Results({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const results = useQuery(resultsQueryOptions(challenge.id));
  const ideas = useQuery(ideasQueryOptions(challenge.id));
  if (results.isError) return <NotSettled error={results.error} />;
  if (results.isPending || ideas.isPending) return <p>{t('notices.loading')}</p>;
  const list = ideas.data?.data ?? [];
  const { prize } = results.data;
  return (
    <>
      <DashStats
        playerRole="catalyst"
        stats={[
          { label: t('dashboardResults.stat.ideas'), value: list.length, icon: 'ideas' },
          {
            label: t('dashboardResults.stat.ratings'),
            value: list.reduce((sum, idea) => sum + (idea.rating_count ?? 0), 0),
            icon: 'star',
          },
          ...(prize.total_cents > 0
            ? [
                {
                  label: t('dashboardResults.stat.prize'),
                  value: formatCents(prize.total_cents),
                  icon: 'award' as const,
                },
              ]
            : []),
        ]}
      />
      <DashSection id="results-ranking" title={t('dashboardResults.closed.ranking')} icon="flag">
        {list.length === 0 ? <p>{t('dashboardResults.noIdeas')}</p> : <RankingTable ideas={list} />}
      </DashSection>
      <Top3List results={results.data} ideas={list} />
      <PrizeSplit results={results.data} />
      {/* Below the rest: it shows once its code is in, with no placeholder of its own. */}
      <Suspense fallback={null}>
        <Participants challengeId={challenge.id} />
      </Suspense>
    </>
  );
}

export function ClosedResultsPage() {
  return <ClosedFrame>{(c) => <Results challenge={c} />}</ClosedFrame>;
}
