/**
 * Role dashboards: the signed-in player's challenges as innovator (entered), catalyst (owned),
 * rater (rated, or open ones with ideas left to rate) and mentor (mentored), open or closed.
 * On a personal platform every challenge counts; on another platform, those it shows.
 */
import { DASHBOARD_ROLES, DashboardQuerySchema, PageQuerySchema } from '@nervus/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.js';
import { challengePlatforms, challenges, platforms } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { validate } from '../../http/validate.js';

const Query = v.object({ ...PageQuerySchema.entries, ...DashboardQuerySchema.entries });
type Role = (typeof DASHBOARD_ROLES)[number];

export const dashboardRoutes = new Hono<AppEnv>().get(
  '/:platform/dashboards/:role',
  validate('query', Query),
  async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
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
    const mine = {
      ideas: sql<number>`(select count(*)::int from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
      ratings: sql<number>`(select count(*)::int from idea_ratings r where r.challenge_id = challenges.id and r.rater_id = ${me})`,
      mentoring: sql<number>`(select count(*)::int from mentor_feedbacks f where f.challenge_id = challenges.id and f.mentor_id = ${me})`,
      all: sql<number>`(select count(*)::int from ideas i where i.challenge_id = challenges.id)`,
      best: sql<
        number | null
      >`(select min(i.rank) from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
    };
    const byRole: Record<Role, SQL> = {
      innovator: sql`exists (select 1 from ideas i where i.challenge_id = challenges.id and i.author_id = ${me})`,
      catalyst: eq(challenges.catalystId, me),
      rater:
        state === 'open'
          ? sql`challenges.catalyst_id <> ${me} and exists (select 1 from ideas i where i.challenge_id = challenges.id and i.author_id <> ${me} and not exists (select 1 from idea_ratings r where r.idea_id = i.id and r.rater_id = ${me}))`
          : sql`exists (select 1 from idea_ratings r where r.challenge_id = challenges.id and r.rater_id = ${me})`,
      mentor: sql`exists (select 1 from mentor_feedbacks f where f.challenge_id = challenges.id and f.mentor_id = ${me})`,
    };
    const personal = platform.type === 'user-platform' && platform.ownerId === me;
    const where = and(
      byRole[role],
      state === 'open' ? isNull(challenges.settledAt) : isNotNull(challenges.settledAt),
      personal
        ? undefined
        : sql`exists (select 1 from ${challengePlatforms} cp where cp.challenge_id = challenges.id and cp.platform_id = ${platform.id})`,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: challenges.id,
          slug: challenges.slug,
          title: challenges.questionTitle,
          end: challenges.durationEnd,
          settledAt: challenges.settledAt,
          ...mine,
        })
        .from(challenges)
        .where(where)
        .orderBy(desc(challenges.durationEnd), desc(challenges.id))
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
        my_ratings: r.ratings,
        my_mentoring: r.mentoring,
        best_rank: r.best,
      })),
      meta: { total: totals[0]?.n ?? 0, page, size },
    });
  },
);
