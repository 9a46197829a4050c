/**
 * Settling a challenge, exactly once: the one transaction that flips `settled_at` from null
 * ranks the ideas, pays the closing neurons and splits the prize and the entry fees
 * (ledger/settlement.ts). A second run, or a second instance racing it, finds `settled_at` set
 * (the UPDATE waits on the row lock, then re-reads it) and does nothing; the ledgers'
 * idempotency keys are a second guard.
 */
import { neuronsFor, rankIdeas } from '@nervus/game-rules';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { challenges, ideaRatings, ideas } from '../../db/schema.js';
import { awardNeurons } from '../ledger/neurons.js';
import { settleChallengeMoney } from '../ledger/settlement.js';

export interface Settlement {
  readonly challengeId: string;
  readonly settledAt: Date;
  readonly ranked: number;
  readonly unranked: number;
  readonly prizeCentsPaid: number;
  readonly prizeCentsUnawarded: number;
  /** The entry fees paid into the challenge, split 65/28/7 by the settlement. */
  readonly entryFeesCents: number;
}

/** The community ranking of a challenge's ideas from its ratings so far (game-rules `rankIdeas`). */
export async function rankChallengeIdeas(db: Database | Tx, challengeId: string) {
  const entries = await db
    .select({ id: ideas.id, authorId: ideas.authorId, createdAt: ideas.createdAt })
    .from(ideas)
    .where(eq(ideas.challengeId, challengeId));
  const ratings = await db
    .select({ ideaId: ideaRatings.ideaId, tenths: ideaRatings.starsTenths })
    .from(ideaRatings)
    .where(eq(ideaRatings.challengeId, challengeId));
  const byIdea = new Map<string, number[]>();
  for (const r of ratings) {
    const list = byIdea.get(r.ideaId) ?? [];
    list.push(r.tenths / 10);
    byIdea.set(r.ideaId, list);
  }
  return rankIdeas(
    entries.map((e) => ({
      id: e.id,
      authorId: e.authorId,
      ratings: byIdea.get(e.id) ?? [],
      submittedAt: e.createdAt.getTime(),
    })),
  );
}

/** Settles one challenge; null when it was already settled (by this call's rival or earlier). */
export async function settleChallenge(
  db: Database,
  challengeId: string,
  now: Date,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(challenges)
      .set({ settledAt: now, isClosed: true, status: 'closed', updatedAt: now })
      .where(and(eq(challenges.id, challengeId), isNull(challenges.settledAt)))
      .returning();
    if (!row) return null;

    const ranking = await rankChallengeIdeas(tx, row.id);

    // One statement for all places, however many ideas.
    if (ranking.ranked.length > 0) {
      const values = sql.join(
        ranking.ranked.map(
          (r) =>
            sql`(${r.idea.id}::uuid, ${r.rank}::int, ${Math.round(r.score * 1000)}::int, ${r.ratingCount}::int)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ideas set rank = v.rank, score_milli = v.score, rating_count = v.count
        from (values ${values}) as v(id, rank, score, count)
        where ideas.id = v.id`);
    }
    if (ranking.unranked.length > 0) {
      const values = sql.join(
        ranking.unranked.map((i) => sql`(${i.id}::uuid, ${i.ratings.length}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ideas set rating_count = v.count
        from (values ${values}) as v(id, count)
        where ideas.id = v.id`);
    }

    const authorsInRank = ranking.ranked.map((r) => r.idea.authorId);
    const authorOf = new Map(
      [...ranking.ranked.map((r) => r.idea), ...ranking.unranked].map((i) => [i.id, i.authorId]),
    );
    await awardNeurons(
      tx,
      neuronsFor({
        kind: 'ChallengeClosed',
        id: `challenge:${row.id}`,
        catalystId: row.catalystId,
        communityTop5: authorsInRank.slice(0, 5),
        catalystTop3: row.top3Picks
          .map((id) => authorOf.get(id))
          .filter((a): a is string => a !== undefined),
        rankedIdeaCount: ranking.ranked.length,
      }),
      { challengeId: row.id, now },
    );

    // Payments lock this row shared, so every fee paid before the UPDATE above is committed
    // and counted here, and none can be paid after it.
    const money = await settleChallengeMoney(
      tx,
      {
        challengeId: row.id,
        catalystId: row.catalystId,
        pledgeCents: row.prizeMoneyCents,
        rankedAuthors: authorsInRank,
      },
      now,
    );
    return {
      challengeId: row.id,
      settledAt: now,
      ranked: ranking.ranked.length,
      unranked: ranking.unranked.length,
      prizeCentsPaid: money.prizePaid,
      prizeCentsUnawarded: money.prizeUnawarded,
      entryFeesCents: money.feesTotal,
    };
  });
}

/** The sweep: settles challenges whose time is up or that were closed, oldest first. */
export async function settleDueChallenges(db: Database, now: Date, limit = 50): Promise<number> {
  const due = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        isNull(challenges.settledAt),
        or(
          lte(challenges.durationEnd, now),
          eq(challenges.isClosed, true),
          eq(challenges.status, 'closed'),
        ),
      ),
    )
    .orderBy(asc(challenges.durationEnd))
    .limit(limit);
  let settled = 0;
  for (const { id } of due) if (await settleChallenge(db, id, now)) settled++;
  return settled;
}
