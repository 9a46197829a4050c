/** The widgets' SQL: challenge cards by section, a player's challenges, Top 3s, category counts. */
import type { HomeSectionId } from '@nervus/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  categories,
  challengePlatforms,
  challenges,
  ideas,
  platforms,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';

/** Which challenges a list holds and in which order. */
export type CardList = HomeSectionId | 'user-open' | 'user-closed';

export interface CardFilter {
  readonly list: CardList;
  /**
   * Challenges made on or shown on this platform; absent for the main one, which shows every
   * challenge (`listedOn`).
   */
  readonly platformId?: string | undefined;
  readonly catalystId?: string;
  /** Only those with an entry fee. */
  readonly entryFee?: boolean;
  readonly now: Date;
}

// Counted, never listed: how many ideas and raters a challenge has is public while it runs.
const ideaCount = sql<number>`(select count(*)::int from ideas i where i.challenge_id = ${challenges.id})`;
const raterCount = sql<number>`(select count(distinct r.rater_id)::int from idea_ratings r where r.challenge_id = ${challenges.id})`;

/**
 * Running, in the words of the partial indexes of migration 0026 (constants, not parameters, so
 * the planner can prove a query's rows are an index's): the home's open lists walk those indexes
 * in their order and stop at their last card instead of sorting every open challenge.
 */
const OPEN_ROW = sql`${challenges.settledAt} is null and not ${challenges.isClosed} and ${challenges.status} = 'open' and ${challenges.solutionFormat} <> 'ama'`;

function isOpen(now: Date): SQL {
  return sql`(${OPEN_ROW} and ${challenges.durationStart} <= ${now} and ${challenges.durationEnd} > ${now})`;
}

function hasEnded(now: Date): SQL {
  return or(
    isNotNull(challenges.settledAt),
    eq(challenges.isClosed, true),
    eq(challenges.status, 'closed'),
    sql`${challenges.durationEnd} <= ${now}`,
  ) as SQL;
}

function where(filter: CardFilter): SQL | undefined {
  const { list, now } = filter;
  const phase =
    list === 'completed'
      ? isNotNull(challenges.settledAt)
      : list === 'user-closed'
        ? hasEnded(now)
        : isOpen(now);
  return and(
    // A suggestion box's questions live on the box's own page.
    sql`${challenges.solutionFormat} <> 'ama'`,
    phase,
    list === 'with-prizes' ? sql`${challenges.prizeMoneyCents} > 0` : undefined,
    filter.entryFee ? sql`${challenges.ideaEntryFeeCents} > 0` : undefined,
    filter.catalystId ? eq(challenges.catalystId, filter.catalystId) : undefined,
    // Made there or shown there too. The main platform shows every challenge (the demo's and
    // the seed's challenges have no rows saying they show on it): its lists pass no platform.
    filter.platformId
      ? sql`(${challenges.platformId} = ${filter.platformId}
          or exists (select 1 from ${challengePlatforms} cp where cp.challenge_id = ${challenges.id} and cp.platform_id = ${filter.platformId}))`
      : undefined,
  );
}

function orderOf(list: CardList): SQL[] {
  switch (list) {
    case 'ending-soon':
    case 'user-open':
      return [asc(challenges.durationEnd), asc(challenges.id)];
    case 'newest':
      return [desc(challenges.createdAt), asc(challenges.id)];
    case 'most-played':
      // The count the triggers of migration 0026 keep: an index's order, not one count per row.
      return [
        desc(sql`${challenges}.ideas_count`),
        asc(challenges.durationEnd),
        asc(challenges.id),
      ];
    case 'with-prizes':
      return [desc(challenges.prizeMoneyCents), asc(challenges.durationEnd), asc(challenges.id)];
    case 'completed':
      return [desc(challenges.settledAt), asc(challenges.id)];
    case 'user-closed':
      return [
        desc(sql`coalesce(${challenges.settledAt}, ${challenges.durationEnd})`),
        asc(challenges.id),
      ];
  }
}

/**
 * One page of a list's cards' rows, with how many the whole list has (counted only when
 * `counted`: a count reads every row of the list, where the page reads its first few).
 */
export async function cardRows(
  db: Database,
  filter: CardFilter,
  page: { readonly page: number; readonly size: number },
  counted = true,
) {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: challenges.id,
        slug: challenges.slug,
        questionTitle: challenges.questionTitle,
        solutionFormat: challenges.solutionFormat,
        primaryImage: challenges.primaryImage,
        category: { id: categories.id, slug: categories.slug, name: categories.name },
        catalyst: { id: users.id, handle: users.handle },
        prizeType: challenges.prizeType,
        prizeTitle: challenges.prizeTitle,
        prizeMoneyCents: challenges.prizeMoneyCents,
        ideaEntryFeeCents: challenges.ideaEntryFeeCents,
        durationStart: challenges.durationStart,
        durationEnd: challenges.durationEnd,
        isClosed: challenges.isClosed,
        status: challenges.status,
        settledAt: challenges.settledAt,
        top3Picks: challenges.top3Picks,
        ideas: ideaCount,
        raters: raterCount,
      })
      .from(challenges)
      .innerJoin(users, eq(users.id, challenges.catalystId))
      .leftJoin(categories, eq(categories.id, challenges.mainCategoryId))
      .where(condition)
      .orderBy(...orderOf(filter.list))
      .limit(page.size)
      .offset(page.page * page.size),
    counted ? db.select({ total: count() }).from(challenges).where(condition) : [],
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type CardRow = Awaited<ReturnType<typeof cardRows>>['rows'][number];

/** The ranked ideas of settled challenges, best first, with their titles and authors. */
export function rankedIdeas(db: Database, challengeIds: readonly string[]) {
  if (challengeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: ideas.id,
      challengeId: ideas.challengeId,
      title: ideas.title,
      rank: ideas.rank,
      authorId: users.id,
      handle: users.handle,
    })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(users, eq(users.id, ideas.authorId))
    .where(
      and(
        inArray(ideas.challengeId, [...challengeIds]),
        // Revealed ideas only: a challenge's ideas stay hidden until it is settled.
        isNotNull(challenges.settledAt),
      ),
    )
    .orderBy(asc(ideas.challengeId), sql`${ideas.rank} asc nulls last`, asc(ideas.id));
}

/** A platform by slug, not deleted. */
export async function platformBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: platforms.id,
      slug: platforms.slug,
      title: platforms.title,
      isDefault: platforms.isDefault,
    })
    .from(platforms)
    .where(and(eq(platforms.slug, slug.toLowerCase()), isNull(platforms.deletedAt)))
    .limit(1);
  return row;
}

export async function mainPlatform(db: Database) {
  const [row] = await db
    .select({
      id: platforms.id,
      slug: platforms.slug,
      title: platforms.title,
      isDefault: platforms.isDefault,
    })
    .from(platforms)
    .where(eq(platforms.isDefault, true))
    .limit(1);
  if (!row) throw new Error('no default platform');
  return row;
}

/** Open challenges on a platform (every one when none is given), counted by their own category. */
export async function openCountsByCategory(
  db: Database,
  platformId: string | undefined,
  now: Date,
) {
  return db
    .select({ categoryId: challenges.mainCategoryId, open: count() })
    .from(challenges)
    .where(
      and(where({ list: 'ending-soon', platformId, now }), isNotNull(challenges.mainCategoryId)),
    )
    .groupBy(challenges.mainCategoryId);
}

/** A player by id or handle, not deleted. */
export async function playerId(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isUuid(key)
          ? or(eq(users.id, key), eq(users.handle, key.toLowerCase()))
          : eq(users.handle, key.toLowerCase()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.id;
}
