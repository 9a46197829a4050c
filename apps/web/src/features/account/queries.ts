import type { CallBody } from '@nervus/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { platformKeys, sessionKeys } from '../session/queries.js';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.preferences(),
    queryFn: async () => (await api.call('getPreferences')).data,
  });

export const platformPreferencesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: platformKeys.preferences(id),
    queryFn: async () => (await api.call('platformPreferences', { params: { id } })).data,
  });

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
