import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/(placeholders)/notifications/highlights',
)(tableRoute('/$platformSlug/my-dashboard/notifications/highlights'));
