import { createFileRoute } from '@tanstack/react-router';
import { whenSignedIn } from '../features/session/queries.js';
import { sentQueryOptions } from '../features/suggestions/queries.js';
import { InnovatorSuggestionBoard } from '../features/suggestions/sent-board.js';

function OneBox() {
  const { challenge } = Route.useParams();
  return <InnovatorSuggestionBoard challenge={challenge} />;
}

export const Route = createFileRoute(
  '/$platformSlug/my-dashboard/innovator/suggestion-box/$challenge/',
)({
  loader: ({ context, params }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(sentQueryOptions(params.challenge, 0))),
  component: OneBox,
});
