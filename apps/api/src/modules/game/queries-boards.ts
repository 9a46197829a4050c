/**
 * The SQL of what players read about their play: neurons and brains (always computed from the
 * neuron ledger, so a score never drifts from the awards behind it), role dashboards and a
 * settled challenge's results.
 */
import type { DASHBOARD_ROLES, DASHBOARD_STATES } from '@nervus/contracts';
import type { LadderRole } from '@nervus/game-rules';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  challengePlatforms,
  challenges,
  ideas,
  moneyLedger,
  neuronLedger,
  platforms,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';

/** A player's id, or undefined when nobody has it. */
export async function findPlayerId(db: Database, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row?.id;
}

const ofRole = (userId: string, role: LadderRole | undefined) =>
  and(
    eq(neuronLedger.userId, userId),
    role && role !== 'overall' ? eq(neuronLedger.role, role) : undefined,
  );

/** A player's awards, newest first, one page, for one role or all. */
export async function neuronPage(
  db: Database,
  userId: string,
  query: { role?: LadderRole | undefined; page: number; size: number },
) {
  const where = ofRole(userId, query.role);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(neuronLedger)
      .where(where)
      .orderBy(desc(neuronLedger.createdAt), desc(neuronLedger.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(neuronLedger).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A player's points per UTC day with awards, in thousandths, oldest first. */
export function neuronsPerDay(db: Database, userId: string, role: LadderRole | undefined) {
  const day = sql<string>`to_char(${neuronLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, milli: sql<string>`sum(${neuronLedger.milliPoints})` })
    .from(neuronLedger)
    .where(ofRole(userId, role))
    .groupBy(day)
    .orderBy(day);
}

export async function findPlatformBySlug(db: Database, slug: string) {
  const [platform] = await db
    .select({ id: platforms.id, ownerId: platforms.ownerId, type: platforms.type })
    .from(platforms)
    .where(eq(platforms.slug, slug.toLowerCase()))
    .limit(1);
  return platform;
}

/** How far ahead the catalyst's "closing" list looks. */
const CLOSING_WINDOW_MS = 7 * 86_400_000;

export interface DashboardPage {
  readonly me: string;
  readonly role: (typeof DASHBOARD_ROLES)[number];
  readonly state: (typeof DASHBOARD_STATES)[number];
  /** The platform the path names; null lists every challenge (the player's own platform). */
  readonly platformId: string | null;
  readonly page: number;
  readonly size: number;
  readonly now: Date;
}

/** One page of a player's challenges in one role and state, with the counts the tables show. */
export async function dashboardPage(db: Database, q: DashboardPage) {
  const { me, state } = q;
  // Correlated subqueries name the outer table outright: an interpolated column would be
  // rendered unqualified and bind to the inner table's column of the same name.
  const counts = {
    ideas: sql<number>`(select count(*)::int from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
    myRatings: sql<number>`(select count(*)::int from idea_ratings r where r.challenge_id = challenges.id and r.rater_id = ${me})`,
    myMentoring: sql<number>`(select count(*)::int from mentor_feedbacks f where f.challenge_id = challenges.id and f.mentor_id = ${me})`,
    all: sql<number>`(select count(*)::int from ideas i where i.challenge_id = challenges.id)`,
    best: sql<
      number | null
    >`(select min(i.rank) from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
    ratings: sql<number>`(select count(*)::int from idea_ratings r where r.challenge_id = challenges.id)`,
    mentoring: sql<number>`(select count(*)::int from mentor_feedbacks f where f.challenge_id = challenges.id)`,
    challengeRating: sql<
      string | null
    >`(select round(avg(cr.stars)::numeric, 1)::text from challenge_ratings cr where cr.challenge_id = challenges.id)`,
    toRate: sql<number>`(select count(*)::int from ideas i where i.challenge_id = challenges.id and i.author_id <> ${me} and not exists (select 1 from idea_ratings r where r.idea_id = i.id and r.rater_id = ${me}))`,
  };
  const rated = sql`exists (select 1 from idea_ratings r where r.challenge_id = challenges.id and r.rater_id = ${me})`;
  const leftToRate = sql`challenges.catalyst_id <> ${me} and exists (select 1 from ideas i where i.challenge_id = challenges.id and i.author_id <> ${me} and not exists (select 1 from idea_ratings r where r.idea_id = i.id and r.rater_id = ${me}))`;
  const byRole: Record<DashboardPage['role'], SQL> = {
    innovator: sql`exists (select 1 from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
    catalyst: eq(challenges.catalystId, me),
    // Open: what is left to rate; closed and "mine": where the rater played.
    rater: state === 'open' || state === 'closing' ? leftToRate : rated,
    mentor: sql`exists (select 1 from mentor_feedbacks f where f.challenge_id = challenges.id and f.mentor_id = ${me})`,
  };
  const byState: Record<DashboardPage['state'], SQL | undefined> = {
    open: isNull(challenges.settledAt),
    mine: isNull(challenges.settledAt),
    closed: isNotNull(challenges.settledAt),
    closing: and(
      isNull(challenges.settledAt),
      gt(challenges.durationEnd, q.now),
      lte(challenges.durationEnd, new Date(q.now.getTime() + CLOSING_WINDOW_MS)),
    ),
  };
  const where = and(
    byRole[q.role],
    byState[state],
    // Suggestion boxes (`ama`) have dashboards of their own (modules/suggestions).
    sql`challenges.solution_format <> 'ama'`,
    q.platformId === null
      ? undefined
      : sql`exists (select 1 from ${challengePlatforms} cp where cp.challenge_id = challenges.id and cp.platform_id = ${q.platformId})`,
  );
  const order =
    state === 'closing'
      ? [asc(challenges.durationEnd), asc(challenges.id)]
      : [desc(challenges.durationEnd), desc(challenges.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: challenges.id,
        slug: challenges.slug,
        title: challenges.questionTitle,
        end: challenges.durationEnd,
        settledAt: challenges.settledAt,
        isClosed: challenges.isClosed,
        status: challenges.status,
        ...counts,
      })
      .from(challenges)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(challenges).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type DashboardRow = Awaited<ReturnType<typeof dashboardPage>>['rows'][number];

/** A settled challenge's ranked ideas, best first. */
export async function rankedIdeaIds(db: Database, challengeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.challengeId, challengeId), isNotNull(ideas.rank)))
    .orderBy(asc(ideas.rank));
  return rows.map((r) => r.id);
}

/** The money ledger's rows of a challenge, with the handle of each player paid or charged. */
export function challengeMoney(db: Database, challengeId: string) {
  return db
    .select({
      kind: moneyLedger.kind,
      key: moneyLedger.idempotencyKey,
      cents: moneyLedger.cents,
      userId: moneyLedger.userId,
      handle: users.handle,
    })
    .from(moneyLedger)
    .leftJoin(users, eq(users.id, moneyLedger.userId))
    .where(eq(moneyLedger.challengeId, challengeId));
}

export type PaidRow = Awaited<ReturnType<typeof challengeMoney>>[number];

/** A player's neurons from one challenge per role, in thousandths. */
export function neuronsFromChallenge(db: Database, challengeId: string, userId: string) {
  return db
    .select({
      role: neuronLedger.role,
      milli: sql<string>`sum(${neuronLedger.milliPoints})`,
    })
    .from(neuronLedger)
    .where(and(eq(neuronLedger.challengeId, challengeId), eq(neuronLedger.userId, userId)))
    .groupBy(neuronLedger.role)
    .orderBy(asc(neuronLedger.role));
}
