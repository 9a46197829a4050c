import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/admin')({
  staticData: {
    name: 'admin.dashboards',
    layout: 'boxed',
    auth: true,
    admin: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
