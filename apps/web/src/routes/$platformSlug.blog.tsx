import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/blog')({
  staticData: { name: 'home.user.blog', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
