import { createFileRoute } from '@tanstack/react-router';
import { SuggestionBoxPage } from '../features/suggestions/box-page.js';

function Box() {
  const { platformSlug } = Route.useParams();
  return <SuggestionBoxPage handle={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/mentor')({
  staticData: { name: 'suggestion-box.ama', layout: 'boxed' },
  component: Box,
});
