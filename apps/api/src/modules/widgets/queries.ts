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
import { perDatabase } from '../../db/prepared.js';
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

// The statements' parameters: a list's moment, platform and catalyst, and its page.
const NOW = sql.placeholder('now');
const PLATFORM = sql.placeholder('platform');
const CATALYST = sql.placeholder('catalyst');

const IS_OPEN = sql`(${OPEN_ROW} and ${challenges.durationStart} <= ${NOW} and ${challenges.durationEnd} > ${NOW})`;

const HAS_ENDED = or(
  isNotNull(challenges.settledAt),
  eq(challenges.isClosed, true),
  eq(challenges.status, 'closed'),
  sql`${challenges.durationEnd} <= ${NOW}`,
) as SQL;

/** What decides a list's statement: everything of its filter but the values of its parameters. */
type CardShape = Pick<CardFilter, 'list' | 'entryFee'> & {
  readonly onPlatform: boolean;
  readonly byCatalyst: boolean;
};

const shapeOf = (filter: CardFilter): CardShape => ({
  list: filter.list,
  entryFee: filter.entryFee === true,
  onPlatform: filter.platformId !== undefined,
  byCatalyst: filter.catalystId !== undefined,
});

const nameOf = (shape: CardShape) =>
  `${shape.list}${shape.entryFee ? '_fee' : ''}${shape.onPlatform ? '_platform' : ''}${shape.byCatalyst ? '_catalyst' : ''}`;

const paramsOf = (filter: CardFilter) => ({
  now: filter.now,
  platform: filter.platformId,
  catalyst: filter.catalystId,
});

function where(shape: CardShape): SQL | undefined {
  const { list } = shape;
  const phase =
    list === 'completed'
      ? isNotNull(challenges.settledAt)
      : list === 'user-closed'
        ? HAS_ENDED
        : IS_OPEN;
  return and(
    // A suggestion box's questions live on the box's own page.
    sql`${challenges.solutionFormat} <> 'ama'`,
    phase,
    list === 'with-prizes' ? sql`${challenges.prizeMoneyCents} > 0` : undefined,
    shape.entryFee ? sql`${challenges.ideaEntryFeeCents} > 0` : undefined,
    shape.byCatalyst ? eq(challenges.catalystId, CATALYST) : undefined,
    // Made there or shown there too. The main platform shows every challenge (the demo's and
    // the seed's challenges have no rows saying they show on it): its lists pass no platform.
    shape.onPlatform
      ? sql`(${challenges.platformId} = ${PLATFORM}
          or exists (select 1 from ${challengePlatforms} cp where cp.challenge_id = ${challenges.id} and cp.platform_id = ${PLATFORM}))`
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

function cardStatements(db: Database, shape: CardShape) {
  const condition = where(shape);
  const name = nameOf(shape);
  return {
    rows: db
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
      .orderBy(...orderOf(shape.list))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(`cards_${name}`),
    total: db
      .select({ total: count() })
      .from(challenges)
      .where(condition)
      .prepare(`cards_total_${name}`),
  };
}

type CardStatements = ReturnType<typeof cardStatements>;

/**
 * Each list's statements, built once per database and shape: the home runs six lists a request,
 * and building their SQL again each time cost more than a millisecond and ~0.7 MB of short-lived
 * objects per home on PGlite (its collections then fell on the requests that followed).
 */
const preparedCards = perDatabase(() => new Map<string, CardStatements>());

function statementsFor(db: Database, filter: CardFilter): CardStatements {
  const shape = shapeOf(filter);
  const kept = preparedCards(db);
  const key = nameOf(shape);
  let statements = kept.get(key);
  if (!statements) {
    statements = cardStatements(db, shape);
    kept.set(key, statements);
  }
  return statements;
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
  const statements = statementsFor(db, filter);
  const params = paramsOf(filter);
  const [rows, totals] = await Promise.all([
    statements.rows.execute({ ...params, size: page.size, offset: page.page * page.size }),
    counted ? statements.total.execute(params) : [],
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

const mainPlatformStatement = perDatabase((db) =>
  db
    .select({
      id: platforms.id,
      slug: platforms.slug,
      title: platforms.title,
      isDefault: platforms.isDefault,
    })
    .from(platforms)
    .where(eq(platforms.isDefault, true))
    .limit(1)
    .prepare('main_platform'),
);

export async function mainPlatform(db: Database) {
  const [row] = await mainPlatformStatement(db).execute();
  if (!row) throw new Error('no default platform');
  return row;
}

const openCountsStatement = (db: Database, onPlatform: boolean) =>
  db
    .select({ categoryId: challenges.mainCategoryId, open: count() })
    .from(challenges)
    .where(
      and(
        where({ list: 'ending-soon', entryFee: false, onPlatform, byCatalyst: false }),
        isNotNull(challenges.mainCategoryId),
      ),
    )
    .groupBy(challenges.mainCategoryId)
    .prepare(`open_counts_by_category${onPlatform ? '_platform' : ''}`);

const openCounts = {
  main: perDatabase((db) => openCountsStatement(db, false)),
  platform: perDatabase((db) => openCountsStatement(db, true)),
};

/** Open challenges on a platform (every one when none is given), counted by their own category. */
export async function openCountsByCategory(
  db: Database,
  platformId: string | undefined,
  now: Date,
) {
  const statement = openCounts[platformId === undefined ? 'main' : 'platform'](db);
  return statement.execute({ now, platform: platformId });
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
