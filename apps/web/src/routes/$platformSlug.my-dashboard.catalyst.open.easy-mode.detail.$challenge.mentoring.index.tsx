import { createFileRoute } from '@tanstack/react-router';
import { loadCatalystIdeas } from '../features/dashboards/catalyst-ideas.js';
import { catalystMentoring } from '../features/dashboards/catalyst-mentoring.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/mentoring/',
)({
  loader: ({ context, params }) =>
    whenSignedIn(() => loadCatalystIdeas(context.queryClient, params.challenge, 'all')),
  component: catalystMentoring('easy-mode'),
});
