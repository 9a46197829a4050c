import { createFileRoute } from '@tanstack/react-router';
import { CatalystModeLayout } from '../features/dashboards/layouts.js';
import { catalystModeRedirect } from '../features/dashboards/redirects.js';

function Mode() {
  return <CatalystModeLayout mode="advanced-mode" />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/advanced-mode')({
  staticData: {
    name: 'dashboard.catalyst.open.advanced',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: catalystModeRedirect('advanced-mode'),
  component: Mode,
});
