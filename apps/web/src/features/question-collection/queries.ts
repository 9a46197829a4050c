/**
 * The question collection's data: the open challenges of the host's platform (the root page),
 * of a player (`/{player}/question-collection`: the challenges they posted) or of a platform by
 * its slug when the slug is not a player's. Each through a call that already lists challenge
 * cards: a home section (`ending-soon`: every open challenge, ending soonest first) or the
 * player's open challenges.
 */
import { ApiError } from '@nervus/api-client';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { currentPlatformQueryOptions } from '../session/queries.js';
import { profileQueryOptions } from '../user/queries.js';

export const COLLECTION_PAGE_SIZE = 12;

/** Whose open challenges the collection lists. */
export type CollectionSource =
  | { readonly kind: 'platform'; readonly slug: string; readonly title: string | null }
  | { readonly kind: 'player'; readonly id: string; readonly handle: string };

export const collectionKeys = {
  all: ['question-collection'] as const,
  page: (source: CollectionSource, page: number) =>
    [
      ...collectionKeys.all,
      source.kind,
      source.kind === 'player' ? source.id : source.slug,
      page,
    ] as const,
};

/** One page of the source's open challenges, as cards. */
export const collectionQueryOptions = (source: CollectionSource, page: number) =>
  queryOptions({
    queryKey: collectionKeys.page(source, page),
    queryFn: async () => {
      const query = { page: String(page), size: String(COLLECTION_PAGE_SIZE) };
      return source.kind === 'player'
        ? api.call('userChallenges', {
            params: { id: source.id },
            query: { ...query, state: 'open' },
          })
        : api.call('platformHomeSection', {
            params: { platform: source.slug, id: 'ending-soon' },
            query,
          });
    },
    staleTime: 60_000,
    // A slug that names nothing answers 404 every time.
    retry: false,
  });

/**
 * Whose collection an address shows: the host's platform without a slug; with one, the player
 * of that handle (the parent route has looked them up), else the platform of that slug (whose
 * list answers 404 when there is none either).
 */
export async function collectionSource(
  queryClient: QueryClient,
  slug: string | undefined,
): Promise<CollectionSource> {
  if (slug === undefined) {
    const platform = await queryClient.ensureQueryData(currentPlatformQueryOptions());
    return { kind: 'platform', slug: platform.slug, title: platform.title };
  }
  const options = profileQueryOptions(slug);
  // The parent route asked already: a handle it did not find is not asked for again.
  const asked = queryClient.getQueryState(options.queryKey)?.error;
  if (asked instanceof ApiError && asked.status === 404)
    return { kind: 'platform', slug, title: null };
  try {
    const profile = await queryClient.ensureQueryData(options);
    return { kind: 'player', id: profile.user.id, handle: profile.user.screen_name };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { kind: 'platform', slug, title: null };
    throw error;
  }
}
