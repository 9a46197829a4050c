/**
 * The SQL of stats. A player's counts read their own rows (ideas by author, ratings by rater,
 * mentoring by mentor: each an index range), each joined to its challenge to keep back, from
 * anyone but the player, the play of challenges that have not settled (docs/decisions/0010).
 * Score details read the per-day totals the ledger's writer keeps (`neuron_days`) less what the
 * reader may not see yet (game/hidden-play.ts), and the player's ledger rows for the reasons.
 * A challenge's counts are read only once it has settled; a platform's count its settled
 * challenges' play; an olympiad's come from its overall board, which takes a challenge's play
 * at the close.
 */
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { neuronDays, olympiads, platforms } from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import { type HistoryReader, visibleTo, withheldRows } from '../game/hidden-play.js';

function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

/** Suggestion boxes (`ama`) are not the game's challenges: their questions are not ideas. */
const GAME = sql`c.solution_format <> 'ama'`;

export interface ResourceCounts {
  readonly challenges_posted: number;
  readonly ideas_entered: number;
  readonly first_places: number;
  readonly top3_places: number;
  readonly ratings_given: number;
  readonly challenges_rated: number;
  readonly mentoring_given: number;
  readonly mentoring_rating: string | null;
  readonly recruits: number;
}

/**
 * A player's counts of play. The owner's count their own actions in open challenges too;
 * anyone else's only settled challenges. What others did to the player's play (the rating of
 * their mentoring) counts at the close for everyone, the player included.
 */
export async function resourceCounts(
  db: Database,
  userId: string,
  reader: HistoryReader,
): Promise<ResourceCounts> {
  const shown: SQL = reader === 'owner' ? sql`true` : sql`c.settled_at is not null`;
  const answer = await db.execute(sql`
    select
      (select count(*)::int from challenges c
        where c.catalyst_id = ${userId} and ${GAME}) as challenges_posted,
      (select count(*)::int from ideas i join challenges c on c.id = i.challenge_id
        where i.author_id = ${userId} and ${GAME} and ${shown}) as ideas_entered,
      (select count(*)::int from ideas i join challenges c on c.id = i.challenge_id
        where i.author_id = ${userId} and ${GAME} and c.settled_at is not null
          and i.rank = 1) as first_places,
      (select count(*)::int from ideas i join challenges c on c.id = i.challenge_id
        where i.author_id = ${userId} and ${GAME} and c.settled_at is not null
          and i.rank <= 3) as top3_places,
      (select count(*)::int from idea_ratings r join challenges c on c.id = r.challenge_id
        where r.rater_id = ${userId} and ${GAME} and ${shown}) as ratings_given,
      (select count(*)::int from challenge_ratings r join challenges c on c.id = r.challenge_id
        where r.user_id = ${userId} and ${GAME} and ${shown}) as challenges_rated,
      (select count(*)::int from mentor_feedbacks f join challenges c on c.id = f.challenge_id
        where f.mentor_id = ${userId} and ${GAME} and ${shown}) as mentoring_given,
      (select round(avg(f.rating)::numeric, 2)::text from mentor_feedbacks f
        join challenges c on c.id = f.challenge_id
        where f.mentor_id = ${userId} and f.rating is not null
          and c.settled_at is not null) as mentoring_rating,
      (select count(*)::int from users u
        where u.scout_referrer_id = ${userId} and u.deleted_at is null) as recruits`);
  const [row] = rowsOf<ResourceCounts>(answer);
  if (!row) throw new Error('the counts answered no row');
  return row;
}

/** A role's thousandths on one UTC day. */
export interface RoleDay {
  readonly role: string;
  readonly day: string;
  readonly milli: number;
}

/**
 * A player's neurons per role and UTC day from `since` on, as the reader may see them: the
 * kept per-day totals less the rows of unsettled challenges the reader may not see yet.
 */
export async function roleDays(
  db: Database,
  userId: string,
  reader: HistoryReader,
  since: string,
): Promise<RoleDay[]> {
  const [stored, held] = await Promise.all([
    db
      .select({ role: neuronDays.role, day: neuronDays.day, milli: neuronDays.milliPoints })
      .from(neuronDays)
      .where(and(eq(neuronDays.userId, userId), gte(neuronDays.day, since))),
    db.execute(withheldRows(userId, reader)),
  ]);
  const key = (role: string, day: string) => `${role}|${day}`;
  const away = new Map<string, number>();
  for (const h of rowsOf<{ role: string; day: string; milli: string }>(held))
    away.set(key(h.role, h.day), Number(h.milli));
  return stored.map((d) => ({
    role: d.role,
    day: d.day,
    milli: Number(d.milli) - (away.get(key(d.role, d.day)) ?? 0),
  }));
}

/** What a player's neurons were for, per role and reason, as the reader may see them. */
export async function reasonTotals(db: Database, userId: string, reader: HistoryReader) {
  const answer = await db.execute(sql`
    select l.role, l.reason, sum(l.milli_points)::bigint as milli, count(*)::int as awards
    from neuron_ledger l left join challenges c on c.id = l.challenge_id
    where l.user_id = ${userId} and ${visibleTo(reader)}
    group by 1, 2
    order by 3 desc, 1, 2`);
  return rowsOf<{ role: string; reason: string; milli: string; awards: number }>(answer);
}

/** A settled challenge's counts: its players, ideas, ratings, mentoring, neurons, prize paid. */
export async function settledChallengeCounts(db: Database, challengeId: string) {
  const id = challengeId;
  const answer = await db.execute(sql`
    select
      (select count(*)::int from (
        select author_id from ideas where challenge_id = ${id}
        union select rater_id from idea_ratings where challenge_id = ${id}
        union select mentor_id from mentor_feedbacks where challenge_id = ${id}) p) as players,
      (select count(*)::int from ideas where challenge_id = ${id}) as ideas,
      (select count(*)::int from idea_ratings where challenge_id = ${id}) as ratings,
      (select count(*)::int from mentor_feedbacks where challenge_id = ${id}) as mentoring,
      (select coalesce(sum(milli_points), 0)::bigint from neuron_ledger
        where challenge_id = ${id}) as milli,
      (select coalesce(sum(cents), 0)::int from money_ledger
        where challenge_id = ${id} and kind = 'challenge-prize') as prize_cents`);
  const [row] = rowsOf<{
    players: number;
    ideas: number;
    ratings: number;
    mentoring: number;
    milli: string;
    prize_cents: number;
  }>(answer);
  if (!row) throw new Error('the counts answered no row');
  return row;
}

/** A live platform by id or slug. */
export async function findPlatform(db: Database, key: string) {
  const [row] = await db
    .select({ id: platforms.id, title: platforms.title, isDefault: platforms.isDefault })
    .from(platforms)
    .where(
      and(
        isUuid(key)
          ? or(eq(platforms.id, key), eq(platforms.slug, key))
          : eq(platforms.slug, key.toLowerCase()),
        isNull(platforms.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A platform's challenges (made there or shown there; the main platform shows every one, as
 * its lists do: the seed's challenges have no rows saying so), those open, and its settled
 * ones' play.
 */
export async function platformCounts(
  db: Database,
  platform: { readonly id: string; readonly isDefault: boolean },
) {
  const shown = platform.isDefault
    ? sql`true`
    : sql`(c.platform_id = ${platform.id} or exists (select 1 from challenge_platforms cp
        where cp.challenge_id = c.id and cp.platform_id = ${platform.id}))`;
  const answer = await db.execute(sql`
    with pc as (
      select c.id, c.settled_at from challenges c where ${GAME} and ${shown}
    ), done as (select id from pc where settled_at is not null)
    select
      (select count(*)::int from pc) as challenges,
      (select count(*)::int from pc where settled_at is null) as open_challenges,
      (select count(*)::int from (
        select i.author_id from ideas i join done on done.id = i.challenge_id
        union select r.rater_id from idea_ratings r join done on done.id = r.challenge_id
        union select f.mentor_id from mentor_feedbacks f join done on done.id = f.challenge_id
      ) p) as players,
      (select count(*)::int from ideas i join done on done.id = i.challenge_id) as ideas,
      (select count(*)::int from idea_ratings r join done on done.id = r.challenge_id) as ratings,
      (select count(*)::int from mentor_feedbacks f
        join done on done.id = f.challenge_id) as mentoring`);
  const [row] = rowsOf<{
    challenges: number;
    open_challenges: number;
    players: number;
    ideas: number;
    ratings: number;
    mentoring: number;
  }>(answer);
  if (!row) throw new Error('the counts answered no row');
  return row;
}

export async function findOlympiad(db: Database, id: string) {
  const [row] = await db
    .select({ id: olympiads.id, name: olympiads.name, status: olympiads.status })
    .from(olympiads)
    .where(eq(olympiads.id, id))
    .limit(1);
  return row;
}

/** An olympiad's overall board summed, and its races' prizes. */
export async function olympiadCounts(db: Database, olympiadId: string) {
  const id = olympiadId;
  const answer = await db.execute(sql`
    select
      (select count(*)::int from olympiad_scores
        where olympiad_id = ${id} and board = 'overall' and milli_points > 0) as players,
      (select coalesce(sum(qty_challenges), 0)::int from olympiad_scores
        where olympiad_id = ${id} and board = 'overall') as challenges,
      (select coalesce(sum(qty_ideas), 0)::int from olympiad_scores
        where olympiad_id = ${id} and board = 'overall') as ideas,
      (select coalesce(sum(qty_ratings), 0)::int from olympiad_scores
        where olympiad_id = ${id} and board = 'overall') as ratings,
      (select coalesce(sum(qty_mentoring), 0)::int from olympiad_scores
        where olympiad_id = ${id} and board = 'overall') as mentoring,
      (select coalesce(sum(milli_points), 0)::bigint from olympiad_scores
        where olympiad_id = ${id} and board = 'overall') as milli,
      (select coalesce(sum(prize_cents), 0)::int from olympiad_races
        where olympiad_id = ${id}) as prize_cents`);
  const [row] = rowsOf<{
    players: number;
    challenges: number;
    ideas: number;
    ratings: number;
    mentoring: number;
    milli: string;
    prize_cents: number;
  }>(answer);
  if (!row) throw new Error('the counts answered no row');
  return row;
}
