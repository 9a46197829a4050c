/** Wallets, entry fees and funding. */
import { envelope, PageQuerySchema } from '../common.js';
import {
  EntryPaidSchema,
  EntryStatusSchema,
  FundingInputSchema,
  FundingSchema,
  WalletResponseSchema,
} from '../money.js';
import { defineCalls } from './define.js';

export const moneyCalls = defineCalls({
  entryFee: {
    method: 'GET',
    path: '/challenges/{id}/entry',
    summary: 'Your entry to a challenge with an entry fee: the fee, whether you paid, your balance',
    tag: 'money',
    auth: 'user',
    response: envelope(EntryStatusSchema),
  },
  payEntryFee: {
    method: 'POST',
    path: '/challenges/{id}/entry',
    summary: "Pay a challenge's entry fee from your wallet, once; it unlocks ideas and rating",
    tag: 'money',
    auth: 'user',
    movesMoney: true,
    response: envelope(EntryPaidSchema),
  },
  wallet: {
    method: 'GET',
    path: '/me/wallet',
    summary: 'Your wallet: the balance and your money rows, newest first',
    tag: 'money',
    auth: 'user',
    query: PageQuerySchema,
    response: WalletResponseSchema,
  },
  fundUser: {
    method: 'POST',
    path: '/users/{id}/funding',
    summary:
      'Fund a player (id or handle) from your wallet: at least $1; needs an Idempotency-Key header, a retry moves the money once',
    tag: 'money',
    auth: 'user',
    movesMoney: true,
    body: FundingInputSchema,
    response: envelope(FundingSchema),
    status: 201,
  },
});
