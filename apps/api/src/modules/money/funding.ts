/**
 * Funding a player from your wallet (patrons fund; any user can fund others). One transaction
 * locks the payer's row (so two fundings, or a funding and an entry fee, never spend one balance
 * twice) and the receiver's, moves the money through the ledger (the balance check, the payer's
 * debit and the receiver's credit), records the funding with its message and pays the patron
 * neurons. Everything is keyed by the payer and the
 * client's Idempotency-Key: a retried request moves the money once and answers the same funding.
 *
 * Patron neurons pay only for money the payer has given away net (funded others minus funded by
 * others) and not rewarded before: otherwise two players sending one $500 back and forth would
 * each earn 500 neurons a round, and neurons decide ranks and prizes.
 */
import { FundingInputSchema } from '@nervus/contracts';
import { formatCents, type NeuronAward, neuronsFor } from '@nervus/game-rules';
import { type AnyColumn, and, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { fundings, neuronLedger } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { findUser } from '../accounts/queries.js';
import { lockWallet, moneyKeys, moveMoney, walletBalance } from '../ledger/money.js';
import { awardNeurons } from '../ledger/neurons.js';

/** The longest Idempotency-Key taken; longer ones are refused rather than cut, so two never meet. */
export const FUNDING_KEY_MAX = 200;

/** The patron neurons a funding pays its payer, keyed by the payer and the client's key. */
const fundingAwards = (payerId: string, key: string, cents: number) =>
  neuronsFor({ kind: 'FundingGiven', id: `funding:${payerId}:${key}`, patronId: payerId, cents });

function idempotencyKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header('idempotency-key')?.trim() ?? '';
  if (!key)
    throw invalid(
      'idempotency-key',
      'Send an Idempotency-Key header: a retry with the same key moves the money once.',
    );
  if (key.length > FUNDING_KEY_MAX)
    throw invalid('idempotency-key', `Use at most ${FUNDING_KEY_MAX} characters.`);
  return key;
}

/**
 * Locks both players' rows, in id order so two fundings between the same pair in opposite
 * directions cannot deadlock. The payer's lock guards the balance; together they put every
 * funding touching a player one after another, so the net sums below see all of them.
 */
async function lockPlayers(tx: Tx, payerId: string, receiverId: string): Promise<void> {
  for (const id of [payerId, receiverId].sort()) await lockWallet(tx, id);
}

/** What a player has funded others, been funded by others, and been rewarded for, in cents. */
async function fundingTotals(tx: Tx, userId: string) {
  const total = (side: AnyColumn, amount: AnyColumn) =>
    sql<string | number>`coalesce(sum(case when ${side} = ${userId} then ${amount} end), 0)`;
  const [row] = await tx
    .select({
      given: total(fundings.payerId, fundings.cents),
      received: total(fundings.receiverId, fundings.cents),
      rewarded: total(fundings.payerId, fundings.rewardedCents),
    })
    .from(fundings)
    .where(or(eq(fundings.payerId, userId), eq(fundings.receiverId, userId)));
  return {
    given: Number(row?.given ?? 0),
    received: Number(row?.received ?? 0),
    rewarded: Number(row?.rewarded ?? 0),
  };
}

/** The neurons the given awards hold in the ledger for one player (what a funding earned). */
async function earnedIn(db: Database | Tx, awards: readonly NeuronAward[], userId: string) {
  const keys = awards.filter((a) => a.userId === userId).map((a) => a.key);
  if (keys.length === 0) return 0;
  const [row] = await db
    .select({ milli: sum(neuronLedger.milliPoints) })
    .from(neuronLedger)
    .where(inArray(neuronLedger.idempotencyKey, keys));
  return Number(row?.milli ?? 0) / 1000;
}

export const fundingRoutes = new Hono<AppEnv>().post(
  '/users/:id/funding',
  validate('json', FundingInputSchema),
  async (c) => {
    const payer = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const key = idempotencyKeyOf(c);
    const receiver = await findUser(db, c.req.param('id'));
    if (!receiver || receiver.isDisabled) throw notFound('User');
    if (receiver.id === payer.id) throw forbidden('You cannot fund yourself.');
    const message = input.message || null;

    const result = await db.transaction(async (tx) => {
      // Taken before looking for the key: a concurrent retry waits here, then finds the funding.
      await lockPlayers(tx, payer.id, receiver.id);
      const [existing] = await tx
        .select()
        .from(fundings)
        .where(and(eq(fundings.payerId, payer.id), eq(fundings.idempotencyKey, key)))
        .limit(1);
      if (existing) {
        if (
          existing.receiverId !== receiver.id ||
          existing.cents !== input.cents ||
          existing.message !== message
        )
          throw new ApiError(422, 'This Idempotency-Key was already used for another funding.', [
            { field: 'idempotency-key', error: 'Use a new key for a new funding.' },
          ]);
        const paid = fundingAwards(payer.id, key, existing.rewardedCents);
        return { row: existing, earned: await earnedIn(tx, paid, payer.id) };
      }
      const time = now();
      const {
        rows: [debit, credit],
      } = await moveMoney(tx, {
        entries: [
          {
            userId: payer.id,
            kind: 'funding-given',
            cents: -input.cents,
            key: moneyKeys.fundingGiven(payer.id, key),
          },
          {
            userId: receiver.id,
            kind: 'funding-received',
            cents: input.cents,
            key: moneyKeys.fundingReceived(payer.id, key),
          },
        ],
        now: time,
        short: {
          message: ({ balance }) =>
            `Your wallet holds ${formatCents(balance)}; funding @${receiver.handle} with ${formatCents(input.cents)} needs more. Add money to your wallet first.`,
        },
      });
      if (!debit || !credit) throw new Error('the ledger answered no money row');
      const totals = await fundingTotals(tx, payer.id);
      const eligible = Math.max(0, totals.given + input.cents - totals.received - totals.rewarded);
      const [row] = await tx
        .insert(fundings)
        .values({
          payerId: payer.id,
          receiverId: receiver.id,
          cents: input.cents,
          message,
          idempotencyKey: key,
          debitId: debit.id,
          creditId: credit.id,
          rewardedCents: eligible,
          createdAt: time,
        })
        .returning();
      if (!row) throw new Error('insert returned no funding');
      const paid = await awardNeurons(tx, fundingAwards(payer.id, key, eligible), { now: time });
      const earned = paid.filter((a) => a.userId === payer.id).reduce((s, a) => s + a.points, 0);
      return { row, earned };
    });

    return c.json(
      {
        data: {
          id: result.row.id,
          cents: result.row.cents,
          message: result.row.message,
          receiver: { id: receiver.id, handle: receiver.handle },
          balance_cents: await walletBalance(db, payer.id),
          neurons_earned: result.earned,
          created_at: result.row.createdAt.toISOString(),
        },
      },
      201,
    );
  },
);
