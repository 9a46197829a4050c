/** The catalyst tools' SQL: each read or single-statement write a function taking `db` or `tx`. */
import { asc, count, eq, sql } from 'drizzle-orm';
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

function promotedStatement(db: Database) {
  const promoted = alias(challenges, 'promoted');
  return db
    .select({
      promotion: ideaPromotions,
      title: ideas.title,
      authorId: users.id,
      handle: users.handle,
      slug: promoted.slug,
      // Named outright: the subquery's own table, not the outer row's.
      total:
        sql<number>`(select count(*) from idea_promotions counted where counted.source_challenge_id = ${sql.placeholder('challengeId')})`.mapWith(
          Number,
        ),
    })
    .from(ideaPromotions)
    .innerJoin(ideas, eq(ideas.id, ideaPromotions.ideaId))
    .innerJoin(users, eq(users.id, ideas.authorId))
    .leftJoin(promoted, eq(promoted.id, ideaPromotions.challengeId))
    .where(eq(ideaPromotions.sourceChallengeId, sql.placeholder('challengeId')))
    .orderBy(asc(ideaPromotions.createdAt), asc(ideaPromotions.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('promoted_page');
}

// A revealed QQ challenge's page asks for these on every visit: the SQL is built once per database.
const promotedStatements = new WeakMap<object, ReturnType<typeof promotedStatement>>();

/**
 * One page of a challenge's promoted ideas, oldest first, with the total: one statement, each
 * row carrying the total; only a page past the end asks for the total again.
 */
export async function promotedPage(
  db: Database,
  challengeId: string,
  page: { page: number; size: number },
) {
  let statement = promotedStatements.get(db);
  if (!statement) {
    statement = promotedStatement(db);
    promotedStatements.set(db, statement);
  }
  const listed = await statement.execute({
    challengeId,
    size: page.size,
    offset: page.page * page.size,
  });
  // Each row keeps its `total` beside it: the serialiser names its fields, nothing is copied.
  const rows = listed;
  if (listed[0]) return { rows, total: listed[0].total };
  // An empty first page means none at all; past the end, the rows say nothing of the total.
  if (page.page === 0) return { rows, total: 0 };
  const [totals] = await db
    .select({ n: count() })
    .from(ideaPromotions)
    .where(eq(ideaPromotions.sourceChallengeId, challengeId));
  return { rows, total: totals?.n ?? 0 };
}

export type PromotedRow = Awaited<ReturnType<typeof promotedPage>>['rows'][number];
