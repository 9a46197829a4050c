import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/idea-race')({
  staticData: { name: 'platform.idea-race', layout: 'boxed', feature: 'issue 6 (the game loop)' },
  component: RoutePage,
});
