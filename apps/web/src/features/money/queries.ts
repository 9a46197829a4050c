/** The wallet and entry fees: query keys, query options and the payment mutation. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { challengeKeys } from '../challenge/queries.js';

export const moneyKeys = {
  all: ['money'] as const,
  entry: (challengeId: string) => [...moneyKeys.all, 'entry', challengeId] as const,
  wallet: (page: number, size: number) => [...moneyKeys.all, 'wallet', page, size] as const,
};

/** The viewer's entry to a challenge: its fee, whether they paid, their balance. */
export const entryQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: moneyKeys.entry(challengeId),
    queryFn: async () => (await api.call('entryFee', { params: { id: challengeId } })).data,
  });

/** One page of the viewer's money rows with their balance. */
export const walletQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: moneyKeys.wallet(page, size),
    queryFn: async () =>
      await api.call('wallet', { query: { page: String(page), size: String(size) } }),
  });

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
