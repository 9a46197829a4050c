/**
 * The challenge page's reads, each one prepared statement that finds the challenge by id or slug
 * and reads what the page needs beside it: a visitor's first load runs one statement per call
 * instead of a lookup and then its reads, and none of them rebuilds its SQL per request.
 */
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { challenges, ideas, users } from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import type { IdeaReading } from './queries.js';

type Key = 'slug' | 'uuid';

/**
 * The challenge a key names, as find.ts reads it: a uuid matches an id or a slug (at most one
 * challenge, as its `limit 1`), anything else a slug in lower case.
 */
function challengeNamed(key: Key): SQL {
  if (key === 'slug') return eq(challenges.slug, sql.placeholder('slug'));
  return sql`"challenges"."id" = (select named.id from challenges named where named.id = ${sql.placeholder('id')} or named.slug = ${sql.placeholder('slug')} limit 1)`;
}

function keyParams(key: string) {
  return isUuid(key) ? { id: key, slug: key } : { slug: key.toLowerCase() };
}

/** Statements prepared once per database and key kind (names are unique per database). */
function preparedOnce<P>(build: (db: Database, key: Key) => P) {
  const kept = { slug: new WeakMap<object, P>(), uuid: new WeakMap<object, P>() };
  return (db: Database, key: string): P => {
    const kind: Key = isUuid(key) ? 'uuid' : 'slug';
    let statement = kept[kind].get(db);
    if (!statement) {
      statement = build(db, kind);
      kept[kind].set(db, statement);
    }
    return statement;
  };
}

// Hidden play: before settlement the join keeps only the viewer's own ideas (none for a visitor:
// `author_id = null` is never true), so nobody else's idea leaves the database.
// The count is a lateral join, made once for the challenge: in the select list it was a
// subquery that PostgreSQL ran again for every idea row (1,000 ideas: 190 ms instead of 5).
const ideasStatement = preparedOnce((db, key) => {
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(sql`ideas counted`)
    .where(sql`counted.challenge_id = "challenges"."id"`)
    .as('counted');
  return db
    .select({
      challengeId: challenges.id,
      settledAt: challenges.settledAt,
      openedAt: challenges.createdAt,
      total: sql<number>`${counted.total}`.mapWith(Number),
      idea: ideas,
      handle: users.handle,
    })
    .from(challenges)
    .leftJoinLateral(counted, sql`true`)
    .leftJoin(
      ideas,
      and(
        eq(ideas.challengeId, challenges.id),
        or(isNotNull(challenges.settledAt), eq(ideas.authorId, sql.placeholder('viewer'))),
      ),
    )
    .leftJoin(users, eq(users.id, ideas.authorId))
    .where(challengeNamed(key))
    .orderBy(sql`${ideas.rank} asc nulls last`, asc(ideas.createdAt), asc(ideas.id))
    .prepare(`challenge_page_ideas_${key}`);
});

/**
 * A challenge's ideas as one viewer may list them (every idea once settled, else only their own),
 * placed first once ranked, with how many it has in all; undefined when no challenge has the key.
 */
export async function challengeIdeasRead(db: Database, key: string, viewer: string | null) {
  const rows = await ideasStatement(db, key).execute({ ...keyParams(key), viewer });
  const first = rows[0];
  if (!first) return undefined;
  const listed: IdeaReading[] = [];
  for (const row of rows)
    if (row.idea && row.handle !== null) listed.push({ idea: row.idea, handle: row.handle });
  return {
    challengeId: first.challengeId,
    revealed: first.settledAt !== null,
    openedAt: first.openedAt,
    total: first.total,
    rows: listed,
  };
}

// Subqueries name their tables themselves: drizzle leaves a one-table select's columns unqualified.
const ratingStatement = preparedOnce((db, key) =>
  db
    .select({
      count:
        sql<number>`(select count(*) from challenge_ratings r where r.challenge_id = "challenges"."id")`.mapWith(
          Number,
        ),
      avg: sql<
        string | null
      >`(select avg(r.stars) from challenge_ratings r where r.challenge_id = "challenges"."id")`,
      mine: sql<
        number | null
      >`(select r.stars from challenge_ratings r where r.challenge_id = "challenges"."id" and r.user_id = ${sql.placeholder('viewer')} limit 1)`,
    })
    .from(challenges)
    .where(challengeNamed(key))
    .limit(1)
    .prepare(`challenge_page_rating_${key}`),
);

/**
 * A challenge's rating as ratingSummary answers it (average to a tenth, how many rated, the
 * viewer's stars), found by id or slug; undefined when no challenge has the key.
 */
export async function challengeRatingRead(db: Database, key: string, viewer: string | null) {
  const [row] = await ratingStatement(db, key).execute({ ...keyParams(key), viewer });
  if (!row) return undefined;
  return {
    average: row.avg === null ? null : Math.round(Number(row.avg) * 10) / 10,
    count: row.count,
    mine: row.mine === null ? null : Number(row.mine),
  };
}
