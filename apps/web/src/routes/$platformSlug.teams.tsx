import { createFileRoute } from '@tanstack/react-router';
import { platformTeamsQueryOptions } from '../features/teams/queries.js';
import { TeamsPage, TeamsSkeleton } from '../features/teams/teams-page.js';
import { ProfileFrameSkeleton } from '../features/user/profile-frame.js';

/** A platform's teams and staff; a player's own platform is their handle (decision 0016). */
function Teams() {
  const { platformSlug } = Route.useParams();
  return <TeamsPage platformSlug={platformSlug} />;
}

function Pending() {
  const { platformSlug } = Route.useParams();
  return (
    <ProfileFrameSkeleton handle={platformSlug}>
      <TeamsSkeleton />
    </ProfileFrameSkeleton>
  );
}

export const Route = createFileRoute('/$platformSlug/teams')({
  staticData: { name: 'home.user.teams', layout: 'boxed' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(platformTeamsQueryOptions(params.platformSlug)),
  pendingComponent: Pending,
  component: Teams,
});
