import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/(placeholders)/suggextion-box')(
  tableRoute('/$platformSlug/my-dashboard/suggextion-box'),
);
