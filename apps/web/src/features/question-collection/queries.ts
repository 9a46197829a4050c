/**
 * The question collection's list: one page of the source's open challenges as cards, through
 * a call that already lists them: a home section (`ending-soon`: every open challenge of the
 * platform, ending soonest first) or the player's open challenges.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { CollectionSource } from './source.js';

export const COLLECTION_PAGE_SIZE = 12;

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
