import { createFileRoute } from '@tanstack/react-router';
import { InnovatorOpenIdea } from '../features/dashboards/innovator.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge/$idea',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.open.idea',
    layout: 'boxed',
    auth: true,
  },
  component: InnovatorOpenIdea,
});
