/** The unsubscribe link of a mail: what it turns off, and turning it off. */
import type { OUTBOX_STATES } from '@nervus/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { sessionKeys } from '../session/queries.js';

export const emailKeys = {
  all: ['email'] as const,
  unsubscribe: (token: string) => [...emailKeys.all, 'unsubscribe', token] as const,
  outbox: (state: OutboxState, page: number) => [...emailKeys.all, 'outbox', state, page] as const,
};

export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_PAGE_SIZE = 20;

/** Admins: a page of the outbox, newest first. */
export const outboxQueryOptions = (state: OutboxState, page: number) =>
  queryOptions({
    queryKey: emailKeys.outbox(state, page),
    queryFn: async () =>
      await api.call('adminOutbox', {
        query: { state, page: String(page), size: String(OUTBOX_PAGE_SIZE) },
      }),
  });

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: emailKeys.unsubscribe(token),
    queryFn: async () => (await api.call('unsubscribeInfo', { query: { token } })).data,
    // A link either works or it does not: asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Turns the link's mail off; the viewer's own preferences (if signed in) are read again. */
export function useUnsubscribe(token: string) {
  const client: QueryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call('unsubscribe', { query: { token } })).data,
    onSuccess: (answer) => {
      client.setQueryData(emailKeys.unsubscribe(token), { ...answer, done: true });
      return client.invalidateQueries({ queryKey: sessionKeys.preferences() });
    },
  });
}
