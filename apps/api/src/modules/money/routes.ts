/**
 * Entry fees and the wallet over HTTP. Paying locks the challenge row shared (so a settlement
 * waits for the payment and counts it, or the payment finds the challenge closed), then moves
 * the fee through the ledger (which locks the payer's row, so one balance is never spent
 * twice, and writes one debit row). Funding a
 * player (`funding.ts`) is mounted here too; the wallet names the other player of its rows.
 */
import { PageQuerySchema } from '@nervus/contracts';
import { formatCents, isChallengeOpen } from '@nervus/game-rules';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { challenges, fundings, moneyLedger, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { findChallenge } from '../challenges/find.js';
import { lockWallet, moneyKeys, moveMoney, walletBalance } from '../ledger/money.js';
import { fundingRoutes } from './funding.js';
import { findEntry } from './wallet.js';

type ChallengeRow = typeof challenges.$inferSelect;
type MoneyRow = typeof moneyLedger.$inferSelect;

/** The other player of a funding row: the receiver of a debit, the payer of a credit. */
const counterparty = alias(users, 'counterparty');

async function entryStatus(
  db: Database | Tx,
  challenge: ChallengeRow,
  userId: string,
  entry: MoneyRow | null,
) {
  return {
    challenge_id: challenge.id,
    fee_cents: challenge.ideaEntryFeeCents,
    paid: entry !== null,
    paid_at: entry ? entry.createdAt.toISOString() : null,
    unlocked: challenge.ideaEntryFeeCents <= 0 || challenge.catalystId === userId || entry !== null,
    balance_cents: await walletBalance(db, userId),
  };
}

export const moneyRoutes = new Hono<AppEnv>()
  .get('/challenges/:id/entry', async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    const entry = await findEntry(db, challenge.id, user.id);
    return c.json({ data: await entryStatus(db, challenge, user.id, entry) });
  })
  .post('/challenges/:id/entry', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const result = await db.transaction(async (tx) => {
      const challenge = await findChallenge(tx, c.req.param('id'), 'share');
      const fee = challenge.ideaEntryFeeCents;
      if (fee <= 0) throw new ApiError(409, 'This challenge has no entry fee.');
      if (challenge.catalystId === user.id)
        throw forbidden('You cannot pay the entry fee of your own challenge.');
      // Taken before looking for the entry: a concurrent retry waits here, then finds it.
      await lockWallet(tx, user.id);
      const existing = await findEntry(tx, challenge.id, user.id);
      // A retry answers the entry it already paid for, even once the challenge has closed.
      if (existing) return { challenge, entry: existing, charged: false };
      const time = now();
      if (!isChallengeOpen(challenge, time)) throw new ApiError(409, 'This challenge is closed.');
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
    const status = await entryStatus(db, result.challenge, user.id, result.entry);
    return c.json({ data: { ...status, charged: result.charged } });
  })
  .get('/me/wallet', validate('query', PageQuerySchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const { page, size } = c.req.valid('query');
    const mine = eq(moneyLedger.userId, user.id);
    const [rows, totals, balance] = await Promise.all([
      db
        .select({
          row: moneyLedger,
          slug: challenges.slug,
          title: challenges.questionTitle,
          message: fundings.message,
          otherId: counterparty.id,
          otherHandle: counterparty.handle,
        })
        .from(moneyLedger)
        .leftJoin(challenges, eq(challenges.id, moneyLedger.challengeId))
        .leftJoin(
          fundings,
          or(eq(fundings.debitId, moneyLedger.id), eq(fundings.creditId, moneyLedger.id)),
        )
        .leftJoin(
          counterparty,
          eq(
            counterparty.id,
            sql`case when ${fundings.debitId} = ${moneyLedger.id} then ${fundings.receiverId} else ${fundings.payerId} end`,
          ),
        )
        .where(mine)
        .orderBy(desc(moneyLedger.createdAt), desc(moneyLedger.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(moneyLedger).where(mine),
      walletBalance(db, user.id),
    ]);
    return c.json({
      data: {
        balance_cents: balance,
        entries: rows.map(({ row, slug, title, message, otherId, otherHandle }) => ({
          id: row.id,
          kind: row.kind,
          cents: row.cents,
          challenge:
            row.challengeId && slug !== null && title !== null
              ? { id: row.challengeId, slug, question_title: title }
              : null,
          counterparty: otherId && otherHandle ? { id: otherId, handle: otherHandle } : null,
          message,
          created_at: row.createdAt.toISOString(),
        })),
      },
      meta: { total: totals[0]?.n ?? 0, page, size },
    });
  })
  .route('/', fundingRoutes);
