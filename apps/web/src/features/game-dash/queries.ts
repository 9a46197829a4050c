/**
 * The Game Dash's reads and writes: the player's neurons a page at a time, and the last-seen
 * overall score (the player's preferences, `gamedash.shared_state.gamedash_score`) that the
 * bell's new-updates dot compares with the current one.
 */
import type { Preferences } from '@nervus/contracts';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { brainKeys, NEURON_PAGE_SIZE } from '../game/queries.js';
import { sessionKeys } from '../session/queries.js';

export { NEURON_PAGE_SIZE } from '../game/queries.js';

/** Under the neurons' key, so a neuron earned (realtime/events.ts) marks these pages stale too. */
export const dashNeuronKeys = { pages: () => [...brainKeys.neurons(), 'dash'] as const };

export const myNeuronPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dashNeuronKeys.pages(),
    queryFn: async ({ pageParam }) =>
      await api.call('neurons', {
        query: { page: String(pageParam), size: String(NEURON_PAGE_SIZE) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) =>
      (page + 1) * NEURON_PAGE_SIZE < last.meta.total ? page + 1 : undefined,
  });

/** The last overall score the player saw in the Game Dash (0 before they ever opened it). */
export function lastSeenScore(preferences: Preferences | undefined): number {
  return preferences?.gamedash?.shared_state?.gamedash_score ?? 0;
}

/**
 * The bell's dot: the current overall score differs from the one last seen. Nothing is shown
 * before both are known.
 *
 * @example hasNewUpdates({ gamedash: { shared_state: { gamedash_score: 12 } } }, 14) // true
 */
export function hasNewUpdates(
  preferences: Preferences | undefined,
  overall: number | undefined,
): boolean {
  if (preferences === undefined || overall === undefined) return false;
  return lastSeenScore(preferences) !== overall;
}

/**
 * Opening the Game Dash (overall) stores the current overall score as seen; the answer (the
 * whole merged preferences) replaces the cached ones, which clears the dot.
 */
export async function saveLastSeenScore(client: QueryClient, overall: number): Promise<void> {
  // The dot clears at once; the saved answer then confirms it.
  client.setQueryData<Preferences>(sessionKeys.preferences(), (old) => ({
    ...old,
    gamedash: {
      ...old?.gamedash,
      shared_state: { ...old?.gamedash?.shared_state, gamedash_score: overall },
    },
  }));
  const saved = await api.call('putPreferences', {
    body: { gamedash: { shared_state: { gamedash_score: overall } } },
  });
  client.setQueryData(sessionKeys.preferences(), saved.data);
}
