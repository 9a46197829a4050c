import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/challenges/test-idea')({
  staticData: {
    name: 'challenges.test-idea',
    layout: 'wide',
    auth: true,
    feature: 'issue 5 (challenge creation)',
  },
  component: RoutePage,
});
