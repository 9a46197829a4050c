import { createFileRoute } from '@tanstack/react-router';
import { catalystDetail } from '../features/dashboards/catalyst-detail.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail',
    layout: 'boxed',
    auth: true,
  },
  // On demand: the router does not split `beforeLoad`, and the guard's queries would weigh on
  // every first page.
  beforeLoad: async (ctx) =>
    (await import('../features/dashboards/catalyst-guard.js')).guardCatalystDetail(ctx),
  // The summary's numbers come from the open list; the guard has fetched the challenge.
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'catalyst', 'open'),
      ),
    ),
  component: catalystDetail('easy-mode'),
});
