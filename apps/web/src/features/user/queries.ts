/** A user's public pages: their profile and social accounts. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const userKeys = {
  all: ['users'] as const,
  /** Handles are case-insensitive: `/Ivan` and `/ivan` are one cache entry. */
  one: (handle: string) => [...userKeys.all, handle.toLowerCase()] as const,
  profile: (handle: string) => [...userKeys.one(handle), 'profile'] as const,
  social: (handle: string) => [...userKeys.one(handle), 'social'] as const,
  /** Whether the signed-in player follows them (the viewer's own answer). */
  follow: (handle: string) => [...userKeys.one(handle), 'follow'] as const,
};

export const profileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: userKeys.profile(handle),
    queryFn: async () => (await api.call('userProfile', { params: { id: handle } })).data,
  });

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

/** A platform's owner, ambassadors and staff (by id or slug). */
export const platformStaffQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: ['platforms', 'staff', platform] as const,
    queryFn: async () => (await api.call('platformStaff', { params: { id: platform } })).data,
  });

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
