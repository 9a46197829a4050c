/**
 * The player's preferences read, apart from the account pages' writes (`queries.ts`): the
 * brain-level board's numbering and the player's shell read it, and would otherwise load the
 * account forms' mutation hooks (and TanStack Query's mutation observer) with their page.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { sessionKeys } from '../session/queries.js';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.preferences(),
    queryFn: async () => (await api.call('getPreferences')).data,
  });
