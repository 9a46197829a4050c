import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/(placeholders)/nerve-on-ah/private',
)(tableRoute('/$platformSlug/my-dashboard/nerve-on-ah/private'));
