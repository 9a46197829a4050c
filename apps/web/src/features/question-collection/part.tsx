import type { QueryClient } from '@tanstack/react-query';
import { lazyPart } from '../../lib/lazy-part.js';
import type { CollectionSource } from './source.js';

const load = () => import('./collection-list.js');

/**
 * The collection's cards as a part of their own: their code (cards, countdowns, the pager) and
 * their call tables load beside their data, not before the page's heading can show.
 */
export const CollectionList = lazyPart(() => load().then((m) => m.CollectionList));

/** Starts the list's code and, as it arrives, its data (the route's loader calls it). */
export function startCollection(
  queryClient: QueryClient,
  source: CollectionSource | undefined,
  page: number,
): void {
  void CollectionList.load().catch(() => undefined);
  if (source)
    void load()
      .then((m) => m.prefetchCollection(queryClient, source, page))
      .catch(() => undefined);
}
