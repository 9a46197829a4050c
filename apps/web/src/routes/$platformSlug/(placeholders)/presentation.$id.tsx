import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../features/shell/table-route.js';

export const Route = createFileRoute('/$platformSlug/(placeholders)/presentation/$id')(
  tableRoute('/$platformSlug/presentation/$id'),
);
