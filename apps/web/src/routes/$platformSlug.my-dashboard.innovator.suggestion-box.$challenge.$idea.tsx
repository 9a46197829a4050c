import { createFileRoute } from '@tanstack/react-router';
import { InnovatorQuestion } from '../features/suggestions/dashboards.js';

function OneQuestion() {
  const { challenge, idea } = Route.useParams();
  return <InnovatorQuestion challenge={challenge} idea={idea} />;
}

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge/$idea',
)({
  staticData: {
    name: 'dashboard.innovator.suggestion-box.idea',
    layout: 'boxed',
    auth: true,
  },
  component: OneQuestion,
});
