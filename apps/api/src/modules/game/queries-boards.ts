/**
 * The SQL of what players read about their play: neurons and brains, role dashboards and a
 * settled challenge's results. Scores come from the running totals the ledger's writer keeps
 * with every award (`neuron_totals`, `neuron_days`), less what the reader may not see yet of
 * unsettled challenges (hidden-play.ts: read through the open challenges, not the history). A
 * history page sorts the player's rows by the time shown, which hidden play moves to the close,
 * so it reads the player's rows (one index range), not only a page of them.
 */
import type { DASHBOARD_ROLES, DASHBOARD_STATES } from '@nervus/contracts';
import type { LadderRole } from '@nervus/game-rules';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  challengePlatforms,
  challenges,
  ideas,
  moneyLedger,
  neuronDays,
  neuronLedger,
  neuronTotals,
  platforms,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import {
  type HistoryReader,
  shownAt,
  visibleRoleScores,
  visibleTo,
  withheldFrom,
} from '../ledger/hidden-play.js';

/** A player's id, or undefined when nobody has it. */
export async function findPlayerId(db: Database, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row?.id;
}

const oneRole = (role: LadderRole | undefined) => (role && role !== 'overall' ? role : undefined);

/** The rows of `withheldRows` for one role or all. */
async function withheld(
  db: Database,
  userId: string,
  reader: HistoryReader,
  role: LadderRole | undefined,
) {
  const only = oneRole(role);
  const rows = await withheldFrom(db, userId, reader);
  return only ? rows.filter((r) => r.role === only) : rows;
}

function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

// Hidden play's rule moved to the ledger (modules/highlights tells of awards with it).
export { visibleRoleScores };

/** A ledger row as a history shows it: when it is said to be earned, and its list id. */
export type ShownNeuron = typeof neuronLedger.$inferSelect & {
  shownAt: Date;
  listId: string;
  /** The award's challenge, which the page names and links. */
  challengeTitle: string | null;
  challengeSlug: string | null;
};

/**
 * A player's awards as the reader may see them (hidden-play.ts), newest first by the time shown,
 * one page, for one role or all; the total from the totals less what the reader may not see.
 * Rows shown at the same time go by reason and points, never by the ledger's sequence.
 */
export async function neuronPage(
  db: Database,
  userId: string,
  reader: HistoryReader,
  query: { role?: LadderRole | undefined; page: number; size: number },
) {
  const role = oneRole(query.role);
  const shown = shownAt(reader);
  const [answer, totals, held] = await Promise.all([
    db.execute(sql`
      with v as (
        select l.*, ${shown} as shown_at, c.question_title, c.slug as challenge_slug
        from ${neuronLedger} l left join ${challenges} c on c.id = l.challenge_id
        where l.user_id = ${userId}${role ? sql` and l.role = ${role}` : sql``}
          and ${visibleTo(reader)}
      )
      select v.*, md5(concat_ws('|', v.user_id, v.shown_at, v.role, v.reason, v.milli_points,
        v.challenge_id, row_number() over (
          partition by v.shown_at, v.role, v.reason, v.milli_points, v.challenge_id order by v.id
        ))) as list_id
      from v
      order by v.shown_at desc, v.reason, v.milli_points desc, list_id
      limit ${query.size} offset ${query.page * query.size}`),
    db
      .select({ n: sql<number>`coalesce(sum(${neuronTotals.awards}), 0)::int` })
      .from(neuronTotals)
      .where(and(eq(neuronTotals.userId, userId), role ? eq(neuronTotals.role, role) : undefined)),
    withheld(db, userId, reader, query.role),
  ]);
  const rows = rowsOf<Record<string, unknown>>(answer).map(
    (r): ShownNeuron => ({
      id: Number(r.id),
      userId: r.user_id as string,
      role: r.role as string,
      milliPoints: Number(r.milli_points),
      reason: r.reason as string,
      isStatic: Boolean(r.is_static),
      idempotencyKey: r.idempotency_key as string,
      challengeId: (r.challenge_id as string | null) ?? null,
      createdAt: new Date(r.created_at as string),
      shownAt: new Date(r.shown_at as string),
      listId: r.list_id as string,
      challengeTitle: (r.question_title as string | null) ?? null,
      challengeSlug: (r.challenge_slug as string | null) ?? null,
    }),
  );
  const hidden = held.reduce((sum, h) => sum + h.awards, 0);
  return { rows, total: (totals[0]?.n ?? 0) - hidden };
}

/** The most days the brain's history answers: the latest, so a long history stays one read. */
export const HISTORY_DAYS = 1000;

/**
 * A player's points per UTC day with awards (the latest `HISTORY_DAYS`, oldest first) in
 * thousandths, as the reader may see them, and their total in the same snapshot: the score
 * before the first day answered is the total less those days. A day whose every award the
 * reader may not see yet is left out (a day at zero would still date the play).
 */
export async function neuronsPerDay(
  db: Database,
  userId: string,
  reader: HistoryReader,
  role: LadderRole | undefined,
) {
  const only = oneRole(role);
  const total = sql<string>`(select coalesce(sum(t.milli_points), 0) from ${neuronTotals} t
    where t.user_id = ${userId}${only ? sql` and t.role = ${only}` : sql``})`;
  const [stored, held] = await Promise.all([
    db
      .select({ day: neuronDays.day, milli: sql<string>`sum(${neuronDays.milliPoints})`, total })
      .from(neuronDays)
      .where(and(eq(neuronDays.userId, userId), only ? eq(neuronDays.role, only) : undefined))
      .groupBy(neuronDays.day)
      .orderBy(desc(neuronDays.day))
      .limit(HISTORY_DAYS),
    withheld(db, userId, reader, role),
  ]);
  const heldByDay = new Map<string, number>();
  for (const h of held) heldByDay.set(h.day, (heldByDay.get(h.day) ?? 0) + Number(h.milli));
  const heldTotal = held.reduce((sum, h) => sum + Number(h.milli), 0);
  const days = stored
    .map((d) => {
      const away = heldByDay.get(d.day);
      return { day: d.day, milli: String(Number(d.milli) - (away ?? 0)), away };
    })
    .filter((d) => d.away === undefined || Number(d.milli) !== 0)
    .map(({ day, milli }) => ({ day, milli }));
  const inDays = days.reduce((sum, d) => sum + Number(d.milli), 0);
  return {
    startMilli: days.length === 0 ? 0 : Number(stored[0]?.total) - heldTotal - inDays,
    days: days.reverse(),
  };
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
