/**
 * The pieces of a settled challenge's results the dashboards share: the ranking table, the
 * Top 3 (its podium loads apart, `top3-podium.tsx`), the prize split, and the check that a
 * revealed idea matches the hash fixed at entry.
 */
import type { ChallengeResults, Idea } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { DashSection, DashTable } from './dash-parts.js';
import '../../i18n/dashboard-results.en.js';

const Top3Podium = lazyPart(() => import('./top3-podium.js').then((m) => m.Top3Podium));

export function HashCheck({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['idea', idea.id, 'hash-check', idea.content_hash, idea.description],
    // The check (game-rules' recipe and WebCrypto) loads once a hash is on screen.
    queryFn: async () => (await import('../challenge/idea-hash.js')).checkIdeaHash(idea),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!idea.content_hash) return null;
  return (
    <div className="nv-stack" data-gap="sm">
      <p className="dash-meta">
        {t('dashboardResults.hash.label')} <code className="dash-hash">{idea.content_hash}</code>
      </p>
      {check.data === 'match' ? (
        <p className="nv-alert" data-tone="success">
          {t('dashboardResults.hash.match')}
        </p>
      ) : check.data === 'mismatch' ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('dashboardResults.hash.mismatch')}
        </p>
      ) : null}
    </div>
  );
}

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
