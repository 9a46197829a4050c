import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/medals-badges')({
  staticData: { name: 'home.user.medals', layout: 'boxed', feature: 'issue 6 (the game loop)' },
  component: RoutePage,
});
