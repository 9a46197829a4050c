import { createFileRoute } from '@tanstack/react-router';
import { InnovatorSuggestionBoard } from '../features/suggestions/dashboards.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/innovator/suggestion-box')({
  staticData: {
    name: 'dashboard.innovator.suggestion-box',
    layout: 'boxed',
    auth: true,
  },
  component: () => <InnovatorSuggestionBoard />,
});
