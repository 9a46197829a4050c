import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { RaterMyChallenges } from '../features/dashboards/rater.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/my-challenges')({
  staticData: {
    name: 'dashboard.rater.my-challenges',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'rater', 'mine'),
      ),
    ),
  component: RaterMyChallenges,
});
