import { createFileRoute } from '@tanstack/react-router';
import { ResolveIdea } from '../features/dashboards/innovator-resolve.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge/$idea',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.resolve.idea',
    layout: 'boxed',
    auth: true,
  },
  component: ResolveIdea,
});
