/** Medals and awards (decision 0021): a player's medals, their progress, an idea's awards. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

/** Medals per page of a player's list. */
export const MEDALS_PAGE_SIZE = 50;

export const medalKeys = {
  all: ['medals'] as const,
  /** The viewer matters (a player sees their own medals sooner), so it is in the key. */
  player: (userId: string, viewer: string | null) =>
    [...medalKeys.all, 'player', userId, viewer ?? 'visitor'] as const,
  list: (userId: string, viewer: string | null) =>
    [...medalKeys.player(userId, viewer), 'list'] as const,
  meta: (userId: string, viewer: string | null) =>
    [...medalKeys.player(userId, viewer), 'meta'] as const,
  idea: (ideaId: string) => [...medalKeys.all, 'idea', ideaId] as const,
};

/** A player's medals, newest first (the first page: a player holds a few dozen at most). */
export const playerMedalsQueryOptions = (userId: string, viewer: string | null) =>
  queryOptions({
    queryKey: medalKeys.list(userId, viewer),
    queryFn: () =>
      api.call('playerMedals', {
        params: { id: userId },
        query: { page: '0', size: String(MEDALS_PAGE_SIZE) },
      }),
  });

/** The catalogue with the player's progress toward each medal. */
export const medalsMetaQueryOptions = (userId: string, viewer: string | null) =>
  queryOptions({
    queryKey: medalKeys.meta(userId, viewer),
    queryFn: async () => (await api.call('medalsMeta', { params: { id: userId } })).data,
  });

/** An idea's medals, once its challenge settled (404 before, as for an unknown idea). */
export const ideaAwardsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: medalKeys.idea(ideaId),
    queryFn: async () => (await api.call('ideaAwards', { params: { id: ideaId } })).data,
  });
