import { createFileRoute } from '@tanstack/react-router';
import { catalystMentoring } from '../features/dashboards/catalyst-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/mentoring',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.mentoring',
    layout: 'boxed',
    auth: true,
  },
  component: catalystMentoring('advanced-mode'),
});
