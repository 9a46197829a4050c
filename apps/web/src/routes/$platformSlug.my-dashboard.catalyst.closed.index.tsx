import { createFileRoute } from '@tanstack/react-router';
import { ClosedList } from '../features/dashboards/catalyst-closed.js';
import { dashboardQueryOptions } from '../features/dashboards/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closed/')({
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      context.queryClient.ensureQueryData(
        dashboardQueryOptions(params.platformSlug, 'catalyst', 'closed'),
      ),
    ),
  component: ClosedList,
});
