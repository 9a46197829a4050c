import { createFileRoute } from '@tanstack/react-router';
import { catalystModeLayout, catalystModeRedirect } from '../features/dashboards/layouts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/advanced-mode')({
  staticData: {
    name: 'dashboard.catalyst.open.advanced',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: catalystModeRedirect('advanced-mode'),
  component: catalystModeLayout('advanced-mode'),
});
