/**
 * The rating queue's write, apart from the challenge's other writes (`mutations.ts`): only
 * `rate.tsx` uses it, so the rate page loads none of those.
 */
import type { CallResponse } from '@nervus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { challengeKeys } from './queries.js';

/**
 * Rates the idea being shown; the queue moves on and the dashboards' counts change.
 * `onRated` runs before that refresh, while the rated idea is still the one shown.
 */
export function useRateIdea(
  challengeId: string,
  { onRated }: { onRated?: (rated: CallResponse<'rateIdea'>['data']) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ideaId, stars }: { ideaId: string; stars: number }) =>
      (
        await api.call('rateIdea', {
          params: { id: challengeId },
          body: { idea_id: ideaId, stars },
        })
      ).data,
    onSuccess: async (rated) => {
      onRated?.(rated);
      await Promise.all([
        client.invalidateQueries({ queryKey: challengeKeys.next(challengeId) }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
