import { createFileRoute } from '@tanstack/react-router';
import { whenSignedIn } from '../features/session/queries.js';
import { InnovatorQuestion, loadInnovatorQuestion } from '../features/suggestions/sent-question.js';

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
  loader: ({ context, params }) =>
    whenSignedIn(() => loadInnovatorQuestion(context.queryClient, params.challenge, params.idea)),
  component: OneQuestion,
});
