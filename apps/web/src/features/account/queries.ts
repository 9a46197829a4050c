import type { CallBody } from '@nervus/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { meQueryOptions, platformKeys, sessionKeys } from '../session/queries.js';

export { preferencesQueryOptions } from './preferences-query.js';

export const platformPreferencesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: platformKeys.preferences(id),
    queryFn: async () => (await api.call('platformPreferences', { params: { id } })).data,
  });

/** The viewer's platform preferences: the platform is theirs, named by their handle. */
export async function loadPlatformPreferences(client: QueryClient): Promise<void> {
  const me = await client.ensureQueryData(meQueryOptions());
  if (me) await client.ensureQueryData(platformPreferencesQueryOptions(me.user.handle));
}

/** Sends the verification mail again; nothing cached changes until the link is followed. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => await api.call('resend', { body: {} }),
  });
}

/** Changes the password; the session stays, so nothing cached changes. */
export async function changePassword(body: CallBody<'changePassword'>) {
  return await api.call('changePassword', { body });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallBody<'updateProfile'>) =>
      (await api.call('updateProfile', { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallBody<'putPreferences'>) =>
      (await api.call('putPreferences', { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.preferences() }),
  });
}

export function useUpdatePlatformPreferences(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CallBody<'putPlatformPreferences'>) =>
      (await api.call('putPlatformPreferences', { params: { id }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
