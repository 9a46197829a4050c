/**
 * Brains and neurons: every number is computed from the neuron ledger, so a score can never
 * drift from the awards behind it. Points are stored in thousandths and summed as integers.
 */
import { BrainQuerySchema, NeuronQuerySchema, PageQuerySchema } from '@nervus/contracts';
import { describeBrain, LADDER_ROLES, type LadderRole, nerveScore } from '@nervus/game-rules';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.js';
import type { Database } from '../../db/client.js';
import { neuronLedger, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { validate } from '../../http/validate.js';
import { neuronTotals } from '../ledger/neurons.js';

/** A Brain as the API answers it: game-rules' `describeBrain`, with the ids of the spec. */
export function brainBody(userId: string, role: LadderRole, score: number) {
  return { id: `${userId}:${role}`, user_id: userId, ...describeBrain(role, score) };
}

async function requirePlayer(db: Database, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('User');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  return row.id;
}

const NeuronPageQuery = v.object({ ...PageQuerySchema.entries, ...NeuronQuerySchema.entries });

async function neuronPage(
  db: Database,
  userId: string,
  query: v.InferOutput<typeof NeuronPageQuery>,
) {
  const where = and(
    eq(neuronLedger.userId, userId),
    query.role && query.role !== 'overall' ? eq(neuronLedger.role, query.role) : undefined,
  );
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
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      role: r.role,
      points: r.milliPoints / 1000,
      reason: r.reason,
      challenge_id: r.challengeId,
      created_at: r.createdAt.toISOString(),
    })),
    meta: { total: totals[0]?.n ?? 0, page: query.page, size: query.size },
  };
}

export const brainRoutes = new Hono<AppEnv>()
  .get('/brain', validate('query', BrainQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const asked = c.req.valid('query').user_id;
    const userId = asked ? await requirePlayer(db, asked) : requireUser(c).id;
    const scores = await neuronTotals(db, userId);
    return c.json({
      data: LADDER_ROLES.map((role) =>
        brainBody(userId, role, role === 'overall' ? nerveScore(scores) : (scores[role] ?? 0)),
      ),
    });
  })
  .get('/brain/:id/historical', validate('query', NeuronQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const userId = await requirePlayer(db, c.req.param('id'));
    const { role } = c.req.valid('query');
    const day = sql<string>`to_char(${neuronLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, milli: sql<string>`sum(${neuronLedger.milliPoints})` })
      .from(neuronLedger)
      .where(
        and(
          eq(neuronLedger.userId, userId),
          role && role !== 'overall' ? eq(neuronLedger.role, role) : undefined,
        ),
      )
      .groupBy(day)
      .orderBy(day);
    let running = 0;
    return c.json({
      data: rows.map((r) => {
        running += Number(r.milli);
        return { day: r.day, score: running / 1000 };
      }),
    });
  })
  .get('/neurons', validate('query', NeuronPageQuery), async (c) => {
    const user = requireUser(c);
    return c.json(await neuronPage(c.var.deps.db, user.id, c.req.valid('query')));
  })
  .get('/brain/neurons/:id', validate('query', NeuronPageQuery), async (c) => {
    const { db } = c.var.deps;
    const userId = await requirePlayer(db, c.req.param('id'));
    return c.json(await neuronPage(db, userId, c.req.valid('query')));
  });
