import { createFileRoute } from '@tanstack/react-router';
import { catalystIdeas } from '../features/dashboards/catalyst-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  component: catalystIdeas('easy-mode'),
});
