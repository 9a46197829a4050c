import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/rater/closed-challenges')({
  staticData: {
    name: 'dashboard.rater.closed-challenges',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
