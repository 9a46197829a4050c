import { createFileRoute } from '@tanstack/react-router';
import { InnovatorOpenDetail } from '../features/dashboards/innovator-open.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge/',
)({
  component: InnovatorOpenDetail,
});
