import { createFileRoute } from '@tanstack/react-router';
import { CollectionAddressSchema } from '../features/question-collection/address.js';
import {
  QuestionCollection,
  useEmbeddedTheme,
} from '../features/question-collection/collection-page.js';
import { startCollection } from '../features/question-collection/part.js';
import { hostSource } from '../features/question-collection/source.js';

/** The host's platform's open questions, for other sites to frame (decision 17). */
function Collection() {
  const { source } = Route.useLoaderData();
  const { page, theme } = Route.useSearch();
  const navigate = Route.useNavigate();
  useEmbeddedTheme(theme);
  return (
    <QuestionCollection
      source={source}
      page={page ?? 0}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next || undefined }) })}
    />
  );
}

export const Route = createFileRoute('/question-collection')({
  staticData: {
    name: 'question-collection',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  validateSearch: CollectionAddressSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const source = await hostSource(queryClient).catch(() => undefined);
    startCollection(queryClient, source, deps.page);
    return { source };
  },
  component: Collection,
});
