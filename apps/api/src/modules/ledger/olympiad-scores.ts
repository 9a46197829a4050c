/**
 * The olympiads' boards (`olympiad_scores`), kept from the neuron ledger (decision 0018). An award
 * counts on the boards of every open, unsuspended olympiad whose cycle holds the time it became
 * public and whose platform is the main platform or one its challenge shows on: on its role's
 * board, `overall`, and `idea-race` unless it is a director's. It becomes public when it is made,
 * except a challenge's hidden play (decision 0010: an award naming a challenge that is not a
 * suggestion box, other than for publishing it), which becomes public when the challenge settles
 * and counts then, all at once (`releaseSettledScores`).
 *
 * Three writers, one rule: the award's own statement (`addToOlympiadScores`, a CTE of the ledger's
 * writer), the settlement (`releaseSettledScores`), and a rebuild from the ledger
 * (`scoresFromLedger`: an olympiad opening after its cycle began, and reconcile).
 */
import { QTY_COLUMNS, REASON_QTY } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * The row `a` (with its challenge `c`, left-joined) is of a challenge's hidden play: the rule of
 * game/hidden-play.ts (publishing a challenge dates only a public event).
 */
const hiddenPlay = (a: string, c: string) =>
  sql.raw(
    `(${a}.challenge_id is not null and ${c}.solution_format <> 'ama' and ${a}.reason not in ('challenge-published', 'platform-challenge'))`,
  );

/** `qty_*` sums of the rows `a`, by their reason (game-rules `REASON_QTY`). */
function qtySums(a: string): SQL {
  return sql.raw(
    QTY_COLUMNS.map((column) => {
      const reasons = Object.entries(REASON_QTY)
        .filter(([, c]) => c === column)
        .map(([reason]) => `'${reason}'`);
      return `count(*) filter (where ${a}.reason in (${reasons.join(', ')}))::int as ${column}`;
    }).join(',\n      '),
  );
}

const QTY_LIST = sql.raw(QTY_COLUMNS.join(', '));
const QTY_ADD = sql.raw(
  QTY_COLUMNS.map((c) => `${c} = olympiad_scores.${c} + excluded.${c}`).join(',\n        '),
);

/** The boards of the row `a`: its role's, overall, and the Idea Race unless director. */
const boardsOf = (a: string) =>
  sql.raw(`join lateral (values
      (case ${a}.role when 'insight' then 'commentator' else ${a}.role end),
      ('overall'), ('idea-race')) as b(board)
    on b.board <> 'idea-race' or ${a}.role <> 'director'`);

/** The platforms the row `a` (challenge `c`) counts on: the main one and its challenge's. */
const platformsOf = (a: string, c: string) =>
  sql.raw(`join lateral (
      select p.id from platforms p where p.is_default
      union select ${c}.platform_id where ${c}.id is not null
      union select cp.platform_id from challenge_platforms cp where cp.challenge_id = ${a}.challenge_id
    ) as pl(id) on true`);

/**
 * The CTE that adds the ledger rows of `source` (with `user_id`, `role`, `milli_points`, `reason`,
 * `challenge_id` and `created_at`) to the boards, in the statement that wrote them; rows of hidden
 * play wait for their challenge's settlement. Upserts in (olympiad, board, user) order, so two
 * transactions lock the rows they share in one order and never deadlock.
 */
export function addToOlympiadScores(source: SQL): SQL {
  return sql`
    olympiad_scored as (
      insert into olympiad_scores (olympiad_id, board, user_id, milli_points, ${QTY_LIST}, reached_at)
      select o.id, b.board, a.user_id, sum(a.milli_points), ${qtySums('a')}, max(a.created_at)
      from ${source} a
      left join challenges c on c.id = a.challenge_id
      ${platformsOf('a', 'c')}
      join olympiads o on o.platform_id = pl.id and o.status = 'open' and not o.suspended
        and o.start_time <= a.created_at and a.created_at < o.end_time
      ${boardsOf('a')}
      where not (${hiddenPlay('a', 'c')} and c.settled_at is null)
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (olympiad_id, board, user_id) do update set
        milli_points = olympiad_scores.milli_points + excluded.milli_points,
        ${QTY_ADD},
        reached_at = greatest(olympiad_scores.reached_at, excluded.reached_at)
    )`;
}

/**
 * A challenge's hidden play becomes public at its settlement: its ledger rows written so far
 * count now, at `settledAt`. A data-modifying CTE (`released`) for the settlement's ranking
 * statement, which runs after `settled_at` is set and before the settlement's own awards (which
 * count by themselves, the challenge being settled): one round trip fewer for the settlement.
 */
export function releaseSettledScoresCte(challengeId: string, settledAt: Date): SQL {
  const at = settledAt.toISOString();
  return sql`released as (
    insert into olympiad_scores (olympiad_id, board, user_id, milli_points, ${QTY_LIST}, reached_at)
    select o.id, b.board, a.user_id, sum(a.milli_points), ${qtySums('a')}, ${at}::timestamptz
    from neuron_ledger a
    join challenges c on c.id = a.challenge_id
    ${platformsOf('a', 'c')}
    join olympiads o on o.platform_id = pl.id and o.status = 'open' and not o.suspended
      and o.start_time <= ${at}::timestamptz and ${at}::timestamptz < o.end_time
    ${boardsOf('a')}
    where a.challenge_id = ${challengeId} and ${hiddenPlay('a', 'c')}
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (olympiad_id, board, user_id) do update set
      milli_points = olympiad_scores.milli_points + excluded.milli_points,
      ${QTY_ADD},
      reached_at = greatest(olympiad_scores.reached_at, excluded.reached_at)
  )`;
}

/**
 * The boards of the olympiads `olympiads` (a relation of `id`s) as the ledger makes them: a
 * select of `olympiad_id, board, user_id, milli_points, qty_*, reached_at`. A row of hidden play
 * counts at its challenge's settlement (a row made at or after it, at its own time); unsettled
 * hidden play not at all.
 */
export function scoresFromLedger(olympiadIds: SQL): SQL {
  // Set-based, for whole ledgers: each public row joined to the olympiads it counts in, the
  // main platform's (every row) and its challenge's other platforms' (rows with a challenge).
  return sql`
    with targets as (
      select o.id, o.platform_id, o.start_time, o.end_time, p.is_default
      from olympiads o join platforms p on p.id = o.platform_id
      where o.id in (${olympiadIds})
    ),
    public_rows as (
      select l.user_id, l.role, l.milli_points, l.reason, l.challenge_id,
        case when ${hiddenPlay('l', 'c')} and l.created_at < c.settled_at then c.settled_at
          else l.created_at end as public_at
      from neuron_ledger l
      left join challenges c on c.id = l.challenge_id
      where not (${hiddenPlay('l', 'c')} and c.settled_at is null)
    ),
    shown_on as (
      select id as challenge_id, platform_id from challenges
      union select challenge_id, platform_id from challenge_platforms
    ),
    counted as (
      select t.id as olympiad_id, a.* from public_rows a
      join targets t on t.is_default and t.start_time <= a.public_at and a.public_at < t.end_time
      union all
      select t.id, a.* from public_rows a
      join shown_on s on s.challenge_id = a.challenge_id
      join targets t on t.platform_id = s.platform_id and not t.is_default
        and t.start_time <= a.public_at and a.public_at < t.end_time
    )
    select a.olympiad_id, b.board, a.user_id, sum(a.milli_points)::bigint as milli_points,
      ${qtySums('a')}, max(a.public_at) as reached_at
    from counted a
    ${boardsOf('a')}
    group by 1, 2, 3`;
}

/**
 * Fills an olympiad's boards from the ledger: what was earned in its cycle before it opened (the
 * sweep opens a cycle some seconds after it starts; the demo's play predates its olympiad).
 * Only for an olympiad with no rows yet, in the transaction that opened it.
 */
export async function fillOlympiadScores(tx: Tx, olympiadId: string): Promise<void> {
  await tx.execute(sql`
    insert into olympiad_scores (olympiad_id, board, user_id, milli_points, ${QTY_LIST}, reached_at)
    ${scoresFromLedger(sql`select ${olympiadId}::uuid`)}
    order by 1, 2, 3
    on conflict do nothing`);
}
