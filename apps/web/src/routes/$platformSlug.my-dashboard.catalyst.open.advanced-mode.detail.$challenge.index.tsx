import { createFileRoute } from '@tanstack/react-router';
import { CatalystDetailOverview } from '../features/dashboards/catalyst-overview.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/',
)({
  component: CatalystDetailOverview,
});
