/**
 * A player's profile and a platform's staff, the reads of the loader every page under a
 * player's address runs (`routes/$platformSlug.tsx`), apart from the rest of the user pages'
 * queries: those name the follow, social and platform calls, which the pages below need not load.
 */
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

/** A platform's owner, ambassadors and staff (by id or slug). */
export const platformStaffQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: ['platforms', 'staff', platform] as const,
    queryFn: async () => (await api.call('platformStaff', { params: { id: platform } })).data,
  });
