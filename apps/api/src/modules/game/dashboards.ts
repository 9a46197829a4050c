/**
 * Role dashboards: the signed-in player's challenges as innovator (entered), catalyst (owned),
 * rater (rated, or open ones with ideas left to rate) and mentor (mentored): open, closed,
 * closing within the next 7 days (soonest first), or open ones already played in that role.
 * On a personal platform every challenge counts; on another platform, those it shows.
 * The lists are always the caller's own: the path's platform only narrows them.
 */
import { DASHBOARD_ROLES, DashboardQuerySchema, PageQuerySchema } from '@nervus/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.js';
import { challengePlatforms, challenges, platforms } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { resultRoutes } from './results.js';

const Query = v.object({ ...PageQuerySchema.entries, ...DashboardQuerySchema.entries });
type Role = (typeof DASHBOARD_ROLES)[number];

/** How far ahead the catalyst's "closing" list looks. */
const CLOSING_WINDOW_MS = 7 * 86_400_000;

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/:platform/dashboards/:role', validate('query', Query), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const role = c.req.param('role') as Role;
    if (!DASHBOARD_ROLES.includes(role)) throw notFound('Dashboard');
    const [platform] = await db
      .select({ id: platforms.id, ownerId: platforms.ownerId, type: platforms.type })
      .from(platforms)
      .where(eq(platforms.slug, c.req.param('platform').toLowerCase()))
      .limit(1);
    if (!platform) throw notFound('Platform');
    const { state, page, size } = c.req.valid('query');
    const me = user.id;
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
    const byRole: Record<Role, SQL> = {
      innovator: sql`exists (select 1 from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
      catalyst: eq(challenges.catalystId, me),
      // Open: what is left to rate; closed and "mine": where the rater played.
      rater: state === 'open' || state === 'closing' ? leftToRate : rated,
      mentor: sql`exists (select 1 from mentor_feedbacks f where f.challenge_id = challenges.id and f.mentor_id = ${me})`,
    };
    const time = now();
    const byState: Record<typeof state, SQL | undefined> = {
      open: isNull(challenges.settledAt),
      mine: isNull(challenges.settledAt),
      closed: isNotNull(challenges.settledAt),
      closing: and(
        isNull(challenges.settledAt),
        gt(challenges.durationEnd, time),
        lte(challenges.durationEnd, new Date(time.getTime() + CLOSING_WINDOW_MS)),
      ),
    };
    const personal = platform.type === 'user-platform' && platform.ownerId === me;
    const where = and(
      byRole[role],
      byState[state],
      // Suggestion boxes (`ama`) have dashboards of their own (modules/suggestions).
      sql`challenges.solution_format <> 'ama'`,
      personal
        ? undefined
        : sql`exists (select 1 from ${challengePlatforms} cp where cp.challenge_id = challenges.id and cp.platform_id = ${platform.id})`,
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
        .limit(size)
        .offset(page * size),
      db.select({ n: sql<number>`count(*)::int` }).from(challenges).where(where),
    ]);
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        question_title: r.title,
        duration_end: r.end.toISOString(),
        settled: r.settledAt !== null,
        ideas: r.all,
        my_ideas: r.ideas,
        my_ratings: r.myRatings,
        my_mentoring: r.myMentoring,
        best_rank: r.best,
        is_closed: r.settledAt !== null || r.isClosed || r.status === 'closed',
        ratings: r.ratings,
        mentoring: r.mentoring,
        challenge_rating: r.challengeRating === null ? null : Number(r.challengeRating),
        to_rate: r.toRate,
      })),
      meta: { total: totals[0]?.n ?? 0, page, size },
    });
  })
  .route('/', resultRoutes);
