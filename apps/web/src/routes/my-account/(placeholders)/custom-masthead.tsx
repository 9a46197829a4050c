import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../features/shell/table-route.js';

export const Route = createFileRoute('/my-account/(placeholders)/custom-masthead')(
  tableRoute('/my-account/custom-masthead'),
);
