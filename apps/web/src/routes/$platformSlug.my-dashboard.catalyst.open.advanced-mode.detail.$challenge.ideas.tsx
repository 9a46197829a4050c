import { createFileRoute } from '@tanstack/react-router';
import { catalystIdeas } from '../features/dashboards/catalyst-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  component: catalystIdeas('advanced-mode'),
});
