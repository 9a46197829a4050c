/**
 * The entry-fee gate. Paying an entry fee is one debit row whose idempotency key names the
 * challenge and the player (ledger/money.ts `moneyKeys.entryFee`), so it can exist once; a
 * challenge with a fee is unlocked for a player by that row.
 */
import { formatCents } from '@nervus/game-rules';
import type { Database, Tx } from '../../db/client.js';
import { ApiError } from '../../http/errors.js';
import { findMoneyRow, moneyKeys } from '../ledger/money.js';

/** A player's paid entry to a challenge, or null. */
export const findEntry = (db: Database | Tx, challengeId: string, userId: string) =>
  findMoneyRow(db, moneyKeys.entryFee(challengeId, userId));

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
