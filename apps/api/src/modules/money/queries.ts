import { type AnyColumn, and, count, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import { challenges, fundings, moneyLedger, neuronLedger, users } from '../../db/schema.js';

/** The other player of a funding row: the receiver of a debit, the payer of a credit. */
const counterparty = alias(users, 'counterparty');

/** A page of a player's money rows, newest first, with their challenge and funding. */
export async function walletPage(db: Database, userId: string, page: number, size: number) {
  const mine = eq(moneyLedger.userId, userId);
  const [rows, totals] = await Promise.all([
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
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type WalletRow = Awaited<ReturnType<typeof walletPage>>['rows'][number];

export async function findFunding(tx: Tx, payerId: string, key: string) {
  const [existing] = await tx
    .select()
    .from(fundings)
    .where(and(eq(fundings.payerId, payerId), eq(fundings.idempotencyKey, key)))
    .limit(1);
  return existing;
}

export async function insertFunding(tx: Tx, values: typeof fundings.$inferInsert) {
  const [row] = await tx.insert(fundings).values(values).returning();
  if (!row) throw new Error('insert returned no funding');
  return row;
}

/** What a player has funded others, been funded by others, and been rewarded for, in cents. */
export async function fundingTotals(tx: Tx, userId: string) {
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

/** The neurons that the ledger holds under these keys (what a funding earned its payer). */
export async function neuronsUnder(db: Database | Tx, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const [row] = await db
    .select({ milli: sum(neuronLedger.milliPoints) })
    .from(neuronLedger)
    .where(inArray(neuronLedger.idempotencyKey, [...keys]));
  return Number(row?.milli ?? 0) / 1000;
}
