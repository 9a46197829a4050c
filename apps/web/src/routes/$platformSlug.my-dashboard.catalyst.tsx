import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst')({
  staticData: {
    name: 'dashboard.catalyst',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
