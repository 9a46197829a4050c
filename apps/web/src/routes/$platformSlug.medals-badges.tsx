import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/medals-badges')({
  staticData: { name: 'home.user.medals', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
