import { createFileRoute } from '@tanstack/react-router';
import { loadClosedDetail } from '../features/dashboards/closed-detail.js';
import { ClosedResultsPage } from '../features/dashboards/closed-results.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed',
)({
  staticData: {
    name: 'dashboard.catalyst.closed.detail',
    layout: 'boxed',
    auth: true,
  },
  loader: (match) => whenSignedIn(() => loadClosedDetail(match)),
  component: ClosedResultsPage,
});
