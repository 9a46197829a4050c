/**
 * Hidden play in players' histories (docs/decisions/0010). Until a challenge settles, nobody may
 * learn from a history or a total who entered or rated it, in what order or when. An award
 * belongs to a challenge's hidden play when the ledger row names a challenge that is not a
 * suggestion box (`ama`, whose answered questions are public) and it is not for publishing
 * (the challenge page names its catalyst and its time anyway). Such an award:
 *
 * - while the challenge is open, is seen only by its owner, and only when it pays the owner's
 *   own action (`OWN_ACTION_REASONS`: their idea, their early bonus, their rating, their
 *   mentoring). What others' hidden play paid them (a rating of their idea, an idea entered in
 *   their challenge, a recruit's play) waits for the close: in their list and in their totals,
 *   so even polling one's own score dates nobody else's action;
 * - once settled, is seen by everyone, dated at the close (public), except that its owner sees
 *   the time of their own action. The per-day chart keeps the UTC day it was earned.
 *
 * List ids are not the ledger's sequence (two awards of one rating are consecutive rows: the
 * rater's and the author's would pair up): a hash of what the row shows and its place among rows
 * that show the same.
 *
 * It lives with the ledger (the lowest layer) so every module that pays or tells of neurons
 * (modules/highlights announces awards for all of them) reads one rule.
 */
import type { RoleScores } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { roleScores } from './neurons.js';

/** Awards that pay the player for their own action in a challenge. */
export const OWN_ACTION_REASONS = [
  'idea-created',
  'early-bonus',
  'idea-rated',
  'challenge-rated',
  'mentoring-given',
  'mentoring-feedback',
] as const;

/** Awards of a challenge that date only public events. */
export const PUBLIC_REASONS = ['challenge-published', 'platform-challenge'] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Who reads a history: its owner, or anyone else (visitors included). */
export type HistoryReader = 'owner' | 'other';

/** The row (ledger alias `l`, its challenge left-joined as `c`) is of a challenge's hidden play. */
const hiddenPlay = sql`(l.challenge_id is not null and c.solution_format <> 'ama' and l.reason not in (${list(PUBLIC_REASONS)}))`;
const ownAction = sql`(l.reason in (${list(OWN_ACTION_REASONS)}))`;

/** Whether the reader sees the row at all. */
export function visibleTo(reader: HistoryReader): SQL {
  return reader === 'owner'
    ? sql`(not ${hiddenPlay} or c.settled_at is not null or ${ownAction})`
    : sql`(not ${hiddenPlay} or c.settled_at is not null)`;
}

/** When the reader is told the row was earned (only for rows `visibleTo` them). */
export function shownAt(reader: HistoryReader): SQL {
  return reader === 'owner'
    ? sql`(case when ${hiddenPlay} and not ${ownAction} then c.settled_at else l.created_at end)`
    : sql`(case when ${hiddenPlay} then c.settled_at else l.created_at end)`;
}

/**
 * The rows of a player's totals the reader may not see yet, per role and UTC day: thousandths
 * and count. Walks the unsettled challenges (a partial index) and each one's rows of the player,
 * never the player's whole history.
 */
export function withheldRows(userId: string, reader: HistoryReader): SQL {
  return sql`
    select l.role, (l.created_at at time zone 'UTC')::date::text as day,
      sum(l.milli_points)::bigint as milli, count(*)::int as awards
    from challenges c
    join neuron_ledger l on l.challenge_id = c.id and l.user_id = ${userId}
    where c.settled_at is null and ${hiddenPlay}${reader === 'owner' ? sql` and not ${ownAction}` : sql``}
    group by 1, 2`;
}

/** The rows of `withheldRows`. */
export async function withheldFrom(
  db: Database | Tx,
  userId: string,
  reader: HistoryReader,
): Promise<{ role: string; day: string; milli: string; awards: number }[]> {
  const answer = await db.execute(withheldRows(userId, reader));
  return (
    answer as unknown as { rows: { role: string; day: string; milli: string; awards: number }[] }
  ).rows;
}

/** A player's neurons per role as the reader may see them: the running totals less what waits. */
export async function visibleRoleScores(
  db: Database | Tx,
  userId: string,
  reader: HistoryReader,
): Promise<RoleScores> {
  const [scores, held] = await Promise.all([
    roleScores(db, userId),
    withheldFrom(db, userId, reader),
  ]);
  const milli = new Map(Object.entries(scores).map(([role, points]) => [role, points * 1000]));
  for (const h of held) milli.set(h.role, (milli.get(h.role) ?? 0) - Number(h.milli));
  return Object.fromEntries([...milli].map(([role, m]) => [role, Math.round(m) / 1000]));
}
