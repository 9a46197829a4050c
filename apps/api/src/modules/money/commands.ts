/**
 * Money movements of the money module: paying an entry fee and funding a player. Each runs in
 * one transaction and moves money only through the ledger (`ledger/money.ts`).
 *
 * Paying an entry fee locks the challenge row shared (so a settlement waits for the payment and
 * counts it, or the payment finds the challenge closed), then the payer's wallet.
 *
 * Funding locks the payer's row (so two fundings, or a funding and an entry fee, never spend
 * one balance twice) and the receiver's, moves the money (the balance check, the payer's debit
 * and the receiver's credit), records the funding with its message and pays the patron neurons.
 * Everything is keyed by the payer and the client's Idempotency-Key: a retried request moves the
 * money once and answers the same funding.
 *
 * Patron neurons pay only for money the payer has given away net (funded others minus funded by
 * others) and not rewarded before: otherwise two players sending one $500 back and forth would
 * each earn 500 neurons a round, and neurons decide ranks and prizes.
 */
import { formatCents, isChallengeOpen, neuronsFor } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { ApiError } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findChallenge } from '../challenges/find.js';
import { type Announcer, payNeurons } from '../highlights/announce.js';
import { lockWallet, moneyKeys, moveMoney } from '../ledger/money.js';
import { canEnter, canPayEntryFee } from './policy.js';
import { findFunding, fundingTotals, insertFunding, neuronsUnder } from './queries.js';
import { findEntry } from './wallet.js';

/** The longest Idempotency-Key taken; longer ones are refused rather than cut, so two never meet. */
export const FUNDING_KEY_MAX = 200;

/** The patron neurons a funding pays its payer, keyed by the payer and the client's key. */
const fundingAwards = (payerId: string, key: string, cents: number) =>
  neuronsFor({ kind: 'FundingGiven', id: `funding:${payerId}:${key}`, patronId: payerId, cents });

/** Pays a challenge's entry fee once; a retry answers the entry it already paid for. */
export function payEntryFee(
  db: Database,
  user: Pick<UserRow, 'id'>,
  challengeId: string,
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const challenge = await findChallenge(tx, challengeId, 'share');
    enforce(canPayEntryFee(user, challenge));
    const fee = challenge.ideaEntryFeeCents;
    // Taken before looking for the entry: a concurrent retry waits here, then finds it.
    await lockWallet(tx, user.id);
    const existing = await findEntry(tx, challenge.id, user.id);
    // A retry answers the entry it already paid for, even once the challenge has closed.
    if (existing) return { challenge, entry: existing, charged: false };
    const time = now();
    enforce(canEnter(isChallengeOpen(challenge, time)));
    const {
      rows: [entry],
    } = await moveMoney(tx, {
      entries: [
        {
          userId: user.id,
          challengeId: challenge.id,
          kind: 'entry-fee',
          cents: -fee,
          key: moneyKeys.entryFee(challenge.id, user.id),
        },
      ],
      now: time,
      short: {
        message: ({ balance }) =>
          `Your wallet holds ${formatCents(balance)}; the entry fee is ${formatCents(fee)}. Add money to your wallet first.`,
      },
    });
    if (!entry) throw new Error('the ledger answered no entry');
    return { challenge, entry, charged: true };
  });
}

/**
 * Locks both players' rows, in id order so two fundings between the same pair in opposite
 * directions cannot deadlock. The payer's lock guards the balance; together they put every
 * funding touching a player one after another, so the net sums see all of them.
 */
async function lockPlayers(tx: Tx, payerId: string, receiverId: string): Promise<void> {
  for (const id of [payerId, receiverId].sort()) await lockWallet(tx, id);
}

/** Funds a player once per Idempotency-Key; answers the funding and the neurons it earned. */
export function fund(
  db: Database,
  payer: Pick<UserRow, 'id'>,
  receiver: Pick<UserRow, 'id' | 'handle'>,
  input: { cents: number; message: string | null; key: string },
  now: () => Date,
  announcer: Announcer,
) {
  const { cents, message, key } = input;
  return inTransaction(db, async (tx) => {
    // Taken before looking for the key: a concurrent retry waits here, then finds the funding.
    await lockPlayers(tx, payer.id, receiver.id);
    const existing = await findFunding(tx, payer.id, key);
    if (existing) {
      if (
        existing.receiverId !== receiver.id ||
        existing.cents !== cents ||
        existing.message !== message
      )
        throw new ApiError(422, 'This Idempotency-Key was already used for another funding.', [
          { field: 'idempotency-key', error: 'Use a new key for a new funding.' },
        ]);
      const paid = fundingAwards(payer.id, key, existing.rewardedCents);
      const keys = paid.filter((a) => a.userId === payer.id).map((a) => a.key);
      return { row: existing, earned: await neuronsUnder(tx, keys) };
    }
    const time = now();
    const {
      rows: [debit, credit],
    } = await moveMoney(tx, {
      entries: [
        {
          userId: payer.id,
          kind: 'funding-given',
          cents: -cents,
          key: moneyKeys.fundingGiven(payer.id, key),
        },
        {
          userId: receiver.id,
          kind: 'funding-received',
          cents,
          key: moneyKeys.fundingReceived(payer.id, key),
        },
      ],
      now: time,
      short: {
        message: ({ balance }) =>
          `Your wallet holds ${formatCents(balance)}; funding @${receiver.handle} with ${formatCents(cents)} needs more. Add money to your wallet first.`,
      },
    });
    if (!debit || !credit) throw new Error('the ledger answered no money row');
    const totals = await fundingTotals(tx, payer.id);
    const eligible = Math.max(0, totals.given + cents - totals.received - totals.rewarded);
    const row = await insertFunding(tx, {
      payerId: payer.id,
      receiverId: receiver.id,
      cents,
      message,
      idempotencyKey: key,
      debitId: debit.id,
      creditId: credit.id,
      rewardedCents: eligible,
      createdAt: time,
    });
    const paid = await payNeurons(tx, announcer, fundingAwards(payer.id, key, eligible), {
      challenge: null,
      now: time,
    });
    const earned = paid.filter((a) => a.userId === payer.id).reduce((s, a) => s + a.points, 0);
    return { row, earned };
  });
}
