// The innovator's challenge pages' loader, apart from the pages: their layout routes load it
// for every child page, which then loads only its own component.
import type { QueryClient } from '@tanstack/react-query';
import { challengeQueryOptions, ideasQueryOptions } from '../challenge/queries.js';
import { resultsQueryOptions } from './results-queries.js';

/**
 * The loader of a challenge's pages on the innovator dashboard: the challenge and the ideas the
 * viewer may see, and with `results` its results, prefetched (409 until settled, which the page
 * tells).
 */
export async function loadInnovatorChallenge(
  client: QueryClient,
  key: string,
  { results = false } = {},
): Promise<void> {
  const challenge = await client.ensureQueryData(challengeQueryOptions(key));
  await Promise.all([
    client.ensureQueryData(ideasQueryOptions(challenge.id)),
    results ? client.prefetchQuery(resultsQueryOptions(challenge.id)) : undefined,
  ]);
}
