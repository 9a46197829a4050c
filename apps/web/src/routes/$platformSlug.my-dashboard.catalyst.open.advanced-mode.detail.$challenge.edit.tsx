import { createFileRoute } from '@tanstack/react-router';
import { CatalystEdit } from '../features/dashboards/catalyst-edit.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/edit',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.edit',
    layout: 'boxed',
    auth: true,
  },
  component: CatalystEdit,
});
