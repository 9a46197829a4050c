import { createFileRoute } from '@tanstack/react-router';
import { ClosedResultsPage } from '../features/dashboards/closed-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed',
)({
  staticData: {
    name: 'dashboard.catalyst.closed.detail',
    layout: 'boxed',
    auth: true,
  },
  component: ClosedResultsPage,
});
