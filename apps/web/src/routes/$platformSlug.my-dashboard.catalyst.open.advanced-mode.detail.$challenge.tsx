import { createFileRoute } from '@tanstack/react-router';
import { catalystDetail, guardCatalystDetail } from '../features/dashboards/catalyst-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail',
    layout: 'boxed',
    auth: true,
  },
  beforeLoad: guardCatalystDetail,
  component: catalystDetail('advanced-mode'),
});
