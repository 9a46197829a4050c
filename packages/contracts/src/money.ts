/**
 * Money on the site: the wallet (the sum of a player's money rows, in integer cents) and the
 * entry fee that gates a challenge. One paid entry unlocks both entering ideas and rating.
 */
import * as v from 'valibot';
import { IdSchema, PageMetaSchema, TimestampSchema } from './common.js';

/**
 * The kinds of money rows. Credits are positive, debits negative; the wallet balance is their
 * sum. Later kinds (card deposits, payouts) join this list; readers show unknown kinds as is.
 */
export const MONEY_KINDS = [
  'deposit',
  'entry-fee',
  'entry-fee-owner',
  'entry-fee-refund',
  'platform-fee',
  'challenge-prize',
  'challenge-prize-returned',
] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/** `GET /challenges/{id}/entry`: the viewer's entry to a challenge with an entry fee. */
export const EntryStatusSchema = v.object({
  challenge_id: IdSchema,
  /** The challenge's entry fee in cents; 0 when it is free. */
  fee_cents: v.number(),
  /** Whether the viewer has paid it. */
  paid: v.boolean(),
  paid_at: v.nullable(TimestampSchema),
  /** Whether the viewer may enter ideas and rate: free, paid, or their own challenge. */
  unlocked: v.boolean(),
  /** The viewer's wallet balance in cents. */
  balance_cents: v.number(),
});
export type EntryStatus = v.InferOutput<typeof EntryStatusSchema>;

/** `POST /challenges/{id}/entry`: the entry after paying; `charged` is false on a retry. */
export const EntryPaidSchema = v.object({
  ...EntryStatusSchema.entries,
  charged: v.boolean(),
});

/** One row of a player's money ledger. */
export const MoneyEntrySchema = v.object({
  id: v.number(),
  /** One of `MONEY_KINDS` (or a later kind). */
  kind: v.string(),
  /** Positive for a credit, negative for a debit. */
  cents: v.number(),
  challenge: v.nullable(v.object({ id: IdSchema, slug: v.string(), question_title: v.string() })),
  created_at: TimestampSchema,
});
export type MoneyEntry = v.InferOutput<typeof MoneyEntrySchema>;

/** `GET /me/wallet`: the balance and a page of the ledger, newest first. */
export const WalletResponseSchema = v.object({
  data: v.object({
    balance_cents: v.number(),
    entries: v.array(MoneyEntrySchema),
  }),
  meta: PageMetaSchema,
});
export type Wallet = v.InferOutput<typeof WalletResponseSchema>;
