import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadQuestionPage, QuestionPage } from '../features/suggestions/box-pages.js';

function Detail() {
  const { platformSlug } = Route.useParams();
  const { question } = Route.useSearch();
  return <QuestionPage handle={platformSlug} question={question} />;
}

export const Route = createFileRoute('/$platformSlug/mentor/detail')({
  staticData: { name: 'suggestion-box.ama.detail', layout: 'boxed' },
  validateSearch: v.object({ question: v.optional(v.string()) }),
  loaderDeps: ({ search }) => ({ question: search.question }),
  loader: ({ context, params, deps }) =>
    loadQuestionPage(context.queryClient, params.platformSlug, deps.question),
  component: Detail,
});
