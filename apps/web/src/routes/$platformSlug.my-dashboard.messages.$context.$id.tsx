import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/messages/$context/$id')({
  staticData: { name: 'dashboard.messages', layout: 'boxed', auth: true, feature: 'a later issue' },
  component: RoutePage,
});
