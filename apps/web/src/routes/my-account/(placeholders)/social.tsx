import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../features/shell/table-route.js';

export const Route = createFileRoute('/my-account/(placeholders)/social')(
  tableRoute('/my-account/social'),
);
