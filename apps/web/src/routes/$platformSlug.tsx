import { ApiError } from '@nervus/api-client';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useChildMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserInfo } from '../features/user/user-info.js';
import { api } from '../lib/api.js';

const ROOT_SLUG = 'nervus';

export const profileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['users', slug.toLowerCase(), 'profile'],
    queryFn: async () => (await api.call('userProfile', { params: { id: slug } })).data,
  });

function UserHome() {
  const { t } = useTranslation();
  const { platformSlug } = Route.useParams();
  const children = useChildMatches();
  const { data } = useSuspenseQuery(profileQueryOptions(platformSlug));
  if (children.length > 0) return <Outlet />;
  return (
    <>
      <UserInfo profile={data} />
      <h2>{t('user.challenges', { handle: data.user.screen_name })}</h2>
      <p>{t('user.noChallenges')}</p>
    </>
  );
}

export const Route = createFileRoute('/$platformSlug')({
  staticData: { name: 'home.user', layout: 'wide' },
  beforeLoad: ({ params, location }) => {
    const slug = params.platformSlug.toLowerCase();
    if (slug === ROOT_SLUG) throw redirect({ to: '/' });
    // The skeptic slug is the product's suggestion box, not a user. Only the bare address
    // redirects: the box itself lives below it and would otherwise redirect to itself forever.
    if (slug === 'skeptic' && location.pathname.replace(/\/+$/, '').split('/').length === 2) {
      throw redirect({
        to: '/$platformSlug/mentor',
        params: { platformSlug: 'skeptic' },
        search: { scout_id: 'skeptic' },
      } as never);
    }
  },
  loader: async ({ params, context, location }) => {
    try {
      const profile = await context.queryClient.ensureQueryData(
        profileQueryOptions(params.platformSlug),
      );
      // The canonical address uses the screen name as its owner wrote it.
      if (profile.user.screen_name !== params.platformSlug) {
        const rest = location.pathname.split('/').slice(2).join('/');
        throw redirect({
          href: `/${profile.user.screen_name}${rest ? `/${rest}` : ''}${location.searchStr}`,
          replace: true,
        });
      }
    } catch (error) {
      // An unknown user: back to the challenge home with the spec's notice.
      if (error instanceof ApiError && error.status === 404) {
        throw redirect({ to: '/', search: { notice: 'user-not-found' }, replace: true });
      }
      throw error;
    }
  },
  component: UserHome,
});
