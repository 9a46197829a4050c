/**
 * Signing in and up: the gateway's and the sign-up page's mutations, apart from the session
 * queries that every page's shell reads, so that they load with those two pages.
 */
import type { CallBody } from '@nervus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, startSession } from '../../lib/api.js';
import { forgetPlayerReads } from './queries.js';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { username: string; password: string }) => {
      const token = await api.call('token', { body: { grant_type: 'password', ...input } });
      await startSession(token.access_token);
      return token;
    },
    onSuccess: () => forgetPlayerReads(client),
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CallBody<'signup'>) => {
      const answer = await api.call('signup', { body: input });
      await startSession(answer.data.token.access_token);
      return answer.data;
    },
    onSuccess: () => forgetPlayerReads(client),
  });
}
