/** Account writes that take more than one statement: each runs in one transaction. */
import type { SignupInput } from '@nervus/contracts';
import { validatePassword } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { createSession, hashToken, newToken } from '../../http/auth.js';
import { ApiError, invalid } from '../../http/errors.js';
import { announceSessionChange } from '../../http/session-cache.js';
import { revokeStreamTokens } from '../realtime/queries.js';
import { OAUTH_CODES, pkceMatches } from './oauth.js';
import { hashPassword } from './passwords.js';
import {
  emailTaken,
  handleTaken,
  insertAccount,
  insertInvitation,
  queueMail,
  queueVerificationMail,
  revokeSessionById,
  revokeSessions,
  revokeToken,
  spendVerification,
  updateUser,
  useInvitation,
} from './queries.js';
import { findSpentCode, linkCodeToSession, spendCode, userMaySignIn } from './queries-oauth.js';

export const EMAIL_TAKEN = 'There is already a user with that email - please use a different email';
const HANDLE_TAKEN = 'This screen name is taken.';
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Checks what the schema cannot: the password is not the email or handle, nothing is taken. */
export async function checkNewAccount(db: Database, input: SignupInput): Promise<void> {
  const password = validatePassword(input.password, {
    email: input.email,
    handle: input.screen_name,
  });
  if (!password.ok) throw new ApiError(422, 'Validation failed', password.errors);
  if (await emailTaken(db, input.email)) {
    throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
  }
  if (await handleTaken(db, input.screen_name)) throw invalid('screen_name', HANDLE_TAKEN);
}

/** Creates the account, its platform, the verification mail and a session, all or nothing. */
export async function createAccount(
  db: Database,
  input: SignupInput,
  extra: { scoutReferrerId: string | null; emailVerified: boolean; invitationId?: string },
  now: Date,
  onFailure: (error: unknown) => void,
): Promise<{ user: UserRow; session: { token: string; expiresIn: number } }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertAccount(
        tx,
        {
          email: input.email,
          passwordHash,
          screenName: input.screen_name,
          firstName: input.first_name,
          lastName: input.last_name,
          scoutReferrerId: extra.scoutReferrerId,
          emailVerified: extra.emailVerified,
        },
        now,
      );
      // Two sign-ups racing for one invitation: the second one writes nothing.
      if (extra.invitationId && !(await useInvitation(tx, extra.invitationId, user.id, now))) {
        throw invalid('code', 'This invitation is invalid or has expired.');
      }
      if (!extra.emailVerified) await queueVerificationMail(tx, user, now);
      const session = await createSession(tx, user.id, now);
      return { user, session };
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key')
      throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
    if (constraint === 'users_handle_key' || constraint === 'platforms_slug_key') {
      throw invalid('screen_name', HANDLE_TAKEN);
    }
    onFailure(error);
    throw new ApiError(
      500,
      "Internal server error: Couldn't create a new user",
      [],
      OAUTH_CODES.createUserFailed,
    );
  }
}

/** Records an invitation and mails its code; answers when it expires. */
export async function invite(
  db: Database,
  inviter: Pick<UserRow, 'id' | 'screenName'>,
  email: string,
  now: Date,
): Promise<Date> {
  const code = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    await insertInvitation(tx, {
      inviterId: inviter.id,
      email,
      codeHash: hashToken(code),
      now,
      expiresAt,
    });
    await queueMail(tx, {
      toEmail: email,
      kind: 'invitation',
      subject: `@${inviter.screenName} invites you to Nervus`,
      body: `@${inviter.screenName} invites you to join the idea tournaments on Nervus.\n\nSign up with this invitation code:\n\n${code}\n\nIt is valid for 14 days.`,
      now,
    });
  });
  return expiresAt;
}

// Every write below to a user row or a session announces it in its transaction: each server
// process forgets its cached copy when it commits (http/session-cache.ts).

/** Revokes one session by its token (sign-out); nothing happens for an unknown one. */
export async function signOut(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await revokeToken(tx, token, now);
    if (!userId) return;
    await revokeStreamTokens(tx, userId);
    await announceSessionChange(db, tx, userId);
  });
}

/** Changes a user's own row (profile, preferences). */
export function saveUser(
  db: Database,
  userId: string,
  values: Parameters<typeof updateUser>[2],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, values);
    await announceSessionChange(db, tx, userId);
    return updated;
  });
}

/**
 * The same inside another command's transaction `tx` of `db` (an unsubscribe link spent with
 * the preference it turns off): the change is announced at that transaction's commit.
 */
export async function saveUserIn(
  db: Database,
  tx: Tx,
  userId: string,
  values: Parameters<typeof updateUser>[2],
): Promise<UserRow> {
  const updated = await updateUser(tx, userId, values);
  await announceSessionChange(db, tx, userId);
  return updated;
}

/** Sets a new password and signs out every session of the account but `keepSessionId`. */
export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepSessionId: string | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, updatedAt: now });
    await revokeSessions(tx, userId, now, keepSessionId);
    await announceSessionChange(db, tx, userId);
  });
}

/** Spends a verification token; false when it is not valid. */
export async function verifyAddress(db: Database, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await spendVerification(tx, token, now);
    if (userId) await announceSessionChange(db, tx, userId);
    return userId !== undefined;
  });
}

/** Merges a partial preferences object into the stored one, key by key. */
export function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/** What exchanging an authorization code gave: a session, or why not (always `invalid_grant`). */
export type CodeExchange =
  | { readonly ok: true; readonly token: string; readonly expiresIn: number }
  | { readonly ok: false; readonly description: string };

/**
 * Exchanges a one-time authorization code for a session (RFC 6749 §4.1.3). The first attempt
 * spends the code whatever its outcome; a later one finds it spent and revokes the session it
 * issued, as a code used twice was likely stolen (§4.1.2, §10.5).
 */
export async function exchangeCode(
  db: Database,
  request: { code: string; clientId: string; redirectUri: string; verifier: string },
  now: Date,
): Promise<CodeExchange> {
  const refused = { ok: false, description: 'The code is invalid, expired or already used.' };
  return db.transaction(async (tx): Promise<CodeExchange> => {
    const code = await spendCode(tx, request.code, now);
    if (!code) {
      const spent = await findSpentCode(tx, request.code);
      const userId = spent?.sessionId
        ? await revokeSessionById(tx, spent.sessionId, now)
        : undefined;
      if (userId) await announceSessionChange(db, tx, userId);
      return refused as CodeExchange;
    }
    if (
      code.expiresAt.getTime() <= now.getTime() ||
      code.clientId !== request.clientId ||
      code.redirectUri !== request.redirectUri ||
      !pkceMatches(request.verifier, code.codeChallenge) ||
      !(await userMaySignIn(tx, code.userId))
    ) {
      return refused as CodeExchange;
    }
    const session = await createSession(tx, code.userId, now, { clientId: code.clientId });
    await linkCodeToSession(tx, code.id, session.id);
    return { ok: true, token: session.token, expiresIn: session.expiresIn };
  });
}
