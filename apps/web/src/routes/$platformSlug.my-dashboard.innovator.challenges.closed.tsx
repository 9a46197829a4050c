import { createFileRoute } from '@tanstack/react-router';
import { innovatorList } from '../features/dashboards/innovator-list.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/challenges/closed')({
  staticData: {
    name: 'dashboard.innovator.challenges.closed',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'innovator', 'closed'),
      ),
    ),
  component: innovatorList('closed'),
});
