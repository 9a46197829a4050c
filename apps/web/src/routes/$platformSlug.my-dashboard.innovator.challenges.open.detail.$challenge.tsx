import { createFileRoute } from '@tanstack/react-router';
import { loadInnovatorChallenge } from '../features/dashboards/innovator-loader.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.open.detail',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() => loadInnovatorChallenge(context.queryClient, params.challenge)),
});
