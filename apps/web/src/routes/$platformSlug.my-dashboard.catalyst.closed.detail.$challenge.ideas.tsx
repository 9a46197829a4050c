import { createFileRoute } from '@tanstack/react-router';
import { ClosedIdeasPage } from '../features/dashboards/closed-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.closed.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  component: ClosedIdeasPage,
});
