import { createFileRoute } from '@tanstack/react-router';
import { CollectionAddressSchema } from '../features/question-collection/address.js';
import {
  QuestionCollection,
  useEmbeddedTheme,
} from '../features/question-collection/collection-page.js';
import { startCollection } from '../features/question-collection/part.js';
import { slugSource } from '../features/question-collection/source-slug.js';

/**
 * A player's open questions (or, for a slug that is no player's, a platform's), for other sites
 * to frame (decision 17). The parent route has looked the player up and keeps an unknown slug here.
 */
function PlayerCollection() {
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

export const Route = createFileRoute('/$platformSlug/question-collection')({
  staticData: {
    name: 'platform.question-collection',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  validateSearch: CollectionAddressSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 0 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const source = await slugSource(queryClient, params.platformSlug).catch(() => undefined);
    startCollection(queryClient, source, deps.page);
    return { source };
  },
  component: PlayerCollection,
});
