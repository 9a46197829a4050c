import { createFileRoute } from '@tanstack/react-router';
import { ClosingList } from '../features/dashboards/catalyst-lists.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closing')({
  staticData: {
    name: 'dashboard.catalyst.closing',
    layout: 'boxed',
    auth: true,
  },
  component: ClosingList,
});
