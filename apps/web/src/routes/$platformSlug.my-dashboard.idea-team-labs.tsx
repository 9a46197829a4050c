import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/idea-team-labs')({
  staticData: { name: 'dashboard.my-labs', layout: 'boxed', auth: true, feature: 'a later issue' },
  component: RoutePage,
});
