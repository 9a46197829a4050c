import { createFileRoute } from '@tanstack/react-router';

/** The catalyst's mentoring: every idea's (index) and one idea's, below it. */
export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/mentoring',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.mentoring',
    layout: 'boxed',
    auth: true,
  },
});
