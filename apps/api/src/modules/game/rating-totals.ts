/**
 * Reconciling each idea's running rating totals (`ideas.rating_count`, `rating_sum_tenths`,
 * kept by `insertIdeaRating` and, for ratings deleted by a cascade, by migration 0021's trigger)
 * with its ratings: recomputes them from `idea_ratings` in one statement and lists every idea
 * where they differ. With `fix`, rewrites those ideas' totals in one transaction that holds the
 * ratings table against writes: a rating committed before the lock is in what it counts, one
 * waiting for the lock adds to the rewritten total, so none is lost or counted twice while a
 * live server keeps playing.
 *
 * The reconcile command runs it beside the neuron totals' (src/cli/reconcile-command.ts); the
 * test harness runs the check when it closes each test file's database.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { ideaRatings, ideas } from '../../db/schema.js';

/** An idea whose stored totals and ratings disagree. */
export interface RatingTotalsDifference {
  readonly ideaId: string;
  readonly challengeId: string;
  readonly storedCount: number;
  readonly recomputedCount: number;
  readonly storedSumTenths: number;
  readonly recomputedSumTenths: number;
}

export interface RatingReconciliation {
  /** Every difference found, ordered by challenge and idea. */
  readonly differences: RatingTotalsDifference[];
  /** Whether totals were rewritten (asked to fix, and something differed). */
  readonly fixed: boolean;
}

interface DifferenceRow {
  idea_id: string;
  challenge_id: string;
  stored_count: number | string;
  recomputed_count: number | string;
  stored_sum: number | string;
  recomputed_sum: number | string;
}

/** Every idea with its totals as stored and as its ratings give them, where the two differ. */
const drifted = sql`
  counted as (
    select idea_id, count(*)::int as n, sum(stars_tenths)::bigint as s
    from ${ideaRatings} group by idea_id
  ),
  drifted as (
    select i.id as idea_id, i.challenge_id, i.rating_count as stored_count,
      coalesce(c.n, 0) as recomputed_count, i.rating_sum_tenths as stored_sum,
      coalesce(c.s, 0) as recomputed_sum
    from ${ideas} i left join counted c on c.idea_id = i.id
    where i.rating_count <> coalesce(c.n, 0) or i.rating_sum_tenths <> coalesce(c.s, 0)
  )`;

async function differences(db: Database | Tx): Promise<RatingTotalsDifference[]> {
  const answer = await db.execute(sql`
    with ${drifted} select * from drifted order by challenge_id, idea_id`);
  return (answer as unknown as { rows: DifferenceRow[] }).rows.map((r) => ({
    ideaId: r.idea_id,
    challengeId: r.challenge_id,
    storedCount: Number(r.stored_count),
    recomputedCount: Number(r.recomputed_count),
    storedSumTenths: Number(r.stored_sum),
    recomputedSumTenths: Number(r.recomputed_sum),
  }));
}

/**
 * Compares every idea's running rating totals with its ratings; with `fix`, rewrites those
 * that differ. Answers the differences found (before the fix).
 *
 * @example
 * const { differences } = await reconcileRatingTotals(db);
 * if (differences.length > 0) await reconcileRatingTotals(db, { fix: true });
 */
export async function reconcileRatingTotals(
  db: Database,
  options: { fix?: boolean } = {},
): Promise<RatingReconciliation> {
  if (!options.fix) return { differences: await differences(db), fixed: false };
  return db.transaction(async (tx) => {
    // Inserting or deleting a rating waits for this mode; reading ratings does not.
    await tx.execute(sql`lock table ${ideaRatings} in share mode`);
    const found = await differences(tx);
    if (found.length === 0) return { differences: found, fixed: false };
    await tx.execute(sql`
      with ${drifted}
      update ${ideas} set rating_count = d.recomputed_count, rating_sum_tenths = d.recomputed_sum
      from drifted d where ${ideas.id} = d.idea_id`);
    return { differences: found, fixed: true };
  });
}

/** One difference as the command prints it. */
export function describeRatingDifference(d: RatingTotalsDifference): string {
  const side = (count: number, tenths: number) =>
    `${count} rating${count === 1 ? '' : 's'} (${tenths} tenths)`;
  return [
    'ideas',
    `idea ${d.ideaId}`,
    `challenge ${d.challengeId}`,
    `stored ${side(d.storedCount, d.storedSumTenths)}`,
    `recomputed ${side(d.recomputedCount, d.recomputedSumTenths)}`,
  ].join('  ');
}
