/**
 * The early end's write, apart from the challenge's other writes (`mutations.ts`): only
 * `end-challenge.tsx` uses it, so its page loads none of those.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { challengeKeys } from './queries.js';

/** Ends the challenge early: everything about challenges may change (closed, ranks, reveal). */
export function useEndChallenge(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.call('endChallenge', { params: { id: challengeId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}
