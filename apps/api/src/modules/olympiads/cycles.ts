/**
 * Olympiad cycles: the sweep closes each open olympiad whose time is up and opens the cycle that
 * holds now for every base that renews, each exactly once whatever races it (decision 0018).
 *
 * - Closing flips `status` in an `UPDATE … WHERE status = 'open'` (o3's `markClosed`), and only
 *   the transaction that flipped it allocates the prizes (`allocateOlympiad`), in the same
 *   transaction: a second sweep, instance or director finds it closed and does nothing.
 * - Opening inserts the cycle's row `ON CONFLICT DO NOTHING` (unique per platform and cycle key,
 *   and one open per platform), then its races and their template pledges (o3's `openCycleNow`),
 *   then fills its boards from what the ledger already holds for the cycle (`fillOlympiadScores`:
 *   the sweep runs some seconds after midnight; the demo's play comes before its olympiad).
 */
import { tournamentCycle } from '@nervus/game-rules';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { jsonOf } from '../../db/json.js';
import type { Announcer } from '../highlights/announce.js';
import { fillOlympiadScores } from '../ledger/olympiad-scores.js';
import { allocateOlympiad } from './allocate.js';
import { type BaseRow, openCycleNow } from './queries-base.js';
import { markClosed } from './queries-director.js';

type Db = Database | Tx;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = await db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}

/** What one sweep of the olympiads did. */
export interface OlympiadSweep {
  readonly closed: number;
  readonly opened: number;
}

/** Closes the olympiads whose cycle ended by `now`, each in its own transaction. */
async function closeDue(db: Database, now: Date, announcer: Announcer): Promise<number> {
  const due = await rowsOf<{ id: string }>(
    db,
    sql`select id from olympiads where status = 'open' and end_time <= ${now.toISOString()}::timestamptz
        order by end_time, id limit 100`,
  );
  let closed = 0;
  for (const { id } of due) {
    const flipped = await inTransaction(db, async (tx) => {
      if (!(await markClosed(tx, id, null, now))) return false;
      await allocateOlympiad(tx, id, now, announcer);
      return true;
    });
    if (flipped) closed++;
  }
  return closed;
}

/** The bases whose platform has no open olympiad for the cycle holding now, and that renew. */
async function basesToOpen(db: Database): Promise<BaseRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select b.* from olympiad_bases b
        join platforms p on p.id = b.platform_id and p.deleted_at is null
        where b.renews and not b.suspended
          and not exists (select 1 from olympiads o where o.platform_id = b.platform_id and o.status = 'open')
        order by b.platform_id`,
  );
  return rows.map((row) => ({
    platformId: row.platform_id as string,
    directorId: (row.director_id as string | null) ?? null,
    name: row.name as string,
    type: row.type as BaseRow['type'],
    cadence: row.cadence as BaseRow['cadence'],
    timeZone: row.time_zone as string,
    races: jsonOf<BaseRow['races']>(row.races) ?? [],
    renews: Boolean(row.renews),
    suspended: Boolean(row.suspended),
    profanityAllowed: Boolean(row.profanity_allowed),
  }));
}

/**
 * Opens the cycle holding `now` for one base, with its boards filled from the ledger. Answers the
 * olympiad's id, or null when it was open already (or this cycle has been run before).
 */
export async function openCurrentCycle(db: Database, base: BaseRow, now: Date) {
  const cycle = tournamentCycle(now, base.cadence, base.timeZone);
  return db.transaction(async (tx) => {
    const id = await openCycleNow(tx, base.platformId, base, cycle, now);
    if (id) await fillOlympiadScores(tx, id);
    return id;
  });
}

/** One sweep: closes what ended, then opens each renewing base's current cycle. */
export async function sweepOlympiads(
  db: Database,
  now: Date,
  announcer: Announcer,
): Promise<OlympiadSweep> {
  const closed = await closeDue(db, now, announcer);
  let opened = 0;
  for (const base of await basesToOpen(db)) {
    if (await openCurrentCycle(db, base, now)) opened++;
  }
  return { closed, opened };
}
