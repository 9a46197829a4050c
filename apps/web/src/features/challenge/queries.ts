import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const challengeKeys = {
  one: (key: string) => ['challenge', key] as const,
  ideas: (id: string) => ['challenge', id, 'ideas'] as const,
  next: (id: string) => ['challenge', id, 'rate-next'] as const,
};

export const challengeQueryOptions = (key: string) =>
  queryOptions({
    queryKey: challengeKeys.one(key),
    queryFn: async () => (await api.call('challenge', { params: { id: key } })).data,
  });

export const ideasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.ideas(id),
    queryFn: async () => await api.call('challengeIdeas', { params: { id } }),
  });

export const nextIdeaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.next(id),
    queryFn: async () => (await api.call('nextIdeaToRate', { params: { id } })).data,
  });

/** For a challenge's child pages: the parent layout has loaded it already (same key). */
export function useChallenge(key: string) {
  return useQuery(challengeQueryOptions(key)).data;
}
