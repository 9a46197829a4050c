/** A user's public pages: their profile and social accounts, and an admin's shadowing of them. */
import { queryOptions } from '@tanstack/react-query';
import { api, setShadowSession } from '../../lib/api.js';

export const userKeys = {
  all: ['users'] as const,
  /** Handles are case-insensitive: `/Ivan` and `/ivan` are one cache entry. */
  one: (handle: string) => [...userKeys.all, handle.toLowerCase()] as const,
  profile: (handle: string) => [...userKeys.one(handle), 'profile'] as const,
  social: (handle: string) => [...userKeys.one(handle), 'social'] as const,
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

/**
 * Starts an admin's shadow session as the user. The page reloads afterwards, so every cached
 * answer belongs to the shadowed user and nothing needs invalidating here.
 */
export async function startShadowing(handle: string): Promise<void> {
  const answer = await api.call('shadow', { body: { user_handle: handle } });
  setShadowSession(answer.data.token);
}
