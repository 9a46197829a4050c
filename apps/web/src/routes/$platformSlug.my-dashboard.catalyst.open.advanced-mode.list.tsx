import { createFileRoute } from '@tanstack/react-router';
import { AdvancedModeList } from '../features/dashboards/catalyst-advanced.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/list',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.list',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'catalyst', 'open'),
      ),
    ),
  component: AdvancedModeList,
});
