/**
 * A settled challenge's results: the Top 3 as it stood at the close (the catalyst's picks, then
 * the crowd's best), the prize split as the money ledger paid it, and the reader's neurons from
 * the challenge. Everything but the reader's neurons is public once settled, like the ideas.
 */
import { pickTop3 } from '@nervus/game-rules';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { ideas, moneyLedger, neuronLedger, users } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { findChallenge } from '../challenges/find.js';

/** settle.ts keys each paid place `challenge-prize:{challenge}:{rank}`. */
function rankOfPrizeKey(key: string): number | null {
  const rank = Number(key.slice(key.lastIndexOf(':') + 1));
  return Number.isInteger(rank) && rank > 0 ? rank : null;
}

export const resultRoutes = new Hono<AppEnv>().get('/challenges/:id/results', async (c) => {
  const { db } = c.var.deps;
  const challenge = await findChallenge(db, c.req.param('id'));
  if (!challenge.settledAt)
    throw new ApiError(
      409,
      'This challenge has not been settled yet: its results come with the close.',
    );
  const viewer = c.var.user?.id ?? null;
  const [ranked, paid, earned] = await Promise.all([
    db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.challengeId, challenge.id), isNotNull(ideas.rank)))
      .orderBy(asc(ideas.rank)),
    db
      .select({
        kind: moneyLedger.kind,
        key: moneyLedger.idempotencyKey,
        cents: moneyLedger.cents,
        userId: moneyLedger.userId,
        handle: users.handle,
      })
      .from(moneyLedger)
      .leftJoin(users, eq(users.id, moneyLedger.userId))
      .where(eq(moneyLedger.challengeId, challenge.id)),
    viewer
      ? db
          .select({
            role: neuronLedger.role,
            milli: sql<string>`sum(${neuronLedger.milliPoints})`,
          })
          .from(neuronLedger)
          .where(and(eq(neuronLedger.challengeId, challenge.id), eq(neuronLedger.userId, viewer)))
          .groupBy(neuronLedger.role)
          .orderBy(asc(neuronLedger.role))
      : Promise.resolve([]),
  ]);
  const top3 = pickTop3(
    challenge.top3Picks,
    null,
    ranked.map((r) => r.id),
  );
  if (!top3.ok) throw new Error(top3.message);
  const payouts = paid
    .filter((p) => p.kind === 'challenge-prize' && p.userId !== null && p.handle !== null)
    .map((p) => ({
      rank: rankOfPrizeKey(p.key) ?? 0,
      user: { id: p.userId as string, handle: p.handle as string },
      cents: p.cents,
    }))
    .sort((a, b) => a.rank - b.rank);
  const sum = (kind: string) =>
    paid.filter((p) => p.kind === kind).reduce((total, p) => total + p.cents, 0);
  return c.json({
    data: {
      challenge_id: challenge.id,
      settled_at: challenge.settledAt.toISOString(),
      top3: top3.top3.map((s) => ({
        idea_id: s.ideaId,
        position: s.position,
        source: s.source,
      })),
      prize: {
        // The pool as settled: the pledge plus the entry fees' prize share. What nobody won
        // went back (the pledge to its funder, the fee share to those who paid it).
        total_cents:
          sum('challenge-prize') + sum('challenge-prize-returned') + sum('entry-fee-refund'),
        paid_cents: sum('challenge-prize'),
        unawarded_cents: sum('challenge-prize-returned') + sum('entry-fee-refund'),
        payouts,
      },
      my_neurons: earned.map((e) => ({ role: e.role, points: Number(e.milli) / 1000 })),
    },
  });
});
