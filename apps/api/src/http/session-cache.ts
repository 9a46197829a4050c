/**
 * Signed-in requests skip the session lookup for a few seconds: token hash → the session and its
 * user, kept in process. What it holds is forgotten the moment it may be wrong:
 *
 * - Every write to a session or a user row announces itself (`announceSessionChange`) with a
 *   NOTIFY inside its transaction, so every server process on the database hears it when, and
 *   only when, it commits, and forgets that user's entries.
 * - The writing process forgets at once, before its NOTIFY comes back: from the announcement
 *   until its echo arrives, the user is not served from (nor stored into) the cache.
 * - A lookup that ran while anything was forgotten is not stored: it may have read the row
 *   before the change committed.
 * - While the listening connection is down nothing is cached, and what was cached is dropped:
 *   a missed notification must never keep a revoked session alive.
 *
 * The user row is cached with the session (so `/me` runs no query) rather than read by id on each
 * request, because user rows are written in one place (accounts: profile, preferences, password,
 * email verification), which announces each write; a cached row is as fresh as a read one.
 * Writing a user or a session anywhere else must announce it too (session-cache.test.ts lists
 * where they are written). A row changed by hand in SQL is seen within `ttlMs`, or at once after
 * `SELECT pg_notify('nervus_sessions', '<user id>')` (docs/decisions/0007).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SessionInfo, UserRow } from '../context.js';
import { type Database, listenerOf, type Tx } from '../db/client.js';

export const SESSIONS_CHANNEL = 'nervus_sessions';

/** What a valid token stands for. */
export interface SignedIn {
  readonly user: UserRow;
  readonly session: SessionInfo;
  /** When the session expires, in ms since the epoch. */
  readonly expiresAt: number;
}

interface Entry extends SignedIn {
  readonly storedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry serves before the database is asked again. */
  readonly ttlMs: number;
  /** At most this many tokens are held; the oldest go first. */
  readonly maxEntries: number;
  /** How long an announcement waits for its echo (a rolled-back write never sends one). */
  readonly echoMs: number;
  /** A monotonic clock in ms; tests move it. */
  readonly clock: () => number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 10_000,
  echoMs: 60_000,
  clock: () => performance.now(),
};

export class SessionCache {
  readonly #options: SessionCacheOptions;
  readonly #entries = new Map<string, Entry>();
  /** Users announced by this process whose change has not come back yet: user → nonce → until. */
  readonly #awaiting = new Map<string, Map<string, number>>();
  #live = false;
  #generation = 0;

  constructor(options: Partial<SessionCacheOptions> = {}) {
    this.#options = { ...SESSION_CACHE_DEFAULTS, ...options };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether changes are heard, so entries are kept. */
  get live(): boolean {
    return this.#live;
  }

  /** Whether an entry of `tokenHash` is held, valid or not: expiry alone never removes one. */
  holds(tokenHash: string): boolean {
    return this.#entries.has(tokenHash);
  }

  /** The valid entry of `tokenHash`, if any. */
  get(tokenHash: string, now: Date): SignedIn | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (
      this.#options.clock() - entry.storedAt >= this.#options.ttlMs ||
      entry.expiresAt <= now.getTime() ||
      this.#isAwaited(entry.user.id)
    ) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before a lookup and handed to `store`: what changed meanwhile is not stored. */
  mark(): number {
    return this.#generation;
  }

  store(tokenHash: string, signedIn: SignedIn, mark: number): void {
    if (!this.#live || mark !== this.#generation || this.#isAwaited(signedIn.user.id)) return;
    if (this.#entries.size >= this.#options.maxEntries && !this.#entries.has(tokenHash)) {
      // Insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { ...signedIn, storedAt: this.#options.clock() });
  }

  /** This process announced a change of `userId` as `nonce`; its commit is not heard yet. */
  announced(userId: string, nonce: string): void {
    this.forget(userId);
    const until = this.#options.clock() + this.#options.echoMs;
    const nonces = this.#awaiting.get(userId) ?? new Map<string, number>();
    nonces.set(nonce, until);
    this.#awaiting.set(userId, nonces);
    if (this.#awaiting.size > this.#options.maxEntries) this.#dropLateEchoes();
  }

  /** A notification of the channel: `<user id>` or `<user id> <nonce>`. */
  heard(payload: string): void {
    const [userId, nonce] = payload.split(' ');
    if (!userId) return;
    this.forget(userId);
    if (nonce === undefined) return;
    const nonces = this.#awaiting.get(userId);
    if (nonces?.delete(nonce) && nonces.size === 0) this.#awaiting.delete(userId);
  }

  /** Drops every entry of `userId`. */
  forget(userId: string): void {
    this.#generation += 1;
    for (const [hash, entry] of this.#entries)
      if (entry.user.id === userId) this.#entries.delete(hash);
  }

  /** Whether changes are heard; when not, nothing is cached. */
  setLive(live: boolean): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#live = live;
  }

  #isAwaited(userId: string): boolean {
    const nonces = this.#awaiting.get(userId);
    if (!nonces) return false;
    const now = this.#options.clock();
    for (const [nonce, until] of nonces) if (until <= now) nonces.delete(nonce);
    if (nonces.size > 0) return true;
    this.#awaiting.delete(userId);
    return false;
  }

  #dropLateEchoes(): void {
    for (const userId of [...this.#awaiting.keys()]) this.#isAwaited(userId);
  }
}

const caches = new WeakMap<Database, SessionCache | null>();

/**
 * The session cache of `db`, listening to its changes from the first call; none (so no caching)
 * for a database whose notifications cannot be heard.
 */
export function sessionCacheOf(db: Database): SessionCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const listen = listenerOf(db);
    const created = listen ? new SessionCache() : null;
    if (created && listen) {
      listen(SESSIONS_CHANNEL, {
        message: (payload) => created.heard(payload),
        live: (live) => created.setLive(live),
      });
    }
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

const PROCESS_TAG = randomBytes(4).toString('hex');
let sequence = 0;

/**
 * Announces, inside the transaction `tx` of `db` that writes them, that a user's row or sessions
 * change: every server process forgets what it cached of that user when the transaction commits,
 * this one from now on.
 */
export async function announceSessionChange(
  db: Database,
  tx: Pick<Tx, 'execute'>,
  userId: string,
): Promise<void> {
  sequence += 1;
  const nonce = `${PROCESS_TAG}.${sequence}`;
  sessionCacheOf(db)?.announced(userId, nonce);
  await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${`${userId} ${nonce}`})`);
}
