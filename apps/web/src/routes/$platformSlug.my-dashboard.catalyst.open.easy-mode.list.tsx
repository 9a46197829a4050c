import { createFileRoute } from '@tanstack/react-router';
import { EasyModeList } from '../features/dashboards/catalyst-easy.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/easy-mode/list')({
  staticData: {
    name: 'dashboard.catalyst.open.easy.list',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'catalyst', 'open'),
      ),
    ),
  component: EasyModeList,
});
