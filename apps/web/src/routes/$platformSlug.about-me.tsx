import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/about-me')({
  staticData: { name: 'home.user.about-me', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
