import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/search')({
  staticData: { name: 'home.search', layout: 'wide', feature: 'issue 5 (challenge creation)' },
  component: RoutePage,
});
