/**
 * The pieces of a settled challenge's results: the ranking table, the Top 3 (its podium loads
 * apart, `top3-podium.tsx`) and the prize split. The hash check of a revealed idea is
 * `hash-check.tsx`.
 */
import type { ChallengeResults, Idea } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { DashSection, DashTable } from './dash-parts.js';
import '../../i18n/dashboard-results.en.js';

const Top3Podium = lazyPart(() => import('./top3-podium.js').then((m) => m.Top3Podium));

export function RankingTable({ ideas }: { ideas: readonly Idea[] }) {
  const { t } = useTranslation();
  const caption = t('dashboardResults.results.rankingCaption');
  return (
    <DashTable label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboardResults.col.place')}</th>
          <th scope="col">{t('dashboardResults.col.idea')}</th>
          <th scope="col">{t('dashboardResults.col.author')}</th>
          <th scope="col">{t('dashboardResults.col.score')}</th>
          <th scope="col">{t('dashboardResults.col.ratings')}</th>
        </tr>
      </thead>
      <tbody>
        {ideas.map((idea) => (
          <tr key={idea.id}>
            <td>
              {idea.rank ? (
                <Badge tone={idea.rank <= 3 ? 'brand' : 'neutral'}>#{idea.rank}</Badge>
              ) : (
                t('dashboardResults.results.unranked')
              )}
            </td>
            <th scope="row">{idea.title}</th>
            <td>{idea.author ? `@${idea.author.handle}` : '—'}</td>
            <td>{idea.score ?? '—'}</td>
            <td>{idea.rating_count ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </DashTable>
  );
}

export function Top3List({
  results,
  ideas,
}: {
  results: ChallengeResults;
  ideas: readonly Idea[];
}) {
  const { t } = useTranslation();
  return (
    <DashSection id="results-top3" title={t('dashboardResults.top3')} icon="trophy">
      {results.top3.length === 0 ? (
        <p>{t('dashboardResults.results.noTop3')}</p>
      ) : (
        <Suspense fallback={null}>
          <Top3Podium results={results} ideas={ideas} />
        </Suspense>
      )}
    </DashSection>
  );
}

export function PrizeSplit({ results }: { results: ChallengeResults }) {
  const { t } = useTranslation();
  const { prize } = results;
  const caption = t('dashboardResults.results.prizeCaption');
  return (
    <DashSection id="results-prize" title={t('dashboardResults.results.prizeTitle')} icon="award">
      {prize.total_cents === 0 ? (
        <p>{t('dashboardResults.results.noMoney')}</p>
      ) : (
        <>
          <p>
            {t('dashboardResults.results.prizeSummary', {
              total: formatCents(prize.total_cents),
              paid: formatCents(prize.paid_cents),
              back: formatCents(prize.unawarded_cents),
            })}
          </p>
          {prize.payouts.length > 0 ? (
            <DashTable label={caption}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboardResults.col.place')}</th>
                  <th scope="col">{t('dashboardResults.col.player')}</th>
                  <th scope="col">{t('dashboardResults.col.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {prize.payouts.map((p) => (
                  <tr key={p.rank}>
                    <td>#{p.rank}</td>
                    <th scope="row">@{p.user.handle}</th>
                    <td>{formatCents(p.cents)}</td>
                  </tr>
                ))}
              </tbody>
            </DashTable>
          ) : null}
        </>
      )}
    </DashSection>
  );
}
