import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/mentoring/$idea',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.mentoring.idea',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
