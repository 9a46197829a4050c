import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SentPage } from '../features/suggestions/box-pages.js';

function Sent() {
  const { platformSlug } = Route.useParams();
  const { question } = Route.useSearch();
  return <SentPage handle={platformSlug} question={question} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/sent')({
  staticData: { name: 'suggestion-box.ama.sent', layout: 'boxed' },
  validateSearch: v.object({ question: v.optional(v.string()) }),
  component: Sent,
});
