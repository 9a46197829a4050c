import { createFileRoute } from '@tanstack/react-router';
import { ideaQueryOptions } from '../features/challenge/queries.js';
import { InnovatorOpenIdea } from '../features/dashboards/innovator-open.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge/$idea',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.open.idea',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(ideaQueryOptions(params.idea))),
  component: InnovatorOpenIdea,
});
