import { createFileRoute } from '@tanstack/react-router';
import { ClosedList } from '../features/dashboards/catalyst-lists.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closed')({
  staticData: {
    name: 'dashboard.catalyst.closed',
    layout: 'boxed',
    auth: true,
  },
  component: ClosedList,
});
