/**
 * The challenge's own rating's write, apart from the challenge's other writes (`mutations.ts`):
 * only `challenge-rating.tsx` uses it, so the challenge page loads none of those.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { challengeKeys } from './queries.js';

/** The viewer's own rating of the challenge; the answer is the new summary. */
export function useRateChallenge(challengeId: string, viewerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (stars: number) =>
      (await api.call('rateChallenge', { params: { id: challengeId }, body: { stars } })).data,
    onSuccess: (summary) =>
      client.setQueryData(challengeKeys.rating(challengeId, viewerId), summary),
  });
}
