import { createFileRoute } from '@tanstack/react-router';
import { EasyModeList } from '../features/dashboards/catalyst-lists.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/open/easy-mode/list')({
  staticData: {
    name: 'dashboard.catalyst.open.easy.list',
    layout: 'boxed',
    auth: true,
  },
  component: EasyModeList,
});
