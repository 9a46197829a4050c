import { createFileRoute } from '@tanstack/react-router';
import { whenSignedIn } from '../features/session/queries.js';
import { sentQueryOptions } from '../features/suggestions/queries.js';
import { InnovatorSuggestionBoard } from '../features/suggestions/sent-board.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/suggestion-box/')({
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(sentQueryOptions(undefined, 0))),
  component: () => <InnovatorSuggestionBoard />,
});
