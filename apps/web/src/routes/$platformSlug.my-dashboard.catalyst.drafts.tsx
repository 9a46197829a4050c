import { createFileRoute } from '@tanstack/react-router';
import { DraftsPage } from '../features/dashboards/drafts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/drafts')({
  staticData: {
    name: 'dashboard.catalyst.drafts',
    layout: 'boxed',
    auth: true,
  },
  component: DraftsPage,
});
