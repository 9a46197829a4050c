import { createFileRoute } from '@tanstack/react-router';
import { ClosingList } from '../features/dashboards/catalyst-closing.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closing')({
  staticData: {
    name: 'dashboard.catalyst.closing',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'catalyst', 'closing'),
      ),
    ),
  component: ClosingList,
});
