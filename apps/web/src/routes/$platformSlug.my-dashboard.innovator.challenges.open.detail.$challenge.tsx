import { createFileRoute } from '@tanstack/react-router';
import { InnovatorOpenDetail } from '../features/dashboards/innovator.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.challenges.open.detail',
    layout: 'boxed',
    auth: true,
  },
  component: InnovatorOpenDetail,
});
