/**
 * Stats and the brain's history: query keys and options for the progress pages' numbers and
 * charts. Under `['brains']`, so whatever refreshes the player's brains (a score update from the
 * realtime stream) refreshes these too.
 */
import type { StatsPeriod } from '@nervus/contracts';
import type { LadderRole } from '@nervus/game-rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const statsKeys = {
  all: ['brains', 'stats'] as const,
  resources: (userId: string) => [...statsKeys.all, 'resources', userId] as const,
  details: (userId: string, period: StatsPeriod, count: number) =>
    [...statsKeys.all, 'details', userId, period, count] as const,
  history: (userId: string, role: LadderRole) =>
    [...statsKeys.all, 'history', userId, role] as const,
};

/** A player's counts of play and neurons by role (their own open play when it is the reader). */
export const playerResourcesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: statsKeys.resources(userId),
    queryFn: async () => (await api.call('playerResources', { params: { id: userId } })).data,
  });

/** A player's neurons per role in each of the latest periods, and per reason. */
export const scoreDetailsQueryOptions = (userId: string, period: StatsPeriod, count: number) =>
  queryOptions({
    queryKey: statsKeys.details(userId, period, count),
    queryFn: async () =>
      (
        await api.call('scoreDetails', {
          params: { id: userId },
          query: { period, count: String(count) },
        })
      ).data,
  });

/** A player's score at the end of each day with neurons, for one role or overall. */
export const brainHistoryQueryOptions = (userId: string, role: LadderRole) =>
  queryOptions({
    queryKey: statsKeys.history(userId, role),
    queryFn: async () =>
      (
        await api.call('brainHistory', {
          params: { id: userId },
          ...(role === 'overall' ? {} : { query: { role } }),
        })
      ).data,
  });
