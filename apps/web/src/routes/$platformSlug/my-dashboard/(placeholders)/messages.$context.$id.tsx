import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/(placeholders)/messages/$context/$id',
)(tableRoute('/$platformSlug/my-dashboard/messages/$context/$id'));
