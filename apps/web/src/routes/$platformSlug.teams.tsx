import { createFileRoute } from '@tanstack/react-router';
import { platformTeamsQueryOptions } from '../features/teams/queries.js';
import { TeamsPage, TeamsSkeleton } from '../features/teams/teams-page.js';

/** A platform's teams and staff; a player's own platform is their handle (decision 0016). */
function Teams() {
  const { platformSlug } = Route.useParams();
  return <TeamsPage platformSlug={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/teams')({
  staticData: { name: 'home.user.teams', layout: 'boxed' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(platformTeamsQueryOptions(params.platformSlug)),
  pendingComponent: TeamsSkeleton,
  component: Teams,
});
