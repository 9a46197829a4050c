/**
 * The on-site wallet and the entry-fee gate. A player's balance is the sum of their money rows
 * (prizes and fee shares credit, fees debit); there is no balance column to drift from the
 * ledger. Paying an entry fee is one debit row whose idempotency key names the challenge and
 * the player, so it can exist once.
 */
import { formatCents } from '@nervus/game-rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { moneyLedger, users } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';

/** The idempotency key of a player's entry fee to a challenge: one payment per pair. */
export const entryFeeKey = (challengeId: string, userId: string) =>
  `entry-fee:${challengeId}:${userId}`;

/** A player's wallet balance in cents. */
export async function walletBalance(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | number>`coalesce(sum(${moneyLedger.cents}), 0)` })
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId));
  return Number(row?.cents ?? 0);
}

/** A player's paid entry to a challenge, or null. */
export async function findEntry(db: Database | Tx, challengeId: string, userId: string) {
  const [row] = await db
    .select()
    .from(moneyLedger)
    .where(eq(moneyLedger.idempotencyKey, entryFeeKey(challengeId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the player's row until the transaction ends, so two payments by one player (even to
 * different challenges) read the balance one after the other and cannot both spend it.
 * `no key update` leaves the key-share locks of foreign keys free: the player's other writes
 * (ideas, ratings, awards) are not held up.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The entry fees paid into a challenge, in payment order (positive cents). */
export async function entryFeesPaid(db: Database | Tx, challengeId: string) {
  const rows = await db
    .select({ id: moneyLedger.id, userId: moneyLedger.userId, cents: moneyLedger.cents })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.challengeId, challengeId), eq(moneyLedger.kind, 'entry-fee')))
    .orderBy(asc(moneyLedger.id));
  return rows.map((r) => ({ ...r, cents: -r.cents }));
}

interface GatedChallenge {
  readonly id: string;
  readonly catalystId: string;
  readonly ideaEntryFeeCents: number;
}

/** Whether a player may enter ideas and rate: the challenge is free, theirs, or paid for. */
export async function isUnlocked(
  db: Database | Tx,
  challenge: GatedChallenge,
  userId: string,
): Promise<boolean> {
  if (challenge.ideaEntryFeeCents <= 0 || challenge.catalystId === userId) return true;
  return (await findEntry(db, challenge.id, userId)) !== null;
}

/**
 * The gate of a challenge with an entry fee: entering an idea, rating and being handed the next
 * idea to rate need a paid entry (402 otherwise). Mentoring stays free; the catalyst is exempt.
 */
export async function requireUnlocked(
  db: Database | Tx,
  challenge: GatedChallenge,
  userId: string,
): Promise<void> {
  if (await isUnlocked(db, challenge, userId)) return;
  const fee = formatCents(challenge.ideaEntryFeeCents);
  throw new ApiError(
    402,
    `This challenge has an entry fee of ${fee}. Unlock it first: pay the fee to enter ideas and rate.`,
    [{ field: '*', error: 'Entry fee not paid.' }],
  );
}
