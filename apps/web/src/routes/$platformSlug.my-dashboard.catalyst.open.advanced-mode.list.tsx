import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/list',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.list',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
