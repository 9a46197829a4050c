import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/scout-race')({
  staticData: {
    name: 'dashboard.director.scout-race',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
