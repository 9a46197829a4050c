import { createFileRoute } from '@tanstack/react-router';
import { catalystOpenRedirect } from '../features/dashboards/redirects.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open')({
  staticData: {
    name: 'dashboard.catalyst.open',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: catalystOpenRedirect,
});
