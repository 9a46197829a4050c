import { createFileRoute } from '@tanstack/react-router';
import { loadInnovatorChallenge } from '../features/dashboards/innovator-loader.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.resolve',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      loadInnovatorChallenge(context.queryClient, params.challenge, { results: true }),
    ),
});
