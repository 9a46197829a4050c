/**
 * Who may try a password, and how often (issue 12). A sign-in from a device or an address the
 * account has signed in from before is never held back by failures from anywhere else, so
 * nobody can lock an owner out by guessing at their (public) handle; it only spends a limit of
 * its own that nobody else can reach. Anything else is an unknown source: its attempts count
 * against its address, and its failures back the account off exponentially (after
 * `signInBackoff.free` failures in a row, 1 minute, then 2, 4 … up to 15), refused before the
 * password is looked at, so waiting out a block is the only way to guess again.
 *
 * A device is a random token in an HttpOnly cookie (`nv_device`) set on a successful sign-in;
 * both it and the address are stored as SHA-256 only.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { knownSignIns, signInBackoff } from '../../db/schema.js';
import { hashToken, newToken } from '../../http/auth.js';
import { ApiError } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import type { SignInBackoff } from '../../http/rate-limit.js';

export const DEVICE_COOKIE = 'nv_device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** A day without a failure forgets the earlier ones. */
const BACKOFF_RESET_MS = 24 * 60 * 60 * 1000;

type Source = 'device' | 'address' | 'unknown';

function deviceToken(c: Context<AppEnv>): string | null {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

const addressHash = (ip: string) => hashToken(`address:${ip}`);

/** The back-off's key: the account when there is one, else the name tried (as written). */
function backoffKey(login: string, user: UserRow | undefined): string {
  return hashToken(user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`);
}

/** The wait after `failures` failures in a row, or 0. */
export function backoffMs(failures: number, rule: SignInBackoff): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(30, failures - rule.free));
}

async function knownSource(
  db: Database,
  userId: string,
  device: string | null,
  ip: string,
): Promise<Source> {
  const rows = await db
    .select({ kind: knownSignIns.kind })
    .from(knownSignIns)
    .where(
      and(
        eq(knownSignIns.userId, userId),
        or(
          and(eq(knownSignIns.kind, 'address'), eq(knownSignIns.valueHash, addressHash(ip))),
          device
            ? and(eq(knownSignIns.kind, 'device'), eq(knownSignIns.valueHash, hashToken(device)))
            : undefined,
        ),
      ),
    );
  if (rows.some((r) => r.kind === 'device')) return 'device';
  return rows.length > 0 ? 'address' : 'unknown';
}

function tooMany(ms: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(
    429,
    `Too many failed sign-ins. Try again in ${seconds} seconds.`,
    [],
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

export interface SignInAttempt {
  /** Where the attempt comes from, as far as the account knows. */
  readonly source: Source;
  /** A wrong password (or no such account): counts towards the back-off when unknown. */
  failed(): Promise<void>;
  /** The right password: remembers this device and address, and clears the back-off. */
  succeeded(user: UserRow): Promise<void>;
}

/**
 * Checks the limits of a password attempt for `login` (whose account, if any, is `user`) and
 * answers what to record afterwards; throws 429 with Retry-After when it may not be tried now.
 *
 * @example
 * const attempt = await beginSignIn(c, input.username, user);
 * if (!ok) { await attempt.failed(); throw wrongPassword; }
 * await attempt.succeeded(user);
 */
export async function beginSignIn(
  c: Context<AppEnv>,
  login: string,
  user: UserRow | undefined,
): Promise<SignInAttempt> {
  const { db, limits, now } = c.var.deps;
  const ip = c.var.clientIp;
  const device = deviceToken(c);
  const source = user ? await knownSource(db, user.id, device, ip) : 'unknown';
  const key = backoffKey(login, user);

  if (source === 'device') {
    await enforceLimit(c, `signin:device:${hashToken(device ?? '')}`, limits.signInPerKnownSource);
  } else if (source === 'address') {
    await enforceLimit(c, `signin:known:${user?.id}:${ip}`, limits.signInPerKnownSource);
  } else {
    await enforceLimit(c, `signin:ip:${ip}`, limits.signInPerIp);
    const [row] = await db
      .select({ blockedUntil: signInBackoff.blockedUntil })
      .from(signInBackoff)
      .where(eq(signInBackoff.keyHash, key));
    const wait = (row?.blockedUntil?.getTime() ?? 0) - now().getTime();
    if (wait > 0) throw tooMany(wait);
  }

  return {
    source,
    async failed() {
      // A known source has its own limit; its failures say nothing about strangers.
      if (source !== 'unknown') return;
      const time = now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(signInBackoff)
          .values({ keyHash: key, failures: 1, lastFailedAt: time })
          .onConflictDoUpdate({
            target: signInBackoff.keyHash,
            set: {
              failures: sql`case when ${signInBackoff.lastFailedAt} < ${new Date(time.getTime() - BACKOFF_RESET_MS).toISOString()}::timestamptz then 1 else ${signInBackoff.failures} + 1 end`,
              lastFailedAt: time,
            },
          })
          .returning({ failures: signInBackoff.failures });
        const wait = backoffMs(row?.failures ?? 1, limits.signInBackoff);
        await tx
          .update(signInBackoff)
          .set({ blockedUntil: wait > 0 ? new Date(time.getTime() + wait) : null })
          .where(eq(signInBackoff.keyHash, key));
        // Names tried once and never again would otherwise stay for ever.
        await tx
          .delete(signInBackoff)
          .where(lt(signInBackoff.lastFailedAt, new Date(time.getTime() - BACKOFF_RESET_MS)));
      });
    },
    async succeeded(signedIn) {
      const time = now();
      const token = device ?? newToken();
      const values = [
        { kind: 'device' as const, valueHash: hashToken(token) },
        { kind: 'address' as const, valueHash: addressHash(ip) },
      ].map((v) => ({ ...v, userId: signedIn.id, createdAt: time, lastUsedAt: time }));
      await db.transaction(async (tx) => {
        await tx
          .insert(knownSignIns)
          .values(values)
          .onConflictDoUpdate({
            target: [knownSignIns.userId, knownSignIns.kind, knownSignIns.valueHash],
            set: { lastUsedAt: time },
          });
        // The right password from somewhere new: the failures before it were most likely theirs.
        if (source === 'unknown')
          await tx.delete(signInBackoff).where(eq(signInBackoff.keyHash, key));
      });
      // One token per browser, shared by the accounts signed in on it; sent only to sign-ins.
      setCookie(c, DEVICE_COOKIE, token, {
        path: '/api/oauth2',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
