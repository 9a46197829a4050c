import { createFileRoute } from '@tanstack/react-router';
import { ProgressLeaderboards } from '../features/progress/stats-leaderboards.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress/leaderboards')({
  staticData: { name: 'dashboard.leaderboards', layout: 'boxed', auth: true },
  component: ProgressLeaderboards,
});
