import { createFileRoute } from '@tanstack/react-router';
import { CatalystSuggestionBoard } from '../features/suggestions/dashboards.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/suggestion-box')({
  staticData: {
    name: 'dashboard.catalyst.suggestion-box',
    layout: 'boxed',
    auth: true,
  },
  component: CatalystSuggestionBoard,
});
