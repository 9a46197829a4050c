import { createFileRoute } from '@tanstack/react-router';
import { SuggestionBoxPage } from '../features/suggestions/box-page.js';
import { loadBoxPage } from '../features/suggestions/queries.js';

function Box() {
  const { platformSlug } = Route.useParams();
  return <SuggestionBoxPage handle={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/')({
  loader: ({ context, params }) => loadBoxPage(context.queryClient, params.platformSlug),
  component: Box,
});
