import { createFileRoute } from '@tanstack/react-router';
import { InnovatorSuggestionBoard } from '../features/suggestions/dashboards.js';

function OneBox() {
  const { challenge } = Route.useParams();
  return <InnovatorSuggestionBoard challenge={challenge} />;
}

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge',
)({
  staticData: {
    name: 'dashboard.innovator.suggestion-box.challenge',
    layout: 'boxed',
    auth: true,
  },
  component: OneBox,
});
