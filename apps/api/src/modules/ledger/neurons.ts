/**
 * The neuron ledger's one writer: every award (and the scout's share of it) is one row whose
 * idempotency key is unique, so a retried request or a re-run job never pays twice. Scores,
 * brains and boards are read from it. Like `money.ts`, this is the lowest layer of the modules:
 * it imports only `db/` and game-rules, so every module can pay neurons without an import cycle.
 */
import { type NeuronAward, neuronsFor, type RoleScores } from '@nervus/game-rules';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { neuronLedger, users } from '../../db/schema.js';

/** Inserts awards, skipping keys already there; answers the awards that were new. */
async function insertAwards(
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
  const paid = await insertAwards(tx, awards, context);
  await payScouts(tx, paid, context);
  return paid;
}

/**
 * A scout earns a tenth of their active recruits' variable neurons (game-rules
 * `RecruitActivity`), paid with the awards that earned it, in the same transaction, keyed by the
 * recruit's award so it is paid once. Scout shares are static: they never cascade further.
 */
async function payScouts(
  tx: Tx | Database,
  paid: readonly NeuronAward[],
  context: { challengeId?: string; now: Date },
): Promise<void> {
  const variable = paid.filter((a) => !a.isStatic && a.points > 0);
  if (variable.length === 0) return;
  const recruits = await tx
    .select({ id: users.id, scoutId: users.scoutReferrerId, createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(variable.map((a) => a.userId))]),
        isNotNull(users.scoutReferrerId),
      ),
    );
  const shares = recruits.flatMap((recruit) =>
    variable
      .filter((a) => a.userId === recruit.id)
      .flatMap((a) =>
        neuronsFor({
          kind: 'RecruitActivity',
          id: `recruit:${a.key}`,
          scoutId: recruit.scoutId as string,
          recruitId: recruit.id,
          recruitedAt: recruit.createdAt.getTime(),
          occurredAt: context.now.getTime(),
          recruitAwards: [a],
        }),
      ),
  );
  await insertAwards(tx, shares, context);
}

/** A user's neurons per role, in whole neurons with up to three decimals. */
export async function neuronTotals(db: Database, userId: string): Promise<RoleScores> {
  const rows = await db
    .select({ role: neuronLedger.role, milli: sql<string>`sum(${neuronLedger.milliPoints})` })
    .from(neuronLedger)
    .where(eq(neuronLedger.userId, userId))
    .groupBy(neuronLedger.role);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.milli) / 1000]));
}
