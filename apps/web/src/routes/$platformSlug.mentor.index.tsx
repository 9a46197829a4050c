import { createFileRoute } from '@tanstack/react-router';
import { loadBoxPage, SuggestionBoxPage } from '../features/suggestions/box-page.js';

function Box() {
  const { platformSlug } = Route.useParams();
  return <SuggestionBoxPage handle={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/')({
  loader: ({ context, params }) => loadBoxPage(context.queryClient, params.platformSlug),
  component: Box,
});
