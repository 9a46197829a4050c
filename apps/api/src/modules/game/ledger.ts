import type { NeuronAward } from '@nervus/game-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { neuronLedger } from '../../db/schema.js';

/**
 * Writes awards to the ledger, each exactly once: an award whose idempotency key is already
 * there is skipped. Answers the awards that were new. Run it in the transaction of the action
 * that earned them, so the action and its neurons commit together.
 */
export async function awardNeurons(
  tx: Tx | Database,
  awards: readonly NeuronAward[],
  context: { challengeId?: string; now: Date },
): Promise<NeuronAward[]> {
  if (awards.length === 0) return [];
  const inserted = await tx
    .insert(neuronLedger)
    .values(
      awards.map((a) => ({
        userId: a.userId,
        role: a.role,
        milliPoints: Math.round(a.points * 1000),
        reason: a.reason,
        isStatic: a.isStatic,
        idempotencyKey: a.key,
        challengeId: context.challengeId ?? null,
        createdAt: context.now,
      })),
    )
    .onConflictDoNothing({ target: neuronLedger.idempotencyKey })
    .returning({ key: neuronLedger.idempotencyKey });
  const fresh = new Set(inserted.map((r) => r.key));
  return awards.filter((a) => fresh.has(a.key));
}

/** A user's neurons per role, in whole neurons with up to three decimals. */
export async function neuronTotals(db: Database, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ role: neuronLedger.role, milli: sql<string>`sum(${neuronLedger.milliPoints})` })
    .from(neuronLedger)
    .where(eq(neuronLedger.userId, userId))
    .groupBy(neuronLedger.role);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.milli) / 1000]));
}
