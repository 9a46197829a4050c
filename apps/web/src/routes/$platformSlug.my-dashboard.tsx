import { createFileRoute } from '@tanstack/react-router';

/** My Dashboard: the overview (index) and every role's pages below it. */
export const Route = createFileRoute('/$platformSlug/my-dashboard')({
  staticData: { name: 'dashboard.dashboard', layout: 'boxed', auth: true },
});
