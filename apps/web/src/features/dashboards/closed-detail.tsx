/**
 * A closed challenge on the catalyst's dashboard: the loader and the frame its two pages share
 * (a header in the catalyst's accent with the pages as tabs). Its results (`closed-results.tsx`)
 * and its revealed ideas (`closed-ideas.tsx`) are modules of their own.
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, redirect, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { challengeQueryOptions, ideasQueryOptions } from '../challenge/queries.js';
import { DashHeader, LinkButton } from './dash-ui.js';
import { useOwnerOnly } from './owner-only.js';
import { resultsQueryOptions } from './results-queries.js';
import '../../i18n/dashboard-results.en.js';

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

export function ClosedFrame({ children }: { children: (challenge: Challenge) => ReactNode }) {
  const { t } = useTranslation();
  const { platformSlug, challenge: key } = useParams({ strict: false }) as Params;
  const c = useSuspenseQuery(challengeQueryOptions(key)).data;
  const leave = useOwnerOnly(c, 'closed');
  if (leave) return <p>{t('notices.loading')}</p>;
  const params = { platformSlug, challenge: c.slug };
  const current = { 'aria-current': 'page' } as const;
  return (
    <article aria-labelledby="page-title" className="dash-page">
      <DashHeader
        playerRole="catalyst"
        kicker={t('dashboardResults.closed.kicker')}
        title={c.question_title}
        actions={
          <LinkButton
            variant="secondary"
            to="/challenges/$challenge"
            params={{ challenge: c.slug }}
          >
            {t('dashboardResults.publicPage')}
          </LinkButton>
        }
      >
        <nav aria-label={t('dashboardResults.sections')} className="dash-tabs" data-variant="sub">
          <ul>
            <li>
              <Link
                to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed"
                params={params}
                activeProps={current}
              >
                {t('dashboardResults.closed.results')}
              </Link>
            </li>
            <li>
              <Link
                to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/ideas"
                params={params}
                activeProps={current}
              >
                {t('dashboardResults.closed.ideasTab')}
              </Link>
            </li>
          </ul>
        </nav>
      </DashHeader>
      {children(c)}
    </article>
  );
}

/** Settled yet? While the sweep has not run, results and ideas wait for it. */
export function NotSettled({ error }: { error: Error }) {
  const { t } = useTranslation();
  return error instanceof ApiError && error.status === 409 ? (
    <p className="nv-alert">{t('dashboardResults.closed.pending')}</p>
  ) : (
    <p role="alert" className="nv-alert" data-tone="danger">
      {error.message}
    </p>
  );
}
