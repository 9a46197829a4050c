/**
 * The money ledger's one writer. Every movement of money in the server (a deposit, an entry
 * fee, a prize held at publish, a funding, a settlement's payouts) is a `moveMoney` in the
 * transaction of what caused it: it locks the wallets it debits, reads their balances, refuses
 * with 402 when one is short (writing nothing), and inserts the rows, each under its unique
 * idempotency key, so a retried request or a re-run job never moves money twice.
 *
 * A wallet's balance is the sum of its rows (decision 5): no balance column to drift from the
 * ledger. This folder is the lowest layer of the server's modules: it imports only `db/`,
 * `http/errors`, `http/shadow` (no money moves in an admin's shadow session) and game-rules,
 * so any module may call it without an import cycle.
 */
import { formatCents } from '@nervus/game-rules';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { moneyLedger, users } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { refuseMoneyInShadow } from '../../http/shadow.js';

export type MoneyRow = typeof moneyLedger.$inferSelect;

/** The kinds of money rows. Credits are positive, debits negative. */
export type MoneyKind =
  | 'deposit'
  | 'entry-fee'
  | 'entry-fee-owner'
  | 'entry-fee-refund'
  | 'platform-fee'
  | 'challenge-prize'
  | 'challenge-prize-pledge'
  | 'challenge-prize-returned'
  | 'funding-given'
  | 'funding-received'
  | 'olympiad-pledge'
  | 'olympiad-prize'
  | 'olympiad-unawarded'
  | 'payout';

/**
 * The idempotency keys of the ledger, in one place: the unique index on them is what makes each
 * movement happen once, so two writers must never build one key two ways.
 */
export const moneyKeys = {
  /** A player's entry fee to a challenge: one payment per pair. */
  entryFee: (challengeId: string, userId: string) => `entry-fee:${challengeId}:${userId}`,
  /** A money prize held from the catalyst's wallet when the challenge goes live. */
  prizePledge: (challengeId: string) => `challenge-prize-pledge:${challengeId}`,
  /** A funding's debit and credit, named by the payer and the client's Idempotency-Key. */
  fundingGiven: (payerId: string, key: string) => `funding-given:${payerId}:${key}`,
  fundingReceived: (payerId: string, key: string) => `funding-received:${payerId}:${key}`,
  /** The settlement's rows, one set per challenge. */
  prize: (challengeId: string, rank: number) => `challenge-prize:${challengeId}:${rank}`,
  prizeReturned: (challengeId: string) => `challenge-prize:${challengeId}:returned`,
  feeRefund: (challengeId: string, feeRowId: number) =>
    `entry-fee-refund:${challengeId}:${feeRowId}`,
  feeOwner: (challengeId: string) => `entry-fee-owner:${challengeId}`,
  platformFee: (challengeId: string) => `platform-fee:${challengeId}`,
  /** Money put into a tournament race's prize, by its payer and the client's Idempotency-Key. */
  olympiadPledge: (raceId: string, payerId: string, key: string) =>
    `olympiad-pledge:${raceId}:${payerId}:${key}`,
  /** A race's prize credited to a winner at the close. */
  olympiadPrize: (raceId: string, userId: string) => `olympiad-prize:${raceId}:${userId}`,
  /** What nobody won of a race, back to the payer of one pledge (by its row). */
  olympiadUnawarded: (raceId: string, pledgeRowId: number) =>
    `olympiad-unawarded:${raceId}:${pledgeRowId}`,
  /** A recalculation's correction of a player's prize money (one per run and player). */
  olympiadCorrection: (olympiadId: string, run: string, userId: string) =>
    `olympiad-correction:${olympiadId}:${run}:${userId}`,
  /** A prize paid out of the site: one per allocation, also the provider's key. */
  payout: (allocationId: string) => `payout:${allocationId}`,
} as const;

/** One row of a movement. */
export interface MoneyEntry {
  /** Null only for a credit to the platform. */
  readonly userId: string | null;
  readonly kind: MoneyKind;
  /** Whole cents, signed: credits positive, debits negative. */
  readonly cents: number;
  /** Unique in the whole ledger: a second movement with this key writes nothing. */
  readonly key: string;
  readonly challengeId?: string | null;
  /** The tournament of a pledge, prize, return or payout. */
  readonly olympiadId?: string | null;
}

/** What a short wallet holds and what the movement needed from it, in cents. */
export interface Shortfall {
  readonly balance: number;
  readonly needed: number;
}

/** How a refusal for a short wallet reads: the pages show the message and the field's error. */
export interface ShortWallet {
  readonly message: (short: Shortfall) => string;
  readonly field?: string;
  readonly error?: string;
}

export interface MoneyMove {
  readonly entries: readonly MoneyEntry[];
  readonly now: Date;
  /** The 402 a debited wallet gets when it holds too little; a plain one by default. */
  readonly short?: ShortWallet;
}

export interface Moved {
  /** The movement's rows in the order of its entries: written now or by an earlier try. */
  readonly rows: MoneyRow[];
  /** Whether this call wrote anything (false for a retry of a movement already made). */
  readonly moved: boolean;
}

const plainShortWallet: ShortWallet = {
  message: ({ balance, needed }) =>
    `Your wallet holds ${formatCents(balance)}; this needs ${formatCents(needed)}. Add money to your wallet first.`,
};

/** A player's wallet balance in cents. */
export async function walletBalance(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | number>`coalesce(sum(${moneyLedger.cents}), 0)` })
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId));
  return Number(row?.cents ?? 0);
}

/**
 * Locks the player's row until the transaction ends, so two movements debiting one player (even
 * for different challenges) read the balance one after the other and cannot both spend it.
 * `no key update` leaves the key-share locks of foreign keys free: the player's other writes
 * (ideas, ratings, awards) are not held up. Callers that must also serialise on a second
 * player (funding) take both locks first, in id order, so no two transactions deadlock.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Moves money: one or more rows written together, each once by its key. Debited wallets are
 * locked in id order, then each must hold what the new rows take from it, or the whole call
 * throws 402 (the caller's transaction then writes nothing). Rows whose keys are already in the
 * ledger are answered as they are and not checked again, so a retry succeeds even when the
 * wallet has since been spent.
 *
 * @example
 * await moveMoney(tx, {
 *   entries: [{ userId, kind: 'entry-fee', cents: -500, key: moneyKeys.entryFee(c, userId) }],
 *   now,
 *   short: { message: ({ balance }) => `Your wallet holds ${formatCents(balance)}.` },
 * });
 */
export async function moveMoney(tx: Tx, move: MoneyMove): Promise<Moved> {
  const { entries } = move;
  if (entries.length === 0) return { rows: [], moved: false };
  refuseMoneyInShadow();
  const keys = entries.map((e) => e.key);
  if (new Set(keys).size !== keys.length) throw new Error('a money movement repeats a key');
  for (const e of entries) {
    if (!Number.isSafeInteger(e.cents) || e.cents === 0)
      throw new Error(`money rows are whole, non-zero cents (${e.key}: ${e.cents})`);
    if (e.cents < 0 && e.userId === null) throw new Error(`a debit needs a wallet (${e.key})`);
  }

  const debited = [
    ...new Set(entries.flatMap((e) => (e.cents < 0 && e.userId ? [e.userId] : []))),
  ].sort();
  // Taken before looking for the keys: a concurrent retry waits here, then finds the rows.
  for (const userId of debited) await lockWallet(tx, userId);

  const earlier = await tx
    .select()
    .from(moneyLedger)
    .where(inArray(moneyLedger.idempotencyKey, keys));
  const byKey = new Map(earlier.map((r) => [r.idempotencyKey, r]));
  const fresh = entries.filter((e) => !byKey.has(e.key));
  if (fresh.length === 0)
    return { rows: entries.map((e) => byKey.get(e.key) as MoneyRow), moved: false };

  for (const userId of debited) {
    const needed = -fresh
      .filter((e) => e.userId === userId && e.cents < 0)
      .reduce((sum, e) => sum + e.cents, 0);
    if (needed === 0) continue;
    const balance = await walletBalance(tx, userId);
    if (balance < needed) {
      const short = move.short ?? plainShortWallet;
      throw new ApiError(402, short.message({ balance, needed }), [
        { field: short.field ?? '*', error: short.error ?? 'Not enough money in your wallet.' },
      ]);
    }
  }

  const inserted = await tx
    .insert(moneyLedger)
    .values(
      fresh.map((e) => ({
        userId: e.userId,
        challengeId: e.challengeId ?? null,
        olympiadId: e.olympiadId ?? null,
        kind: e.kind,
        cents: e.cents,
        idempotencyKey: e.key,
        createdAt: move.now,
      })),
    )
    // Only a credit can race here (debits hold the wallet lock): its rival wrote the same row.
    .onConflictDoNothing({ target: moneyLedger.idempotencyKey })
    .returning();
  for (const r of inserted) byKey.set(r.idempotencyKey, r);
  const raced = entries.filter((e) => !byKey.has(e.key)).map((e) => e.key);
  if (raced.length > 0)
    for (const r of await tx
      .select()
      .from(moneyLedger)
      .where(inArray(moneyLedger.idempotencyKey, raced)))
      byKey.set(r.idempotencyKey, r);
  return {
    rows: entries.map((e) => byKey.get(e.key)).filter((r): r is MoneyRow => r !== undefined),
    moved: inserted.length > 0,
  };
}

/**
 * A movement of credits only (e.g. a settlement's payouts) as one INSERT, for a caller that
 * writes it as a CTE beside its other writes, in one round trip. No wallet is debited, so none
 * is locked or checked (what `moveMoney` does for debits); each row is written once by its key,
 * a key already in the ledger writes nothing. Null when there is nothing to credit.
 */
export function creditMoney(entries: readonly MoneyEntry[], now: Date): SQL | null {
  if (entries.length === 0) return null;
  refuseMoneyInShadow();
  const keys = entries.map((e) => e.key);
  if (new Set(keys).size !== keys.length) throw new Error('a money movement repeats a key');
  for (const e of entries)
    if (!Number.isSafeInteger(e.cents) || e.cents <= 0)
      throw new Error(`credits are whole, positive cents (${e.key}: ${e.cents})`);
  const at = now.toISOString();
  return sql`
    insert into ${moneyLedger} (user_id, challenge_id, kind, cents, idempotency_key, created_at)
    values ${sql.join(
      entries.map(
        (e) =>
          sql`(${e.userId}::uuid, ${e.challengeId ?? null}::uuid, ${e.kind}, ${e.cents}::int, ${e.key}, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (idempotency_key) do nothing`;
}

/** The row of one key, or null: e.g. a player's paid entry to a challenge. */
export async function findMoneyRow(db: Database | Tx, key: string): Promise<MoneyRow | null> {
  const [row] = await db
    .select()
    .from(moneyLedger)
    .where(eq(moneyLedger.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

/**
 * The entry fees paid into a challenge, in payment order (positive cents): a scalar subquery
 * answering a JSON array of `{ id, userId, cents }`, so the settlement reads them in the
 * statement that ranks the challenge.
 */
export function entryFeesPaid(challengeId: string): SQL {
  return sql`(
    select coalesce(
      json_agg(json_build_object('id', m.id, 'userId', m.user_id, 'cents', -m.cents) order by m.id),
      '[]'::json)
    from ${moneyLedger} m where m.challenge_id = ${challengeId} and m.kind = 'entry-fee')`;
}
