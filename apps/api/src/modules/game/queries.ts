/**
 * The game loop's SQL: ideas, ratings of ideas and of challenges, the Top 3 picks, who played.
 * Mentoring, brains, dashboards and results have theirs in `queries-*.ts`.
 */
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { challengeRatings, challenges, ideaRatings, ideas, users } from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import { ideaContentHash } from '../challenges/idea-hash.js';

type IdeaRow = typeof ideas.$inferSelect;

/** An idea with its author's handle. */
export interface IdeaReading {
  readonly idea: IdeaRow;
  readonly handle: string;
}

/**
 * The challenge's innovators in the order of their first idea (entry positions). The catalyst's
 * own idea of a test-an-idea challenge takes no position: the first innovator of the crowd
 * earns the first early bonus, so nobody's award counts an idea they cannot see.
 */
export function innovatorsInOrder(tx: Tx, challengeId: string, catalystId: string) {
  return tx
    .select({ authorId: ideas.authorId, first: sql<Date>`min(${ideas.createdAt})` })
    .from(ideas)
    .where(and(eq(ideas.challengeId, challengeId), sql`${ideas.authorId} <> ${catalystId}`))
    .groupBy(ideas.authorId)
    .orderBy(sql`min(${ideas.createdAt})`, asc(ideas.authorId));
}

export async function countIdeasBy(tx: Tx, challengeId: string, authorId: string): Promise<number> {
  const [mine] = await tx
    .select({ n: count() })
    .from(ideas)
    .where(and(eq(ideas.challengeId, challengeId), eq(ideas.authorId, authorId)));
  return mine?.n ?? 0;
}

/** Stores an idea with the content hash of exactly what is stored. */
export async function insertIdea(
  tx: Tx,
  values: {
    challengeId: string;
    authorId: string;
    title: string;
    description: string;
    purpose: string | null;
    primaryImage: string | null;
    createdAt: Date;
  },
): Promise<IdeaRow> {
  const [row] = await tx
    .insert(ideas)
    .values({ ...values, contentHash: ideaContentHash(values) })
    .returning();
  if (!row) throw new Error('insert returned no idea');
  return row;
}

/**
 * Every idea of a challenge for its catalyst's picker: while hidden in the order of their
 * random ids, which says nothing of when each was entered (the catalyst's own test idea would
 * otherwise come first); once revealed in the order entered.
 */
export function catalystIdeaList(
  db: Database,
  challengeId: string,
  revealed: boolean,
): Promise<IdeaReading[]> {
  return db
    .select({ idea: ideas, handle: users.handle })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .where(eq(ideas.challengeId, challengeId))
    .orderBy(...(revealed ? [asc(ideas.createdAt), asc(ideas.id)] : [asc(ideas.id)]));
}

/** One idea with its author's handle and when its challenge was published and settled. */
export async function findIdeaReading(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      idea: ideas,
      handle: users.handle,
      settledAt: challenges.settledAt,
      openedAt: challenges.createdAt,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(eq(ideas.id, id))
    .limit(1);
  return row;
}

/** An idea of this challenge. */
export async function findIdeaIn(
  tx: Tx,
  challengeId: string,
  ideaId: string,
): Promise<IdeaRow | undefined> {
  const [idea] = await tx
    .select()
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.challengeId, challengeId)))
    .limit(1);
  return idea;
}

/**
 * The next idea a rater has not rated (not their own), least rated first so every idea reaches
 * the two ratings it needs to rank, and how many such ideas remain. Ties go in an order of the
 * rater's own (a hash of idea and rater), never the order entered: that would hand out the
 * oldest idea first, the catalyst's own in a test-an-idea challenge.
 */
export async function nextIdeaToRate(db: Database, challengeId: string, raterId: string) {
  const unrated = and(
    eq(ideas.challengeId, challengeId),
    sql`${ideas.authorId} <> ${raterId}`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(ideaRatings)
        .where(and(eq(ideaRatings.ideaId, ideas.id), eq(ideaRatings.raterId, raterId))),
    ),
  );
  const [next, remaining] = await Promise.all([
    db
      .select()
      .from(ideas)
      .where(unrated)
      .orderBy(asc(ideas.ratingCount), sql`md5(${ideas.id}::text || ${raterId})`, asc(ideas.id))
      .limit(1),
    db.select({ n: count() }).from(ideas).where(unrated),
  ]);
  return { idea: next[0] ?? null, remaining: remaining[0]?.n ?? 0 };
}

/**
 * Inserts a rating and adds it to its idea's running count and sum in the same statement, so
 * the two cannot part: a second rating of the same idea by the same rater fails the statement
 * (the primary key) before anything is added. Concurrent ratings of one idea take turns on its
 * row and each adds to the other's committed total.
 */
export async function insertIdeaRating(
  tx: Database | Tx,
  rating: { ideaId: string; raterId: string; challengeId: string; tenths: number; time: Date },
): Promise<void> {
  await tx.execute(sql`
    with rated as (
      insert into ${ideaRatings} (idea_id, rater_id, challenge_id, stars_tenths, created_at)
      values (${rating.ideaId}::uuid, ${rating.raterId}::uuid, ${rating.challengeId}::uuid,
        ${rating.tenths}::int, ${rating.time.toISOString()}::timestamptz)
      returning idea_id, stars_tenths
    )
    update ${ideas} set
      rating_count = ${ideas.ratingCount} + 1,
      rating_sum_tenths = ${ideas.ratingSumTenths} + rated.stars_tenths
    from rated where ${ideas.id} = rated.idea_id`);
}

export async function setTop3Picks(
  tx: Tx,
  challengeId: string,
  picks: readonly string[],
  time: Date,
): Promise<void> {
  await tx
    .update(challenges)
    .set({ top3Picks: [...picks], updatedAt: time })
    .where(eq(challenges.id, challengeId));
}

/** A challenge's rating: the average in tenths, how many rated it, and the viewer's stars. */
export async function ratingSummary(db: Database | Tx, challengeId: string, viewer: string | null) {
  const [totals] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${challengeRatings.stars})` })
    .from(challengeRatings)
    .where(eq(challengeRatings.challengeId, challengeId));
  const [mine] = viewer
    ? await db
        .select({ stars: challengeRatings.stars })
        .from(challengeRatings)
        .where(
          and(eq(challengeRatings.challengeId, challengeId), eq(challengeRatings.userId, viewer)),
        )
        .limit(1)
    : [];
  return {
    average:
      totals?.avg === null || totals?.avg === undefined
        ? null
        : Math.round(Number(totals.avg) * 10) / 10,
    count: totals?.n ?? 0,
    mine: mine?.stars ?? null,
  };
}

export async function insertChallengeRating(
  tx: Tx,
  rating: { challengeId: string; userId: string; stars: number; time: Date },
): Promise<void> {
  await tx.insert(challengeRatings).values({
    challengeId: rating.challengeId,
    userId: rating.userId,
    stars: rating.stars,
    createdAt: rating.time,
  });
}

/** How many players entered, rated and mentored in a challenge. */
export async function participantCounts(db: Database, challengeId: string) {
  const id = challengeId;
  const counted = await db.execute<{ innovators: number; raters: number; mentors: number }>(sql`
      select
        (select count(distinct author_id)::int from ideas where challenge_id = ${id}) as innovators,
        (select count(distinct rater_id)::int from idea_ratings where challenge_id = ${id}) as raters,
        (select count(distinct mentor_id)::int from mentor_feedbacks where challenge_id = ${id}) as mentors`);
  return (
    (counted as unknown as { rows: { innovators: number; raters: number; mentors: number }[] })
      .rows[0] ?? { innovators: 0, raters: 0, mentors: 0 }
  );
}

/** Everyone who played a challenge, with their part in it, best placed first. */
export async function participantList(db: Database, challengeId: string) {
  const id = challengeId;
  const listed = await db.execute(sql`
        with p as (
          select author_id as user_id from ideas where challenge_id = ${id}
          union select rater_id from idea_ratings where challenge_id = ${id}
          union select mentor_id from mentor_feedbacks where challenge_id = ${id}
        )
        select u.id, u.handle,
          (select count(*)::int from ideas i where i.challenge_id = ${id} and i.author_id = u.id) as ideas,
          (select min(i.rank) from ideas i where i.challenge_id = ${id} and i.author_id = u.id) as best_rank,
          (select count(*)::int from idea_ratings r where r.challenge_id = ${id} and r.rater_id = u.id) as ratings,
          (select count(*)::int from mentor_feedbacks f where f.challenge_id = ${id} and f.mentor_id = u.id) as mentoring
        from p join users u on u.id = p.user_id
        order by best_rank asc nulls last, u.handle`);
  return (
    listed as unknown as {
      rows: {
        id: string;
        handle: string;
        ideas: number;
        best_rank: number | null;
        ratings: number;
        mentoring: number;
      }[];
    }
  ).rows;
}
