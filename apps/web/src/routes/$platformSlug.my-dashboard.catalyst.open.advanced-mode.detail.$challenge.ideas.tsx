import { createFileRoute } from '@tanstack/react-router';
import { catalystIdeas, loadCatalystIdeas } from '../features/dashboards/catalyst-ideas.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/advanced-mode/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.open.advanced.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() => loadCatalystIdeas(context.queryClient, params.challenge)),
  component: catalystIdeas('advanced-mode'),
});
