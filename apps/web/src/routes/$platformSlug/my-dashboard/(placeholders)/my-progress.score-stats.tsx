import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/(placeholders)/my-progress/score-stats',
)(tableRoute('/$platformSlug/my-dashboard/my-progress/score-stats'));
