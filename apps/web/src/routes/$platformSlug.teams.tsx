import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/teams')({
  staticData: { name: 'home.user.teams', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
