import { createFileRoute } from '@tanstack/react-router';
import { CatalystEdit } from '../features/dashboards/catalyst-edit.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/edit',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.edit',
    layout: 'boxed',
    auth: true,
  },
  component: CatalystEdit,
});
