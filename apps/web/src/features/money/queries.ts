/** The wallet, entry fees and funding: query keys, query options and the payments. */
import type { CallBody } from '@nervus/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { meQueryOptions } from '../session/queries.js';
import { moneyKeys } from './keys.js';

/** Rows per page of the money-prizes page. */
export const WALLET_PAGE_SIZE = 20;

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

/**
 * For loaders of signed-in pages: one page of the wallet once the viewer is known. Visitors and
 * expired sessions load nothing here: the shell sends them to sign in.
 */
export async function ensureViewerWallet(queryClient: QueryClient, page: number, size: number) {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (me) await queryClient.ensureQueryData(walletQueryOptions(page, size));
}

/**
 * Funds a player from the viewer's wallet. The caller keeps one `idempotencyKey` per funding,
 * so a retried click or a lost answer moves the money once; a success changes every wallet view.
 */
export async function fundUser(
  client: QueryClient,
  handle: string,
  body: CallBody<'fundUser'>,
  idempotencyKey: string,
) {
  const funded = await api.call('fundUser', {
    params: { id: handle },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  void client.invalidateQueries({ queryKey: moneyKeys.all });
  return funded.data;
}
