/**
 * What every page of a player's sits in: their profile block, then the links between their
 * pages (challenges, about, blog, teams, medals). The parent route's loader has found the player.
 */
import { Card, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { profileQueryOptions } from './profile-query.js';
import { UserInfo } from './user-info.js';
import '../../i18n/user-pages.en.js';

const PAGES = [
  { to: '/$platformSlug', key: 'challenges', exact: true },
  { to: '/$platformSlug/about', key: 'about', exact: false },
  { to: '/$platformSlug/blog', key: 'blog', exact: false },
  { to: '/$platformSlug/teams', key: 'teams', exact: false },
  { to: '/$platformSlug/medals-badges', key: 'medals', exact: false },
] as const;

/** The links between a player's pages; the page shown is marked current. */
export function ProfileNav({ handle }: { handle: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('userPages.nav', { handle })}>
      <ul className="nv-cluster nv-list-plain">
        {PAGES.map((page) => (
          <li key={page.key}>
            <Link
              className="nv-button"
              data-size="sm"
              data-variant="secondary"
              to={page.to}
              params={{ platformSlug: handle }}
              activeOptions={{ exact: page.exact, includeSearch: false }}
              activeProps={{ 'aria-current': 'page', 'data-variant': undefined } as never}
            >
              {t(`userPages.${page.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The profile block and the pages' links above `children`. */
export function ProfileFrame({ handle, children }: { handle: string; children: ReactNode }) {
  const { data } = useSuspenseQuery(profileQueryOptions(handle));
  return (
    <div className="nv-stack" data-gap="lg">
      <UserInfo profile={data} />
      <ProfileNav handle={data.user.screen_name} />
      {children}
    </div>
  );
}

/** A skeleton of the profile block, for while the player loads. */
function ProfileSkeleton() {
  return (
    <Card padding="lg" className="app-profile">
      <Skeleton shape="circle" width="72px" height="72px" />
      <div className="app-profile-body">
        <Skeleton width="30%" />
        <Skeleton lines={2} />
      </div>
    </Card>
  );
}

/**
 * A page's skeleton under the profile: the profile block itself once the player is known (the
 * parent's loader usually has them), else its skeleton.
 */
export function ProfileFrameSkeleton({
  handle,
  children,
}: {
  handle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(profileQueryOptions(handle));
  return (
    <div className="nv-stack" data-gap="lg">
      {data ? (
        <>
          <UserInfo profile={data} />
          <ProfileNav handle={data.user.screen_name} />
        </>
      ) : (
        <SkeletonGroup label={t('userPages.loadingText')}>
          <ProfileSkeleton />
        </SkeletonGroup>
      )}
      {children}
    </div>
  );
}
