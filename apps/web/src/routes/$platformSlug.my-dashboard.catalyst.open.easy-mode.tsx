import { createFileRoute } from '@tanstack/react-router';
import { CatalystModeLayout } from '../features/dashboards/layouts.js';
import { catalystModeRedirect } from '../features/dashboards/redirects.js';

function Mode() {
  return <CatalystModeLayout mode="easy-mode" />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/easy-mode')({
  staticData: {
    name: 'dashboard.catalyst.open.easy',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: catalystModeRedirect('easy-mode'),
  component: Mode,
});
