import { createFileRoute } from '@tanstack/react-router';
import { loadCatalystIdeas } from '../features/dashboards/catalyst-ideas.js';
import { CatalystMentorIdea } from '../features/dashboards/catalyst-mentor-idea.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/catalyst/open/easy-mode/detail/$challenge/mentoring/$idea',
)({
  staticData: {
    name: 'dashboard.catalyst.open.easy.detail.mentoring.idea',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      loadCatalystIdeas(context.queryClient, params.challenge, { idea: params.idea }),
    ),
  component: CatalystMentorIdea,
});
