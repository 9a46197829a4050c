import { createFileRoute } from '@tanstack/react-router';
import { whenSignedIn } from '../features/session/queries.js';
import { CatalystSuggestionBoard, loadCatalystBoard } from '../features/suggestions/dashboards.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/suggestion-box')({
  staticData: {
    name: 'dashboard.catalyst.suggestion-box',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context }) => whenSignedIn(() => loadCatalystBoard(context.queryClient)),
  component: CatalystSuggestionBoard,
});
