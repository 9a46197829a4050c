import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/tournaments')({
  staticData: { name: 'home.olympiads', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
