import { createFileRoute } from '@tanstack/react-router';
import { catalystIdeas, loadCatalystIdeas } from '../features/dashboards/catalyst-ideas.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/ideas',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.ideas',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() => loadCatalystIdeas(context.queryClient, params.challenge)),
  component: catalystIdeas('easy-mode'),
});
