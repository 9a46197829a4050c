// The entry-fee payment, apart from the challenge's queries: its call (money) loads with the
// page that pays, not with every page that shows a challenge.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { moneyKeys } from '../money/keys.js';
import { challengeKeys } from './queries.js';

/** Pays a challenge's entry fee; a retry is answered with the same entry and costs nothing. */
export function usePayEntryFee(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call('payEntryFee', { params: { id: challengeId } })).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: moneyKeys.all }),
        // The next idea to rate was refused before the payment.
        client.invalidateQueries({ queryKey: challengeKeys.next(challengeId) }),
      ]);
    },
  });
}
