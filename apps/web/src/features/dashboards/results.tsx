/**
 * The pieces of a settled challenge's results the dashboards share: the ranking table, the
 * Top 3, the prize split, and the check that a revealed idea matches the hash fixed at entry.
 */
import type { ChallengeResults, Idea } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { checkIdeaHash } from '../challenge/idea-hash.js';
import '../../i18n/challenge.en.js';
import '../../i18n/top3.en.js';
import '../../i18n/dashboards.en.js';

export function HashCheck({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['idea', idea.id, 'hash-check', idea.content_hash, idea.description],
    queryFn: async () => await checkIdeaHash(idea),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!idea.content_hash) return null;
  return (
    <div>
      <p className="nv-hint">
        {t('challenge.hash')} <code style={{ overflowWrap: 'anywhere' }}>{idea.content_hash}</code>
      </p>
      {check.data === 'match' ? (
        <p className="nv-alert" data-tone="success">
          {t('dashboards.hash.match')}
        </p>
      ) : check.data === 'mismatch' ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('dashboards.hash.mismatch')}
        </p>
      ) : null}
    </div>
  );
}

export function RankingTable({ ideas }: { ideas: readonly Idea[] }) {
  const { t } = useTranslation();
  return (
    <table>
      <caption className="nv-hint">{t('dashboards.results.rankingCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboards.col.place')}</th>
          <th scope="col">{t('dashboards.col.idea')}</th>
          <th scope="col">{t('dashboards.col.author')}</th>
          <th scope="col">{t('dashboards.col.score')}</th>
          <th scope="col">{t('dashboards.col.ratings')}</th>
        </tr>
      </thead>
      <tbody>
        {ideas.map((idea) => (
          <tr key={idea.id}>
            <td>{idea.rank ? `#${idea.rank}` : t('dashboards.results.unranked')}</td>
            <th scope="row">{idea.title}</th>
            <td>{idea.author ? `@${idea.author.handle}` : '—'}</td>
            <td>{idea.score ?? '—'}</td>
            <td>{idea.rating_count ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  const titles = new Map(ideas.map((i) => [i.id, i.title]));
  return (
    <section aria-labelledby="results-top3">
      <h2 id="results-top3">{t('top3.current')}</h2>
      {results.top3.length === 0 ? <p>{t('dashboards.results.noTop3')}</p> : null}
      <ol>
        {results.top3.map((slot) => (
          <li key={slot.idea_id}>
            {titles.get(slot.idea_id)}{' '}
            <span className="nv-hint">
              ({slot.source === 'catalyst' ? t('dashboards.results.catalystPick') : t('top3.crowd')}
              )
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function PrizeSplit({ results }: { results: ChallengeResults }) {
  const { t } = useTranslation();
  const { prize } = results;
  return (
    <section aria-labelledby="results-prize">
      <h2 id="results-prize">{t('dashboards.results.prizeTitle')}</h2>
      {prize.total_cents === 0 ? (
        <p>{t('dashboards.results.noMoney')}</p>
      ) : (
        <>
          <p>
            {t('dashboards.results.prizeSummary', {
              total: formatCents(prize.total_cents),
              paid: formatCents(prize.paid_cents),
              back: formatCents(prize.unawarded_cents),
            })}
          </p>
          {prize.payouts.length > 0 ? (
            <table>
              <caption className="nv-hint">{t('dashboards.results.prizeCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboards.col.place')}</th>
                  <th scope="col">{t('dashboards.col.player')}</th>
                  <th scope="col">{t('dashboards.col.prize')}</th>
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
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
