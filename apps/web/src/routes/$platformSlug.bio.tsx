import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/bio')({
  staticData: { name: 'home.user.bio', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
