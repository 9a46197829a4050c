import { createFileRoute } from '@tanstack/react-router';
import { DashboardOverview } from '../features/dashboards/overview.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/')({
  component: DashboardOverview,
});
