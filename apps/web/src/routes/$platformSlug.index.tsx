import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions, userSocialQueryOptions } from '../features/user/queries.js';
import { UserInfo } from '../features/user/user-info.js';

function UserHome() {
  const { t } = useTranslation();
  const { platformSlug } = Route.useParams();
  // The parent route's loader has found the user (or sent an unknown handle home).
  const { data } = useSuspenseQuery(profileQueryOptions(platformSlug));
  return (
    <div className="nv-stack" data-gap="lg">
      <UserInfo profile={data} />
      <section aria-labelledby="user-challenges">
        <h2 id="user-challenges">{t('user.challenges', { handle: data.user.screen_name })}</h2>
        <Card>
          <EmptyState title={t('user.noChallenges')} level={3} />
        </Card>
      </section>
    </div>
  );
}

export const Route = createFileRoute('/$platformSlug/')({
  // Social links are optional on the page: asked for beside the profile, never waited on.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userSocialQueryOptions(params.platformSlug));
  },
  component: UserHome,
});
