import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, UserRow } from '../context.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { forbidden } from './errors.js';
import type { Layer, Outcome } from './pipeline.js';
import { type SignedIn, sessionCacheOf } from './session-cache.js';
import {
  applySessionCookies,
  CSRF_HEADER,
  csrfMatches,
  isSafeMethod,
  type SessionCookies,
  sessionCookies,
} from './session-cookie.js';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only: a stolen table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SHADOW_TTL_SECONDS = 60 * 60;

/** Creates a session and answers its token. */
export async function createSession(
  db: Pick<Database, 'insert'>,
  userId: string,
  now: Date,
  options: { ttlSeconds?: number; shadowedBy?: string; clientId?: string } = {},
): Promise<{ token: string; expiresIn: number; id: string }> {
  const ttl = options.ttlSeconds ?? SESSION_TTL_SECONDS;
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      shadowedBy: options.shadowedBy ?? null,
      clientId: options.clientId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl * 1000),
    })
    .returning({ id: sessions.id });
  return { token, expiresIn: ttl, id: (row as { id: string }).id };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

function sessionLookup(db: Database) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      shadowedBy: sessions.shadowedBy,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isDisabled, false),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

// Every signed-in request the cache cannot answer runs this lookup: prepare it once per database.
const lookups = new WeakMap<Database, ReturnType<typeof sessionLookup>>();

/** A cached row is shared by requests: none of them may change it for the others. */
function frozen(user: UserRow): UserRow {
  Object.freeze(user.interests);
  deepFreeze(user.preferences);
  return Object.freeze(user);
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

/** What a token hash stands for now: from the session cache, or read (and then cached). */
export async function signedInAs(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SignedIn | undefined> {
  const cache = sessionCacheOf(db);
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: tokenHash, now });
  if (!row) return undefined;
  const signedIn: SignedIn = {
    user: frozen(row.user),
    session: Object.freeze({ id: row.sessionId, shadowedBy: row.shadowedBy }),
    expiresAt: row.expiresAt.getTime(),
  };
  cache?.store(tokenHash, signedIn, mark);
  return signedIn;
}

/**
 * Reads the bearer token or, without one, the web app's session cookies (http/session-cookie.ts:
 * the shadow session first), and sets `user` and `session`. A missing, unknown, expired or
 * revoked token leaves the visitor anonymous; calls that need a user say so in their contract.
 * A write signed in by cookie must carry the session's CSRF value (403 otherwise, before any
 * handler runs): a browser sends cookies with requests other sites make, never a header.
 */
export const authenticate: Layer = (c, next) => {
  c.set('user', null);
  c.set('session', null);
  const token = bearerToken(c.req.header('authorization'));
  const cookies = token ? null : sessionCookies(c.req.header('cookie'));
  // A visitor without credentials has nothing to wait for (http/pipeline.ts).
  if (!token && !cookies?.session && !cookies?.shadow) return withSessionCookies(c, next());
  return signIn(c, token, cookies).then(() => withSessionCookies(c, next()));
};

async function signIn(
  c: Context<AppEnv>,
  token: string | null,
  cookies: SessionCookies | null,
): Promise<void> {
  const { db, now } = c.get('deps');
  let signedIn: SignedIn | undefined;
  if (token) signedIn = await signedInAs(db, hashToken(token), now());
  else if (cookies) {
    if (cookies.shadow) signedIn = await signedInAs(db, hashToken(cookies.shadow), now());
    if (!signedIn && cookies.session) {
      signedIn = await signedInAs(db, hashToken(cookies.session), now());
    }
    if (
      signedIn &&
      !isSafeMethod(c.req.method) &&
      !csrfMatches(c.req.header(CSRF_HEADER), cookies)
    ) {
      throw forbidden('This request lacks its CSRF token: reload the page and try again.');
    }
  }
  if (signedIn) {
    c.set('user', signedIn.user);
    c.set('session', signedIn.session);
  }
}

/** The cookies a handler asked for (a sign-in's) go on its answer once the answer is made. */
function withSessionCookies(c: Context<AppEnv>, answered: Outcome): Outcome {
  if (answered instanceof Promise) {
    return answered.then(() => {
      applySessionCookies(c);
      return undefined;
    });
  }
  applySessionCookies(c);
  return undefined;
}
