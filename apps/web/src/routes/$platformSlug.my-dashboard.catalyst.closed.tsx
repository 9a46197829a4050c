import { createFileRoute } from '@tanstack/react-router';

/** The closed challenges: the list (index) and each one's detail below it. */
export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/closed')({
  staticData: {
    name: 'dashboard.catalyst.closed',
    layout: 'boxed',
    auth: true,
  },
});
