/**
 * Settling a challenge, exactly once: the one transaction that flips `settled_at` from null
 * ranks the ideas, pays the closing neurons and splits the prize and the entry fees
 * (ledger/settlement.ts). A second run, or a second instance racing it, finds `settled_at` set
 * (the UPDATE waits on the row lock, then re-reads it) and does nothing; the ledgers'
 * idempotency keys are a second guard. Each step is one statement however many ideas the
 * challenge has: no query per idea, no idea's ratings carried into JavaScript. The ranking runs
 * after that UPDATE, in a statement of its own, so it sees every rating committed before it, in
 * the running totals its write added it to.
 *
 * What the close tells is written in the same transaction (docs/decisions/0020): its medals and
 * highlights in one more statement, its announcements published once it commits. Nothing is
 * settled untold, nor told unsettled.
 */
import {
  CHALLENGE_PRIZE_SHARES,
  IDEA_RANK_MIN_RATINGS,
  NEURON_TABLE,
  neuronsFor,
  RANKING_DEFAULT_MEAN,
  RANKING_PRIOR_WEIGHT,
} from '@nervus/game-rules';
import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { jsonOf } from '../../db/json.js';
import { challenges, ideas, users } from '../../db/schema.js';
import { settlementMedalGrants, settlementMedalNews } from '../awards/commands.js';
import { type Announcer, type AwardChallenge, announceSettlement } from '../highlights/announce.js';
import { writeSettlementHighlights } from '../highlights/settlement.js';
import { entryFeesPaid } from '../ledger/money.js';
import { awardNeuronsCtes, type Recruit } from '../ledger/neurons.js';
import { releaseSettledScoresCte } from '../ledger/olympiad-scores.js';
import { type FeePaid, settleChallengeMoney } from '../ledger/settlement.js';

export interface Settlement {
  readonly challengeId: string;
  readonly settledAt: Date;
  readonly ranked: number;
  readonly unranked: number;
  readonly prizeCentsPaid: number;
  readonly prizeCentsUnawarded: number;
  /** The entry fees paid into the challenge, split 65/28/7 by the settlement. */
  readonly entryFeesCents: number;
}

/** The most places the close pays: the community Top 5's neurons and the prize shares. */
const PAID_PLACES = Math.max(
  CHALLENGE_PRIZE_SHARES.length,
  NEURON_TABLE.challengeClosed.communityTop5.length,
);

/**
 * game-rules `rankIdeas` as SQL, so a challenge is ranked where its ideas are, in one pass over
 * them whatever its size: CTEs `tally` (every idea with its rating count `n` and sum of tenths
 * `s`, the running totals each rating's write keeps on the idea, so no rating is read) and
 * `placed` (every idea with its `rank` and its `score_milli`, both null when it has too few
 * ratings to rank). It must rank exactly as `rankIdeas` does (settle.test.ts checks it on
 * random challenges):
 * - the Bayesian score (C·S + N·s) / (N·(C + n)) in tenths, with the challenge's N ratings
 *   summing to S (the default mean when none), compared exactly in integers and float8, which
 *   is cheaper than numeric: N is common to all, so ideas compare by a / b with a = C·S + N·s
 *   and b = C + n, that is by the quotient a / b, then the remainder's fraction (a % b) / b.
 *   Two different such fractions differ by at least 1 / (b·b'), more than float8 can confuse
 *   when b·b' < 2^53, so the order is exact for ideas of fewer than 2^26 (67 million) ratings;
 * - ties: more ratings, higher raw mean s / n (exact the same way), earlier entry to the
 *   millisecond (what `rankIdeas` is given), smaller id (uuids order as their text does);
 * - `score_milli` is computed in float8 like the JavaScript (round to 3 decimals, then to
 *   thousandths, Math.round being floor(x + 0.5)), so it is the same number.
 * Ideas that rank and those that do not are numbered in one window (by partition), so every
 * idea leaves `placed` once and its write needs no join back.
 */
function rankingOf(challengeId: string): SQL {
  const c = sql`${RANKING_PRIOR_WEIGHT}::bigint`;
  return sql`
    tally as (
      select id, created_at, rating_count::bigint as n, rating_sum_tenths::bigint as s
      from ${ideas} where challenge_id = ${challengeId}
    ),
    prior as (
      select
        (case when sum(n) > 0 then sum(s) else ${RANKING_DEFAULT_MEAN * 10} end)::bigint as num,
        (case when sum(n) > 0 then sum(n) else 1 end)::bigint as den
      from tally
    ),
    scored as (
      select t.*, ${c} * p.num + p.den * t.s as a, ${c} + t.n as b, p.den as big_n,
        t.n >= ${IDEA_RANK_MIN_RATINGS} as ranks
      from tally t cross join prior p
    ),
    placed as (
      select id,
        case when ranks then row_number() over (partition by ranks order by
          a / b desc, (a % b)::float8 / b desc, n desc,
          s / nullif(n, 0) desc, (s % nullif(n, 0))::float8 / n desc,
          date_trunc('milliseconds', created_at), id) end::int as rank,
        case when ranks then floor(
          floor(a::float8 / (big_n * b)::float8 / 10 * 1000 + 0.5) / 1000 * 1000 + 0.5
        ) end::int as score_milli
      from scored
    )`;
}

/** The crowd's order of a challenge's ideas so far, best first (ideas that rank only). */
export async function crowdOrder(db: Database | Tx, challengeId: string): Promise<string[]> {
  const answer = await db.execute(sql`
    with ${rankingOf(challengeId)}
    select id from placed where rank is not null order by rank`);
  return (answer as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

interface RankedClose {
  ranked: number;
  unranked: number;
  /** Authors of the first `PAID_PLACES` ranked ideas, best first. */
  top: string[];
  /** Authors of the catalyst's picks that are ideas of the challenge, in pick order. */
  picked: string[];
  /** The entry fees paid into the challenge, in payment order. */
  fees: FeePaid[];
  /** Those of the close's awardees (the top and picks' authors, the catalyst) who have a scout. */
  recruits: Recruit[];
}

/**
 * Ranks a settling challenge's ideas and writes each one's place and score (its rating count
 * is already on it) in one statement, with `also` (a data-modifying CTE); answers what the
 * close pays from: counts, the top authors, the picks' authors, and, read in the same
 * statement so the writes that follow need no other round trip, the fees paid and the
 * awardees' scouts.
 */
async function writeRanking(tx: Tx, challengeId: string, also: SQL): Promise<RankedClose> {
  const answer = await tx.execute(sql`
    with ${also}, ${rankingOf(challengeId)},
    written as (
      update ${ideas} set
        rank = coalesce(placed.rank, ideas.rank),
        score_milli = coalesce(placed.score_milli, ideas.score_milli)
      from placed
      -- Named again so the update reaches the challenge's ideas by its index, not a scan.
      where ideas.challenge_id = ${challengeId} and ideas.id = placed.id
      returning ideas.id, ideas.author_id, placed.rank as placed
    ),
    top as (select author_id, placed from written where placed <= ${PAID_PLACES}),
    picked as (
      select w.author_id, p.ord
      from ${challenges} c
      cross join jsonb_array_elements_text(c.top3_picks) with ordinality as p(id, ord)
      join written w on w.id::text = p.id
      where c.id = ${challengeId}
    )
    select
      (select count(*) from written where placed is not null)::int as ranked,
      (select count(*) from written where placed is null)::int as unranked,
      (select coalesce(json_agg(author_id order by placed), '[]'::json) from top) as top,
      (select coalesce(json_agg(author_id order by ord), '[]'::json) from picked) as picked,
      ${entryFeesPaid(challengeId)} as fees,
      (select coalesce(json_agg(json_build_object(
          'id', u.id, 'scoutId', u.scout_referrer_id,
          'createdAt', floor(extract(epoch from u.created_at) * 1000)::bigint)), '[]'::json)
        from ${users} u
        where u.scout_referrer_id is not null and u.id in (
          select author_id from top union select author_id from picked
          union select catalyst_id from ${challenges} where id = ${challengeId})) as recruits`);
  const [row] = (answer as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) throw new Error('the ranking answered no row');
  return {
    ranked: row.ranked as number,
    unranked: row.unranked as number,
    top: jsonOf<string[]>(row.top),
    picked: jsonOf<string[]>(row.picked),
    fees: jsonOf<FeePaid[]>(row.fees),
    recruits: jsonOf<{ id: string; scoutId: string; createdAt: number }[]>(row.recruits).map(
      (r) => ({
        ...r,
        createdAt: new Date(Number(r.createdAt)),
      }),
    ),
  };
}

/** A challenge the settlement closed and paid, as its news needs it. */
export interface Closed {
  readonly settlement: Settlement;
  readonly challenge: AwardChallenge & { readonly id: string };
}

/**
 * The settlement's work in `tx` (its first part): flips `settled_at` once, releases the
 * olympiad scores, ranks the ideas and pays the close's neurons, scouts' shares and money. Null
 * when it was already settled (by this call's rival or earlier). `tellClosed` writes its news
 * in the same transaction; `settleChallenge` runs both.
 */
export async function closeAndPay(tx: Tx, challengeId: string, now: Date): Promise<Closed | null> {
  // A statement of its own: it waits for the payments, ideas and ratings that lock the row
  // shared, and the ranking after it starts from a snapshot that has them all.
  const [row] = await tx
    .update(challenges)
    .set({ settledAt: now, isClosed: true, status: 'closed', updatedAt: now })
    .where(and(eq(challenges.id, challengeId), isNull(challenges.settledAt)))
    .returning({
      id: challenges.id,
      catalystId: challenges.catalystId,
      prizeMoneyCents: challenges.prizeMoneyCents,
      questionTitle: challenges.questionTitle,
      slug: challenges.slug,
      solutionFormat: challenges.solutionFormat,
    });
  if (!row) return null;
  // Its hidden play is public from now: it counts on the olympiads' boards at the close (a
  // CTE of the ranking's statement, before the close's own awards).
  const ranking = await writeRanking(tx, row.id, releaseSettledScoresCte(row.id, now));
  const awards = neuronsFor({
    kind: 'ChallengeClosed',
    id: `challenge:${row.id}`,
    catalystId: row.catalystId,
    communityTop5: ranking.top,
    catalystTop3: ranking.picked,
    rankedIdeaCount: ranking.ranked,
  });
  const { money, credits } = settleChallengeMoney(
    {
      challengeId: row.id,
      catalystId: row.catalystId,
      pledgeCents: row.prizeMoneyCents,
      rankedAuthors: ranking.top,
      fees: ranking.fees,
    },
    now,
  );
  // The neurons, the scouts' shares, the running totals and the money: one statement.
  const writes = [
    awardNeuronsCtes(awards, ranking.recruits, { challengeId: row.id, now }),
    credits && sql`credited as (${credits})`,
  ].filter((cte): cte is SQL => cte !== null);
  if (writes.length > 0) await tx.execute(sql`with ${sql.join(writes, sql`, `)} select 1`);
  return {
    settlement: {
      challengeId: row.id,
      settledAt: now,
      ranked: ranking.ranked,
      unranked: ranking.unranked,
      prizeCentsPaid: money.prizePaid,
      prizeCentsUnawarded: money.prizeUnawarded,
      entryFeesCents: money.feesTotal,
    },
    challenge: {
      id: row.id,
      questionTitle: row.questionTitle,
      slug: row.slug,
      solutionFormat: row.solutionFormat,
      settledAt: now,
    },
  };
}

/**
 * The settlement's news, in its transaction after `closeAndPay`: the medals the close earns
 * (judged after its awards, which they count) and every highlight, in one statement; the
 * announcements once `tx` commits (decisions 0020 and 0021).
 */
export async function tellClosed(
  tx: Tx,
  db: Database,
  announcer: Announcer,
  closed: Closed,
): Promise<void> {
  const { settlement, challenge } = closed;
  const at = settlement.settledAt;
  const medals = await settlementMedalGrants(tx, challenge.id, at);
  await writeSettlementHighlights(
    tx,
    announcer,
    challenge.id,
    at,
    { ranked: settlement.ranked, entered: settlement.ranked + settlement.unranked },
    settlementMedalNews(medals, challenge.id, at),
  );
  announceSettlement(tx, db, announcer, challenge, at);
}

/**
 * Settles a challenge, exactly once, in one transaction: its ranking and payments
 * (`closeAndPay`) and what it tells (`tellClosed`). Null when it was already settled.
 */
export async function settleChallenge(
  db: Database,
  challengeId: string,
  now: Date,
  announcer: Announcer,
): Promise<Settlement | null> {
  return inTransaction(db, async (tx) => {
    const closed = await closeAndPay(tx, challengeId, now);
    if (!closed) return null;
    await tellClosed(tx, db, announcer, closed);
    return closed.settlement;
  });
}

/**
 * The sweep: settles challenges whose time is up or that were closed, oldest first. Answers how
 * many it settled.
 */
export async function settleDueChallenges(
  db: Database,
  now: Date,
  announcer: Announcer,
  limit = 50,
): Promise<number> {
  const due = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        isNull(challenges.settledAt),
        or(
          lte(challenges.durationEnd, now),
          eq(challenges.isClosed, true),
          eq(challenges.status, 'closed'),
        ),
      ),
    )
    .orderBy(asc(challenges.durationEnd))
    .limit(limit);
  let done = 0;
  for (const { id } of due) if (await settleChallenge(db, id, now, announcer)) done++;
  return done;
}
