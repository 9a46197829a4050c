/**
 * Reconciling the neuron ledger with its running totals: `neuron_totals` (per player and role),
 * `neuron_days` (per player, UTC day and role) and the open olympiads' boards (`olympiad_scores`)
 * are kept by the ledger's writer with each award; this recomputes them from the ledger in one
 * statement and lists every row where they differ. With `fix`, it rewrites them from the ledger in one transaction that holds the totals
 * tables exclusively: an award that commits before the lock is in the ledger it reads, one that
 * has not yet added to the totals waits for the lock and then adds to the rebuilt rows, so no
 * award is lost or counted twice while a live server keeps playing.
 *
 * The command is `pnpm --filter @nervus/api reconcile [--fix]` (src/cli/reconcile.ts); the test
 * harness runs the check when it closes each test file's database.
 */
import { QTY_COLUMNS } from '@nervus/game-rules';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { neuronDays, neuronLedger, neuronTotals, olympiadScores } from '../../db/schema.js';
import { scoresFromLedger } from './olympiad-scores.js';

/** One row where the stored totals and the ledger disagree; null where a side has no row. */
export interface TotalsDifference {
  readonly table: 'neuron_totals' | 'neuron_days' | 'olympiad_scores';
  readonly userId: string;
  /** The role; for `olympiad_scores`, the board. */
  readonly role: string;
  /** The UTC day of a `neuron_days` row; for `olympiad_scores`, the olympiad's id; else null. */
  readonly day: string | null;
  /** Thousandths of a neuron as stored, and as the ledger sums them. */
  readonly stored: number | null;
  readonly recomputed: number | null;
  /** Ledger rows counted (`neuron_totals` only). */
  readonly storedAwards: number | null;
  readonly recomputedAwards: number | null;
}

export interface Reconciliation {
  /** Every difference found, ordered by table, player, role and day. */
  readonly differences: TotalsDifference[];
  /** Whether the totals were rewritten (asked to fix, and something differed). */
  readonly fixed: boolean;
}

interface DifferenceRow {
  table: TotalsDifference['table'];
  user_id: string;
  role: string;
  day: string | null;
  stored: string | number | null;
  recomputed: string | number | null;
  stored_awards: string | number | null;
  recomputed_awards: string | number | null;
}

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The olympiads whose boards the ledger recounts: the open, unsuspended ones. A closed one's
 * prizes are allocated from its boards as they stood; a suspended one counts nothing while
 * suspended, which the ledger does not record.
 */
const RECOUNTED = sql`select id from olympiads where status = 'open' and not suspended`;

/** The ledger's sums per player, day and role, and per player and role: one pass over it. */
const fromLedger = sql`
  ledger_days as (
    select user_id, (created_at at time zone 'UTC')::date as day, role,
      sum(milli_points)::bigint as milli, count(*)::int as awards
    from ${neuronLedger} group by 1, 2, 3
  ),
  ledger_totals as (
    select user_id, role, sum(milli)::bigint as milli, sum(awards)::int as awards
    from ledger_days group by 1, 2
  )`;

async function differences(db: Database | Tx): Promise<TotalsDifference[]> {
  const answer = await db.execute(sql`
    with ${fromLedger}
    select 'neuron_totals' as "table", coalesce(s.user_id, l.user_id) as user_id,
      coalesce(s.role, l.role) as role, null::text as day,
      s.milli_points as stored, l.milli as recomputed,
      s.awards as stored_awards, l.awards as recomputed_awards
    from ${neuronTotals} s
    full join ledger_totals l on l.user_id = s.user_id and l.role = s.role
    where s.milli_points is distinct from l.milli or s.awards is distinct from l.awards
    union all
    select 'neuron_days', coalesce(s.user_id, l.user_id), coalesce(s.role, l.role),
      coalesce(s.day, l.day)::text, s.milli_points, l.milli, null, null
    from ${neuronDays} s
    full join ledger_days l on l.user_id = s.user_id and l.day = s.day and l.role = s.role
    where s.milli_points is distinct from l.milli
    union all
    select 'olympiad_scores', coalesce(s.user_id, l.user_id), coalesce(s.board, l.board),
      coalesce(s.olympiad_id, l.olympiad_id)::text, s.milli_points, l.milli_points, null, null
    from (select * from ${olympiadScores} where olympiad_id in (${RECOUNTED})) s
    full join (${scoresFromLedger(RECOUNTED)}) l
      on l.olympiad_id = s.olympiad_id and l.board = s.board and l.user_id = s.user_id
    where s.milli_points is distinct from l.milli_points
      or s.reached_at is distinct from l.reached_at
      or ${sql.raw(QTY_COLUMNS.map((c) => `s.${c} is distinct from l.${c}`).join(' or '))}
    order by 1, 2, 3, 4`);
  return (answer as unknown as { rows: DifferenceRow[] }).rows.map((r) => ({
    table: r.table,
    userId: r.user_id,
    role: r.role,
    day: r.day,
    stored: num(r.stored),
    recomputed: num(r.recomputed),
    storedAwards: num(r.stored_awards),
    recomputedAwards: num(r.recomputed_awards),
  }));
}

/**
 * Compares the running totals with the ledger; with `fix`, rewrites them from it when they
 * differ. Answers the differences found (before the fix).
 *
 * @example
 * const { differences } = await reconcileNeuronTotals(db);
 * if (differences.length > 0) await reconcileNeuronTotals(db, { fix: true });
 */
export async function reconcileNeuronTotals(
  db: Database,
  options: { fix?: boolean } = {},
): Promise<Reconciliation> {
  if (!options.fix) return { differences: await differences(db), fixed: false };
  return db.transaction(async (tx) => {
    // Awards read the totals' rows through their upserts: this mode makes them wait, reads not.
    await tx.execute(
      sql`lock table ${neuronTotals}, ${neuronDays}, ${olympiadScores} in exclusive mode`,
    );
    const found = await differences(tx);
    if (found.length === 0) return { differences: found, fixed: false };
    await tx.delete(neuronTotals);
    await tx.delete(neuronDays);
    await tx.execute(sql`
      with ${fromLedger},
      totals as (
        insert into ${neuronTotals} (user_id, role, milli_points, awards)
        select user_id, role, milli, awards from ledger_totals
      )
      insert into ${neuronDays} (user_id, day, role, milli_points)
      select user_id, day, role, milli from ledger_days`);
    await tx.execute(sql`delete from ${olympiadScores} where olympiad_id in (${RECOUNTED})`);
    await tx.execute(sql`
      insert into ${olympiadScores}
        (olympiad_id, board, user_id, milli_points, ${sql.raw(QTY_COLUMNS.join(', '))}, reached_at)
      ${scoresFromLedger(RECOUNTED)}`);
    return { differences: found, fixed: true };
  });
}

/** One difference as the command prints it. */
export function describeDifference(d: TotalsDifference): string {
  const side = (milli: number | null, awards: number | null) =>
    milli === null
      ? 'none'
      : `${milli / 1000}${awards === null ? '' : ` (${awards} award${awards === 1 ? '' : 's'})`}`;
  return [
    d.table,
    `user ${d.userId}`,
    d.table === 'olympiad_scores' ? `board ${d.role}` : `role ${d.role}`,
    ...(d.day === null
      ? []
      : [d.table === 'olympiad_scores' ? `olympiad ${d.day}` : `day ${d.day}`]),
    `stored ${side(d.stored, d.storedAwards)}`,
    `recomputed ${side(d.recomputed, d.recomputedAwards)}`,
  ].join('  ');
}
