import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../features/shell/table-route.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/scout/(placeholders)/challenges')(
  tableRoute('/$platformSlug/my-dashboard/scout/challenges'),
);
