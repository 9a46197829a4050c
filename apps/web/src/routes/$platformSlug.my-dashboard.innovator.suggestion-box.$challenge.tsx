import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.suggestion-box.challenge',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
