import { ApiError } from '@nervus/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  createFileRoute,
  Navigate,
  Outlet,
  redirect,
  useChildMatches,
} from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserInfo } from '../features/user/user-info.js';
import { api } from '../lib/api.js';

const ROOT_SLUG = 'nervus';

function UserHome() {
  const { t } = useTranslation();
  const { platformSlug } = Route.useParams();
  const children = useChildMatches();
  const { data, error, isPending } = useQuery({
    queryKey: ['users', platformSlug.toLowerCase(), 'profile'],
    queryFn: async () => (await api.call('userProfile', { params: { id: platformSlug } })).data,
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 3,
  });
  if (children.length > 0) return <Outlet />;
  if (isPending) return <p role="status">{t('notices.loading')}</p>;
  if (error) {
    // An unknown user: back to the challenge home with the spec's notice.
    if (error instanceof ApiError && error.status === 404)
      return <Navigate to="/" search={{ notice: 'user-not-found' }} replace />;
    return <p role="alert">{t('notices.error')}</p>;
  }
  // The canonical address uses the handle as the user wrote it.
  if (data.user.screen_name !== platformSlug) {
    return (
      <Navigate to="/$platformSlug" params={{ platformSlug: data.user.screen_name }} replace />
    );
  }
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
  beforeLoad: ({ params }) => {
    const slug = params.platformSlug.toLowerCase();
    if (slug === ROOT_SLUG) throw redirect({ to: '/' });
    // The skeptic slug is the product's suggestion box, not a user.
    if (slug === 'skeptic')
      throw redirect({
        to: '/$platformSlug/mentor',
        params: { platformSlug: 'skeptic' },
        search: { scout_id: 'skeptic' },
      } as never);
  },
  component: UserHome,
});
