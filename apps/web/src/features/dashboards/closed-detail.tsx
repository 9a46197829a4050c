/**
 * A closed challenge on the catalyst's dashboard: its results (ranking, Top 3, prize split,
 * participants) and its revealed ideas, each checked against the hash fixed at entry.
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, redirect, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Participants } from '../challenge/participants.js';
import { challengeQueryOptions, ideasQueryOptions } from '../challenge/queries.js';
import { useOwnerOnly } from './owner-only.js';
import { resultsQueryOptions } from './queries.js';
import { HashCheck, PrizeSplit, RankingTable, Top3List } from './results.js';
import '../../i18n/challenge.en.js';
import '../../i18n/dashboards.en.js';

type Params = { platformSlug: string; challenge: string };

/**
 * The closed detail pages' loader: the challenge (a failed lookup goes back to the closed list),
 * then its results and ideas, prefetched: until the sweep settles it they answer 409, which the
 * page tells as "not settled yet".
 */
export async function loadClosedDetail({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: Params;
}): Promise<void> {
  const client = context.queryClient;
  let challenge: Challenge;
  try {
    challenge = await client.ensureQueryData(challengeQueryOptions(params.challenge));
  } catch {
    throw redirect({
      to: '/$platformSlug/my-dashboard/catalyst/closed',
      params: { platformSlug: params.platformSlug },
      replace: true,
    });
  }
  await Promise.all([
    client.prefetchQuery(resultsQueryOptions(challenge.id)),
    client.prefetchQuery(ideasQueryOptions(challenge.id)),
  ]);
}

function ClosedFrame({ children }: { children: (challenge: Challenge) => ReactNode }) {
  const { t } = useTranslation();
  const { platformSlug, challenge: key } = useParams({ strict: false }) as Params;
  const c = useSuspenseQuery(challengeQueryOptions(key)).data;
  const leave = useOwnerOnly(c, 'closed');
  if (leave) return <p>{t('notices.loading')}</p>;
  const params = { platformSlug, challenge: c.slug };
  const current = { 'aria-current': 'page' } as const;
  return (
    <article aria-labelledby="page-title">
      <header>
        <p className="nv-hint">{t('dashboards.closed.kicker')}</p>
        <h1 id="page-title">{c.question_title}</h1>
        <p>
          <Link to="/challenges/$challenge" params={{ challenge: c.slug }}>
            {t('dashboards.detail.publicPage')}
          </Link>
        </p>
      </header>
      <nav aria-label={t('dashboards.detail.sections')}>
        <ul className="app-actions" style={{ listStyle: 'none', padding: 0 }}>
          <li>
            <Link
              to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed"
              params={params}
              activeProps={current}
            >
              {t('dashboards.closed.results')}
            </Link>
          </li>
          <li>
            <Link
              to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/ideas"
              params={params}
              activeProps={current}
            >
              {t('dashboards.detail.ideas')}
            </Link>
          </li>
        </ul>
      </nav>
      {children(c)}
    </article>
  );
}

/** Settled yet? While the sweep has not run, results and ideas wait for it. */
function NotSettled({ error }: { error: Error }) {
  const { t } = useTranslation();
  return error instanceof ApiError && error.status === 409 ? (
    <p>{t('dashboards.closed.pending')}</p>
  ) : (
    <p role="alert" className="nv-alert" data-tone="danger">
      {error.message}
    </p>
  );
}

function Results({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const results = useQuery(resultsQueryOptions(challenge.id));
  const ideas = useQuery(ideasQueryOptions(challenge.id));
  if (results.isError) return <NotSettled error={results.error} />;
  if (results.isPending || ideas.isPending) return <p>{t('notices.loading')}</p>;
  const list = ideas.data?.data ?? [];
  return (
    <>
      <section aria-labelledby="results-ranking">
        <h2 id="results-ranking">{t('dashboards.closed.ranking')}</h2>
        {list.length === 0 ? <p>{t('challenge.noIdeas')}</p> : <RankingTable ideas={list} />}
      </section>
      <Top3List results={results.data} ideas={list} />
      <PrizeSplit results={results.data} />
      <Participants challengeId={challenge.id} />
    </>
  );
}

function RevealedIdeas({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const ideas = useQuery(ideasQueryOptions(challenge.id));
  if (ideas.isPending) return <p>{t('notices.loading')}</p>;
  if (ideas.isError) return <NotSettled error={ideas.error} />;
  if (!ideas.data.meta.revealed) return <p>{t('dashboards.closed.pending')}</p>;
  return (
    <section aria-labelledby="closed-ideas">
      <h2 id="closed-ideas">{t('dashboards.closed.ideasTitle')}</h2>
      {ideas.data.data.length === 0 ? <p>{t('challenge.noIdeas')}</p> : null}
      <ul className="app-grid" aria-label={t('dashboards.closed.ideasTitle')}>
        {ideas.data.data.map((idea) => (
          <li key={idea.id} className="app-card">
            <h3 style={{ marginTop: 0 }}>
              {idea.rank ? `#${idea.rank} · ` : null}
              {idea.title}
            </h3>
            <p>{idea.description}</p>
            {idea.author ? <p className="nv-hint">@{idea.author.handle}</p> : null}
            <p className="nv-hint">
              {t('challenge.ratings', { count: idea.rating_count ?? 0 })}
              {idea.score !== null ? ` · ${t('challenge.score', { score: idea.score })}` : null}
            </p>
            <HashCheck idea={idea} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ClosedResultsPage() {
  return <ClosedFrame>{(c) => <Results challenge={c} />}</ClosedFrame>;
}

export function ClosedIdeasPage() {
  return <ClosedFrame>{(c) => <RevealedIdeas challenge={c} />}</ClosedFrame>;
}
