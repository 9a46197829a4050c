import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/my-progress/(placeholders)/leaderboards',
)(tableRoute('/$platformSlug/my-dashboard/my-progress/leaderboards'));
