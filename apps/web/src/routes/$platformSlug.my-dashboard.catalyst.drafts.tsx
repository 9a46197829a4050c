import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/drafts')({
  staticData: {
    name: 'dashboard.catalyst.drafts',
    layout: 'boxed',
    auth: true,
    feature: 'issue 5 (challenge creation)',
  },
  component: RoutePage,
});
