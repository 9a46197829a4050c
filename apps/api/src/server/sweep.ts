/**
 * The settlement sweep: every instance looks for challenges whose time is up, and one at a time
 * settles them, then closes and opens the olympiads' cycles (modules/olympiads/cycles.ts). On PostgreSQL the sweep holds a transaction-level advisory lock, so of all the
 * processes and machines sharing the database exactly one sweeps at any moment and the others
 * skip their turn; settling stays idempotent underneath (`settleChallenge` flips `settled_at`
 * once, the ledgers' keys are unique), so a sweep cut short is finished by the next one.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.js';
import { forgetExpiredKeys } from '../http/idempotency.js';
import { forgetVisitorAnswers } from '../http/visitor-cache.js';
import { settleDueChallenges } from '../modules/game/settle.js';
import type { Announcer } from '../modules/highlights/announce.js';
import { type OlympiadSweep, sweepOlympiads } from '../modules/olympiads/cycles.js';
import type { Publisher } from '../modules/realtime/publisher.js';
import { repeat } from './repeat.js';

/** The advisory lock one sweeping instance holds (the migrations hold 4_242_001). */
export const SWEEP_LOCK = 4_242_002;

export type SweepOutcome =
  | { readonly ran: true; readonly settled: number; readonly olympiads: OlympiadSweep }
  /** Another instance held the lock: it is sweeping now. */
  | { readonly ran: false };

/** One sweep at `now`, unless another instance is sweeping. */
export async function sweepOnce(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  now: Date,
  announcer: Announcer,
): Promise<SweepOutcome> {
  const outcome = await sweep(database, now, announcer);
  // Creates' Idempotency-Keys are answered again for a day (http/idempotency.ts), then go.
  if (outcome.ran) await forgetExpiredKeys(database.db, now);
  // A settled challenge reveals its ideas: visitors must not be given its page from before.
  if (outcome.ran && outcome.settled > 0) forgetVisitorAnswers();
  return outcome;
}

async function sweep(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  now: Date,
  announcer: Announcer,
): Promise<SweepOutcome> {
  // The embedded database belongs to one process (env.ts refuses WEB_CONCURRENCY on it), and
  // its one connection is taken by an open transaction: no lock to take, nobody to race.
  if (database.kind === 'pglite') return work(database.db, now, announcer);
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}::bigint) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { ran: false } as const;
    // Each challenge settles (and each olympiad closes or opens) in its own transaction on
    // another pooled connection; this one only holds the lock, which PostgreSQL releases at
    // commit or when the connection drops.
    return work(database.db, now, announcer);
  });
}

/**
 * Settles what is due, then closes the olympiads whose cycle ended and opens the current ones
 * (after settling: a challenge's hidden play counts in the cycle it became public in).
 */
async function work(
  db: DatabaseHandle['db'],
  now: Date,
  announcer: Announcer,
): Promise<SweepOutcome> {
  const settled = await settleDueChallenges(db, now, announcer);
  return { ran: true, settled, olympiads: await sweepOlympiads(db, now, announcer) };
}

export interface Sweeper {
  /** Stops sweeping and waits for a sweep in flight, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Sweeps now and then `everyMs` after each sweep ends (never two at once in one process).
 */
export function startSweeper(options: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  everyMs: number;
  log: Logger;
  /** Tells players what a settlement paid or revealed to them. */
  realtime: Publisher;
  now?: () => Date;
}): Sweeper {
  const { database, everyMs, log, realtime } = options;
  const now = options.now ?? (() => new Date());
  async function sweep(): Promise<void> {
    try {
      const outcome = await sweepOnce(database, now(), { realtime, log });
      if (!outcome.ran) {
        log.debug('sweep skipped: another instance is sweeping');
        return;
      }
      if (outcome.settled > 0) log.info({ settled: outcome.settled }, 'challenges settled');
      if (outcome.olympiads.closed + outcome.olympiads.opened > 0)
        log.info(outcome.olympiads, 'olympiads closed and opened');
      log.debug({ settled: outcome.settled }, 'sweep finished');
    } catch (err) {
      log.error({ err }, 'the settlement sweep failed; it runs again at the next turn');
    }
  }

  return repeat(sweep, everyMs);
}
