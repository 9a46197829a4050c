/** The built-in transport's stream tokens (db `realtime_tokens`): only their SHA-256 is kept. */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { realtimeTokens } from '../../db/schema.js';
import { hashToken } from '../../http/auth.js';

export async function insertStreamToken(
  db: Database,
  row: { userId: string; channel: string; token: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Each new token clears the player's expired ones, so the table holds live tokens only.
    await tx
      .delete(realtimeTokens)
      .where(and(eq(realtimeTokens.userId, row.userId), lte(realtimeTokens.expiresAt, row.now)));
    await tx.insert(realtimeTokens).values({
      userId: row.userId,
      channel: row.channel,
      tokenHash: hashToken(row.token),
      createdAt: row.now,
      expiresAt: row.expiresAt,
    });
  });
}

/** The channel and expiry of a live token, or undefined for an unknown or expired one. */
export async function findStreamToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      userId: realtimeTokens.userId,
      channel: realtimeTokens.channel,
      expiresAt: realtimeTokens.expiresAt,
    })
    .from(realtimeTokens)
    .where(and(eq(realtimeTokens.tokenHash, hashToken(token)), gt(realtimeTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Ends a player's stream tokens when a session of theirs ends (accounts' `signOut`): a token
 * opens the channel for 30 days without any session, so one left on a shared device, or made
 * by an admin shadowing the player, would outlive the sign-out. Their other devices ask for a
 * new one with their own session when the stream is refused (the web app does so by itself).
 */
export async function revokeStreamTokens(db: Database | Tx, userId: string): Promise<void> {
  await db.delete(realtimeTokens).where(eq(realtimeTokens.userId, userId));
}
