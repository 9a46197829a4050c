/**
 * Idempotent creates: every call of the table that creates something (its contract's success
 * status is 201) takes an `Idempotency-Key` header from a signed-in user. The first request
 * with a key claims it (a row of `idempotency_keys`, primary key user + key) in a transaction
 * that also runs the handler, whose database is that transaction, and stores the answer before
 * it commits. So the create and its key are written together or not at all:
 *
 * - a retry with the key (the answer was lost, the server crashed before answering) is given
 *   the first answer, status and body, and creates nothing;
 * - a concurrent request with the key waits on the claimed row until the first commits, then is
 *   given its answer (or, if the first failed and wrote nothing, runs itself);
 * - the key with another call, path or body is refused with 422 (decision 14);
 * - a refused request (4xx) keeps nothing, so its retry runs again.
 *
 * Keys are kept a day (`forgetExpiredKeys`, from the sweep). Without the header a call runs as
 * before. Visitors' creates (sign-up) are not keyed: there is no user to keep the key for.
 */
import { createHash } from 'node:crypto';
import type { CallDefinition } from '@nervus/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { inTransaction } from '../db/after-commit.js';
import type { Database, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError, invalid } from './errors.js';

/** The longest key taken; a longer one is refused rather than cut, so two never meet. */
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key's answer is given again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Printable ASCII, as a header value can carry it without encoding. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** Whether a call is a create that takes an `Idempotency-Key` (its contract answers 201). */
export function isCreateCall(call: CallDefinition): boolean {
  return call.status === 201 && call.method === 'POST';
}

export interface StoredAnswer {
  readonly status: number;
  readonly answer: object;
}

/** Thrown inside the transaction to undo it when the key turned out to be taken meanwhile. */
class KeyTaken extends Error {}

function fingerprintOf(c: Context<AppEnv>, body: unknown): string {
  const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${text}`).digest('hex');
}

async function storedFor(
  db: Database | Tx,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) {
    throw new ApiError(422, 'This Idempotency-Key was already used for another request.', [
      { field: 'idempotency-key', error: 'Use a new key for a new request.' },
    ]);
  }
  // A row is only ever seen committed, with its answer.
  return { status: row.status ?? 200, answer: row.answer as object };
}

/**
 * Runs a create call's handler once per user and `Idempotency-Key`: the first answer, or the
 * stored one. `run` gets the database to use (the transaction holding the key).
 */
export async function runIdempotent(
  c: Context<AppEnv>,
  body: unknown,
  run: () => Promise<{ status: number; answer: object } | Response>,
): Promise<StoredAnswer | Response> {
  const header = c.req.header('idempotency-key');
  const user = c.get('user');
  if (header === undefined || !user) return run();
  if (header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX || !KEY_PATTERN.test(header)) {
    throw invalid(
      'idempotency-key',
      `Use 1 to ${IDEMPOTENCY_KEY_MAX} printable characters (a random id per request).`,
    );
  }
  const deps = c.get('deps');
  const fingerprint = fingerprintOf(c, body);
  const known = await storedFor(deps.db, user.id, header, fingerprint);
  if (known) return known;
  try {
    return await inTransaction(deps.db, async (tx) => {
      // Waits here while another request holds this key, until it commits or rolls back.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: user.id, key: header, fingerprint, createdAt: deps.now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTaken();
      c.set('deps', { ...deps, db: tx });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run();
      } finally {
        c.set('deps', deps);
      }
      if (result instanceof Response) return result;
      await tx
        .update(idempotencyKeys)
        .set({ status: result.status, answer: result.answer })
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, header)));
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const stored = await storedFor(deps.db, user.id, header, fingerprint);
    // Taken and gone again: the other request failed and kept nothing; this one runs.
    return stored ?? runIdempotent(c, body, run);
  }
}

/** Deletes keys older than a day; answers how many. */
export async function forgetExpiredKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
