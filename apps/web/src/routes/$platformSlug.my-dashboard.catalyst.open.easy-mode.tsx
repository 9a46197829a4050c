import { createFileRoute } from '@tanstack/react-router';
import { catalystModeLayout, catalystModeRedirect } from '../features/dashboards/layouts.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/easy-mode')({
  staticData: {
    name: 'dashboard.catalyst.open.easy',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: catalystModeRedirect('easy-mode'),
  component: catalystModeLayout('easy-mode'),
});
