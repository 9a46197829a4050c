/** The catalyst tools' SQL: each read or single-statement write a function taking `db` or `tx`. */
import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import { categories, challenges, drafts, ideaPromotions, ideas, users } from '../../db/schema.js';

type ChallengeRow = typeof challenges.$inferSelect;

/** The challenge's category, as the creation rules read it. */
export async function categoryOf(db: Database | Tx, row: ChallengeRow) {
  if (!row.mainCategoryId) return null;
  const [category] = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.id, row.mainCategoryId))
    .limit(1);
  return category ?? null;
}

export async function updateChallenge(
  tx: Tx,
  id: string,
  set: Partial<typeof challenges.$inferInsert>,
): Promise<ChallengeRow | undefined> {
  const [updated] = await tx.update(challenges).set(set).where(eq(challenges.id, id)).returning();
  return updated;
}

/** An idea with its challenge, the idea row locked: two promotions of it take turns. */
export async function lockIdeaWithChallenge(tx: Tx, ideaId: string) {
  const [found] = await tx
    .select({ idea: ideas, challenge: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(eq(ideas.id, ideaId))
    .limit(1)
    .for('update', { of: ideas });
  return found;
}

/** An idea's promotion, if any, with its draft (null once the catalyst removed it). */
export async function promotionOf(tx: Tx, ideaId: string) {
  const [existing] = await tx
    .select({ promotion: ideaPromotions, draft: drafts })
    .from(ideaPromotions)
    .leftJoin(drafts, eq(drafts.id, ideaPromotions.draftId))
    .where(eq(ideaPromotions.ideaId, ideaId))
    .limit(1);
  return existing;
}

export async function setPromotionDraft(tx: Tx, promotionId: string, draftId: string) {
  await tx.update(ideaPromotions).set({ draftId }).where(eq(ideaPromotions.id, promotionId));
}

export async function insertPromotion(tx: Tx, values: typeof ideaPromotions.$inferInsert) {
  await tx.insert(ideaPromotions).values(values);
}

/** One page of a challenge's promoted ideas, oldest first, with the total. */
export async function promotedPage(
  db: Database,
  challengeId: string,
  page: { page: number; size: number },
) {
  const promoted = alias(challenges, 'promoted');
  const where = eq(ideaPromotions.sourceChallengeId, challengeId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        promotion: ideaPromotions,
        title: ideas.title,
        authorId: users.id,
        handle: users.handle,
        slug: promoted.slug,
      })
      .from(ideaPromotions)
      .innerJoin(ideas, eq(ideas.id, ideaPromotions.ideaId))
      .innerJoin(users, eq(users.id, ideas.authorId))
      .leftJoin(promoted, eq(promoted.id, ideaPromotions.challengeId))
      .where(where)
      .orderBy(asc(ideaPromotions.createdAt), asc(ideaPromotions.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(ideaPromotions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type PromotedRow = Awaited<ReturnType<typeof promotedPage>>['rows'][number];
