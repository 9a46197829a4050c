import { createFileRoute } from '@tanstack/react-router';
import { CatalystMentorIdea } from '../features/dashboards/catalyst-detail.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/mentoring/$idea',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.mentoring.idea',
    layout: 'boxed',
    auth: true,
  },
  component: CatalystMentorIdea,
});
