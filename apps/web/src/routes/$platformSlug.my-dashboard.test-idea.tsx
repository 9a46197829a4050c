import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/test-idea')({
  staticData: {
    name: 'dashboard.test-idea',
    layout: 'boxed',
    auth: true,
    feature: 'issue 5 (challenge creation)',
  },
  component: RoutePage,
});
