/** The SQL of OAuth: registered clients, one-time authorization codes, a token's client. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { oauthClients, oauthCodes, sessions, users } from '../../db/schema.js';
import { hashToken } from '../../http/auth.js';

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type OAuthCodeRow = typeof oauthCodes.$inferSelect;

export async function findClient(db: Database, id: string): Promise<OAuthClientRow | undefined> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1);
  return row;
}

export async function insertCode(
  db: Database,
  code: {
    code: string;
    clientId: string;
    userId: string;
    redirectUri: string;
    codeChallenge: string;
    scope: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oauthCodes).values({
    codeHash: hashToken(code.code),
    clientId: code.clientId,
    userId: code.userId,
    redirectUri: code.redirectUri,
    codeChallenge: code.codeChallenge,
    scope: code.scope,
    createdAt: code.now,
    expiresAt: code.expiresAt,
  });
}

/**
 * Spends a code: answers it if it was unused, marking it used in the same statement, so two
 * exchanges racing for one code cannot both win (the second waits on the row and finds it used).
 */
export async function spendCode(
  tx: Tx,
  code: string,
  now: Date,
): Promise<OAuthCodeRow | undefined> {
  const [row] = await tx
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, hashToken(code)), isNull(oauthCodes.usedAt)))
    .returning();
  return row;
}

/** A code that exists but was spent before: what a replay finds. */
export async function findSpentCode(tx: Tx, code: string): Promise<OAuthCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(oauthCodes)
    .where(eq(oauthCodes.codeHash, hashToken(code)))
    .limit(1);
  return row;
}

export async function linkCodeToSession(tx: Tx, codeId: string, sessionId: string): Promise<void> {
  await tx.update(oauthCodes).set({ sessionId }).where(eq(oauthCodes.id, codeId));
}

/** The client a token was issued to (null: before clients were recorded), if the token exists. */
export async function tokenClient(
  db: Database,
  token: string,
): Promise<{ clientId: string | null } | undefined> {
  const [row] = await db
    .select({ clientId: sessions.clientId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Whether a code's user may still sign in (not disabled or deleted since approving). */
export async function userMaySignIn(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDisabled, false), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}
