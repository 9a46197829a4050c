import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  type UserHomeAddress,
  UserHomeAddressSchema,
  userChallengesAsk,
} from '../features/user/address.js';
import { ProfileFrame, ProfileFrameSkeleton } from '../features/user/profile-frame.js';
import {
  profileQueryOptions,
  userChallengesQueryOptions,
  userSocialQueryOptions,
} from '../features/user/queries.js';
import { ChallengeGridSkeleton, UserChallenges } from '../features/user/user-challenges.js';

/** A player's home: their profile, then the challenges they posted (tab, filter, page in the address). */
function UserHome() {
  const { platformSlug } = Route.useParams();
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  // The parent route's loader has found the player (or sent an unknown handle home).
  const { data } = useSuspenseQuery(profileQueryOptions(platformSlug));
  return (
    <ProfileFrame handle={platformSlug}>
      <UserChallenges
        handle={data.user.screen_name}
        userId={data.user.id}
        address={address}
        onChange={(next: UserHomeAddress) => void navigate({ search: next })}
      />
    </ProfileFrame>
  );
}

function UserHomePending() {
  const { platformSlug } = Route.useParams();
  return (
    <ProfileFrameSkeleton handle={platformSlug}>
      <ChallengeGridSkeleton />
    </ProfileFrameSkeleton>
  );
}

export const Route = createFileRoute('/$platformSlug/')({
  validateSearch: UserHomeAddressSchema,
  loaderDeps: ({ search }) => userChallengesAsk(search),
  loader: async ({ context, params, deps }) => {
    // Social links are optional on the page: asked for beside the profile, never waited on.
    void context.queryClient.prefetchQuery(userSocialQueryOptions(params.platformSlug));
    // An unknown player is the parent's to answer (it sends them home with a notice): the
    // list's failure waits for the page, which shows the route's error if it still fails.
    await context.queryClient
      .ensureQueryData(userChallengesQueryOptions(params.platformSlug, deps))
      .catch(() => undefined);
  },
  pendingComponent: UserHomePending,
  component: UserHome,
});
