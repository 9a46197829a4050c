/**
 * The neuron ledger's one writer: every award (and the scout's share of it) is one row whose
 * idempotency key is unique, so a retried request or a re-run job never pays twice. Each award
 * written is added, in the same statement, to the player's running totals (`neuron_totals` per
 * role, `neuron_days` per role and UTC day) and to the boards of the olympiads it counts in
 * (`olympiad_scores`, olympiad-scores.ts), so brains, scores and boards read a few rows, never
 * the ledger's history; `reconcile.ts` recomputes them from the ledger and reports any
 * difference. Like `money.ts`, this is the lowest layer of the modules: it imports only `db/`
 * and game-rules, so every module can pay neurons without an import cycle.
 */
import { type NeuronAward, neuronsFor, type RoleScores } from '@nervus/game-rules';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { neuronDays, neuronLedger, neuronTotals, users } from '../../db/schema.js';
import { addToOlympiadScores } from './olympiad-scores.js';

/**
 * The two upserts that add ledger rows to the running totals, as CTEs over `source` (a
 * relation with the ledger's `user_id`, `role`, `milli_points` and `created_at`): every writer
 * of the ledger ends its statement with them.
 */
function addToTotals(source: SQL): SQL {
  return sql`
    totals as (
      insert into ${neuronTotals} (user_id, role, milli_points, awards)
      select user_id, role, sum(milli_points), count(*) from ${source}
      group by user_id, role order by user_id, role
      on conflict (user_id, role) do update set
        milli_points = ${neuronTotals}.milli_points + excluded.milli_points,
        awards = ${neuronTotals}.awards + excluded.awards
    ),
    days as (
      insert into ${neuronDays} (user_id, day, role, milli_points)
      select user_id, (created_at at time zone 'UTC')::date, role, sum(milli_points) from ${source}
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (user_id, day, role) do update set
        milli_points = ${neuronDays}.milli_points + excluded.milli_points
    )`;
}

/** The rows of a raw statement's answer, on PGlite and node-postgres alike. */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

/**
 * Writes awards to the ledger, each exactly once: an award whose idempotency key is already
 * there is skipped, and so is the scout's share of it. Answers the awards that were new, and
 * the scouts' shares of them (so each earner can be told). Run it
 * in the transaction of the action that earned them, so the action and its neurons commit
 * together. Two round trips at most: the awardees' scouts are read, then one statement writes
 * the awards, the shares and the running totals (`awardNeuronsCtes`).
 */
export async function awardNeurons(
  tx: Tx | Database,
  awards: readonly NeuronAward[],
  context: { challengeId?: string; now: Date },
): Promise<NeuronAward[]> {
  const recruits = await recruitsOf(tx, awards);
  const ctes = awardNeuronsCtes(awards, recruits, context);
  if (!ctes) return [];
  const answer = await tx.execute(sql`
    with ${ctes}
    select idempotency_key as key from awarded`);
  const fresh = new Set(rowsOf<{ key: string }>(answer).map((r) => r.key));
  const shares = scoutShares(awards, recruits, context.now).map((s) => s.share);
  return [...awards, ...shares].filter((a) => fresh.has(a.key));
}

/** Awards a scout takes a share of: static ones (and shares themselves) never pay one. */
const isVariable = (a: NeuronAward) => !a.isStatic && a.points > 0;

/** A player who has a scout, as the scout's share of their awards needs them. */
export interface Recruit {
  readonly id: string;
  readonly scoutId: string;
  readonly createdAt: Date;
}

/**
 * A scout earns a tenth of their active recruits' variable neurons (game-rules
 * `RecruitActivity`), paid with the awards that earned it, in the same transaction, keyed by the
 * recruit's award so it is paid once. Scout shares are static: they never cascade further.
 * Answers each share with the key of the award it comes from.
 */
function scoutShares(
  awards: readonly NeuronAward[],
  recruits: readonly Recruit[],
  now: Date,
): { share: NeuronAward; of: string }[] {
  const variable = awards.filter(isVariable);
  return recruits.flatMap((recruit) =>
    variable
      .filter((a) => a.userId === recruit.id)
      .flatMap((a) =>
        neuronsFor({
          kind: 'RecruitActivity',
          id: `recruit:${a.key}`,
          scoutId: recruit.scoutId,
          recruitId: recruit.id,
          recruitedAt: recruit.createdAt.getTime(),
          occurredAt: now.getTime(),
          recruitAwards: [a],
        }).map((share) => ({ share, of: a.key })),
      ),
  );
}

/** The awardees of variable awards who have a scout: those whose awards pay a share. */
async function recruitsOf(tx: Tx | Database, awards: readonly NeuronAward[]): Promise<Recruit[]> {
  const earners = [...new Set(awards.filter(isVariable).map((a) => a.userId))];
  if (earners.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, scoutId: users.scoutReferrerId, createdAt: users.createdAt })
    .from(users)
    .where(and(inArray(users.id, earners), isNotNull(users.scoutReferrerId)));
  return rows as Recruit[];
}

/**
 * `awardNeurons` as CTEs of one statement, for a caller that has already read the awardees'
 * scouts (`recruits`: those of the awardees who have one) and wants its other writes in the same
 * round trip: `awarded_new` inserts the awards, skipping keys already there; `awarded_shares`
 * inserts the scout shares of exactly the awards that were new; both are added to the running
 * totals in the same statement, so a retried key (inserted by nobody) never counts twice, and in
 * (user, role) order, so two transactions lock the totals they share in one order and never
 * deadlock. Null when there is nothing to award.
 */
export function awardNeuronsCtes(
  awards: readonly NeuronAward[],
  recruits: readonly Recruit[],
  context: { challengeId?: string; now: Date },
): SQL | null {
  if (awards.length === 0) return null;
  const challengeId = context.challengeId ?? null;
  const at = context.now.toISOString();
  const row = (a: NeuronAward) =>
    sql`${a.userId}::uuid, ${a.role}, ${Math.round(a.points * 1000)}::int, ${a.reason}, ${a.isStatic}::boolean, ${a.key}`;
  const columns = sql`(user_id, role, milli_points, reason, is_static, idempotency_key, challenge_id, created_at)`;
  const returned = sql`returning user_id, role, milli_points, reason, challenge_id, idempotency_key, created_at`;
  const shares = scoutShares(awards, recruits, context.now);
  const sharesCte =
    shares.length === 0
      ? sql`awarded_shares as (select * from awarded_new where false)`
      : sql`awarded_shares as (
      insert into ${neuronLedger} ${columns}
      select v.user_id, v.role, v.milli_points, v.reason, v.is_static, v.key, ${challengeId}::uuid, ${at}::timestamptz
      from (values ${sql.join(
        shares.map((s) => sql`(${s.of}, ${row(s.share)})`),
        sql`, `,
      )}) as v(of_key, user_id, role, milli_points, reason, is_static, key)
      where v.of_key in (select idempotency_key from awarded_new)
      on conflict (idempotency_key) do nothing
      ${returned}
    )`;
  return sql`
    awarded_new as (
      insert into ${neuronLedger} ${columns}
      values ${sql.join(
        awards.map((a) => sql`(${row(a)}, ${challengeId}::uuid, ${at}::timestamptz)`),
        sql`, `,
      )}
      on conflict (idempotency_key) do nothing
      ${returned}
    ),
    ${sharesCte},
    awarded as (select * from awarded_new union all select * from awarded_shares),
    ${addToTotals(sql`awarded`)},
    ${addToOlympiadScores(sql`awarded`)}`;
}

/** A user's neurons per role, in whole neurons with up to three decimals (the running totals). */
export async function roleScores(db: Database | Tx, userId: string): Promise<RoleScores> {
  const rows = await db
    .select({ role: neuronTotals.role, milli: neuronTotals.milliPoints })
    .from(neuronTotals)
    .where(eq(neuronTotals.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.milli) / 1000]));
}
