import { createFileRoute } from '@tanstack/react-router';
import { AdvancedModeList } from '../features/dashboards/catalyst-lists.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/list',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.list',
    layout: 'boxed',
    auth: true,
  },
  component: AdvancedModeList,
});
