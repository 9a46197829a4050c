/**
 * Money on the site: the wallet (the sum of a player's money rows, in integer cents) and the
 * entry fee that gates a challenge. One paid entry unlocks both entering ideas and rating.
 */

import { validateFunding } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdSchema, optionalText, PageMetaSchema, TimestampSchema } from './common.js';

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
  'funding-given',
  'funding-received',
  'olympiad-pledge',
  'olympiad-prize',
  'olympiad-unawarded',
  'payout',
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

const PersonSchema = v.object({ id: IdSchema, handle: v.string() });

/** One row of a player's money ledger. */
export const MoneyEntrySchema = v.object({
  id: v.number(),
  /** One of `MONEY_KINDS` (or a later kind). */
  kind: v.string(),
  /** Positive for a credit, negative for a debit. */
  cents: v.number(),
  challenge: v.nullable(v.object({ id: IdSchema, slug: v.string(), question_title: v.string() })),
  /** The other player of a funding row (who paid it, or who received it), else absent or null. */
  counterparty: v.optional(v.nullable(PersonSchema)),
  /** The payer's message of a funding row, else absent or null. */
  message: v.optional(v.nullable(v.string())),
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

export const FUNDING_MESSAGE_MAX = 500;

/**
 * `POST /users/{id}/funding`: fund a player from your wallet, in whole cents, at least
 * game-rules `FUNDING_MIN_CENTS` ($1), no maximum. The request needs an `Idempotency-Key` header: a retry
 * with the same key moves the money once and answers the same funding.
 */
export const FundingInputSchema = v.strictObject({
  cents: v.pipe(
    v.number('Enter the amount in cents.'),
    v.rawCheck<number>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = validateFunding(dataset.value);
      if (!result.ok) for (const error of result.errors) addIssue({ message: error.error });
    }),
  ),
  message: optionalText(FUNDING_MESSAGE_MAX),
});
export type FundingInput = v.InferInput<typeof FundingInputSchema>;

/** A funding made: what moved, to whom, the payer's balance after it and the neurons earned. */
export const FundingSchema = v.object({
  id: IdSchema,
  cents: v.number(),
  message: v.nullable(v.string()),
  receiver: PersonSchema,
  /** The payer's wallet balance in cents, now. */
  balance_cents: v.number(),
  /** The patron neurons this funding earned its payer (the same on a retry). */
  neurons_earned: v.number(),
  created_at: TimestampSchema,
});
export type Funding = v.InferOutput<typeof FundingSchema>;
