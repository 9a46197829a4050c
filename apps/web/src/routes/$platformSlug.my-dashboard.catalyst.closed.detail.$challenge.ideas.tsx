import { createFileRoute } from '@tanstack/react-router';
import { loadClosedDetail } from '../features/dashboards/closed-detail.js';
import { ClosedIdeasPage } from '../features/dashboards/closed-ideas.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.closed.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  loader: (match) => whenSignedIn(() => loadClosedDetail(match)),
  component: ClosedIdeasPage,
});
