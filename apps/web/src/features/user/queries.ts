/** A user's public pages: their profile and social accounts. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { userKeys } from './profile-query.js';

export { platformStaffQueryOptions, profileQueryOptions, userKeys } from './profile-query.js';

export const userSocialQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: userKeys.social(handle),
    queryFn: async () => (await api.call('userSocial', { params: { id: handle } })).data,
  });

export const followStateQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: userKeys.follow(handle),
    queryFn: async () => (await api.call('followState', { params: { id: handle } })).data,
  });

/** Follows (`true`) or stops following a player; answers whether one follows them now. */
export async function setFollowing(handle: string, follow: boolean) {
  const answer = follow
    ? await api.call('follow', { params: { id: handle } })
    : await api.call('unfollow', { params: { id: handle } });
  return answer.data;
}

/** Challenges per page of a player's home. */
export const USER_CHALLENGES_PAGE_SIZE = 12;

export interface UserChallengesAsk {
  readonly state: 'open' | 'closed';
  readonly filter?: 'idea_entry_fee' | undefined;
  readonly page: number;
}

/** The challenges a player posted: one tab (open or closed), maybe only those with a fee. */
export const userChallengesQueryOptions = (handle: string, ask: UserChallengesAsk) =>
  queryOptions({
    queryKey: [...userKeys.one(handle), 'challenges', ask.state, ask.filter ?? 'all', ask.page],
    queryFn: async () =>
      api.call('userChallenges', {
        params: { id: handle },
        query: {
          state: ask.state,
          ...(ask.filter ? { filter: ask.filter } : {}),
          page: String(ask.page),
          size: String(USER_CHALLENGES_PAGE_SIZE),
        },
      }),
  });

/** The platforms a player runs or helps run, their personal one first (their About page). */
export const userPlatformsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: [...userKeys.one(handle), 'platforms'] as const,
    queryFn: async () =>
      (await api.call('userPlatforms', { params: { id: handle }, query: { size: '50' } })).data,
  });
