/**
 * One of the catalyst's open challenges on the dashboard: a header with the game's numbers and
 * the sub-pages as tabs, then the overview or a sub-page. The ideas (`catalyst-ideas.tsx`), the
 * Top 3 picker (`catalyst-overview.tsx`) and the mentoring (`catalyst-mentoring.tsx`) are modules
 * of their own, so that each sub-page loads only its own tools; the guard that sends a closed
 * challenge to its results is `catalyst-guard.ts`, loaded on demand by the route.
 */
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { challengeQueryOptions } from '../challenge/queries.js';
import type { CatalystMode } from './catalyst-mode.js';
import { DashHeader, LinkButton } from './dash-ui.js';
import { day } from './dates.js';
import { useOwnerOnly } from './owner-only.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/dashboard-detail.en.js';

type DetailParams = { platformSlug: string; challenge: string };

export function useDetailParams(): DetailParams {
  return useParams({ strict: false }) as DetailParams;
}

/** The open challenge of the address, which the detail's guard has fetched. */
export function useDetailChallenge(): Challenge {
  const { challenge: key } = useDetailParams();
  return useSuspenseQuery(challengeQueryOptions(key)).data;
}

/** The sub-pages of a challenge detail, in the mode the catalyst is in, as tabs. */
function SubNav({ mode, slug }: { mode: CatalystMode; slug: string }) {
  const { t } = useTranslation();
  const { platformSlug } = useDetailParams();
  const params = { platformSlug, challenge: slug };
  const current = { 'aria-current': 'page' } as const;
  const base = `/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge` as const;
  return (
    <nav aria-label={t('dashboardDetail.sections')} className="dash-tabs" data-variant="sub">
      <ul>
        <li>
          <Link to={base} params={params} activeOptions={{ exact: true }} activeProps={current}>
            {t('dashboardDetail.overview')}
          </Link>
        </li>
        <li>
          <Link to={`${base}/ideas`} params={params} activeProps={current}>
            {t('dashboardDetail.ideas')}
          </Link>
        </li>
        <li>
          <Link to={`${base}/mentoring`} params={params} activeProps={current}>
            {t('dashboardDetail.mentoring')}
          </Link>
        </li>
        <li>
          <Link to={`${base}/edit`} params={params} activeProps={current}>
            {t('dashboardDetail.edit')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The detail's frame: the header with the numbers and the tabs, then the overview or a sub-page. */
export function catalystDetail(mode: CatalystMode) {
  return function CatalystDetail() {
    const { t } = useTranslation();
    const { platformSlug } = useDetailParams();
    const c = useDetailChallenge();
    const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'catalyst', 'open')).data;
    const leave = useOwnerOnly(c, 'open');
    if (leave) return <p>{t('notices.loading')}</p>;
    const item = list.data.find((i) => i.id === c.id);
    return (
      <article aria-labelledby="page-title" className="dash-page">
        <DashHeader
          playerRole="catalyst"
          kicker={t('dashboardDetail.kicker')}
          title={c.question_title}
          actions={
            <LinkButton
              variant="secondary"
              to="/challenges/$challenge"
              params={{ challenge: c.slug }}
            >
              {t('dashboardDetail.publicPage')}
            </LinkButton>
          }
          stats={[
            { label: t('dashboardDetail.stat.ends'), value: day(c.duration_end), icon: 'clock' },
            ...(item
              ? [
                  {
                    label: t('dashboardDetail.stat.ideas'),
                    value: item.ideas,
                    icon: 'ideas' as const,
                  },
                  {
                    label: t('dashboardDetail.stat.ratings'),
                    value: item.ratings,
                    icon: 'star' as const,
                  },
                  {
                    label: t('dashboardDetail.stat.mentoring'),
                    value: item.mentoring,
                    icon: 'mentoring' as const,
                  },
                  {
                    label: t('dashboardDetail.stat.challengeRating'),
                    value: item.challenge_rating ?? '—',
                    icon: 'award' as const,
                    hint:
                      item.challenge_rating === null
                        ? t('dashboardDetail.stat.notRated')
                        : undefined,
                  },
                ]
              : []),
          ]}
        >
          <SubNav mode={mode} slug={c.slug} />
        </DashHeader>
        <Outlet />
      </article>
    );
  };
}
