import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../features/shell/table-route.js';

export const Route = createFileRoute('/challenges/$challenge/(placeholders)/unlock-rate')(
  tableRoute('/challenges/$challenge/unlock-rate'),
);
