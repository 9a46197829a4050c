/**
 * The catalyst's tools on a published challenge.
 *
 * - Edit details while it runs: title and description (never for caption-type challenges,
 *   whose picture is the question), tags, image and prize description, each checked with the
 *   creation form's rules. Deep dives, category, format and duration are fixed once published:
 *   players answered that question.
 * - Copy it into a new draft: the challenge's content without the crowd's ideas.
 * - Promote an idea of a closed QQ challenge to a new question, once per idea. Publishing the
 *   promotion's draft credits the idea's author as co-author (see promotions.ts). The game-rules
 *   award table has no co-author award, so a promotion pays no neurons.
 */
import { ChallengeUpdateInputSchema, PageQuerySchema } from '@nervus/contracts';
import {
  captionFormatForCategory,
  type FieldError,
  isCaptionType,
  isChallengeOpen,
  type SolutionFormat,
  validatePrize,
  validateQuestionTitle,
  validateQuickQuestion,
} from '@nervus/game-rules';
import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { categories, challenges, drafts, ideaPromotions, ideas, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { validate } from '../../http/validate.js';
import { findChallenge } from '../challenges/find.js';
import { describeChallenge, draftBody } from '../challenges/routes.js';
import { duplicateContent, promotionContent } from './draft-content.js';

type ChallengeRow = typeof challenges.$inferSelect;

async function categoryOf(db: Database | Tx, row: ChallengeRow) {
  if (!row.mainCategoryId) return null;
  const [category] = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.id, row.mainCategoryId))
    .limit(1);
  return category ?? null;
}

/** The owner rule of the spec: the challenge's owner is the user whose id is its catalyst_id. */
function requireOwner(row: ChallengeRow, userId: string, action: string): void {
  if (row.catalystId !== userId)
    throw forbidden(
      `Current user is not the owner of this challenge; only its catalyst can ${action}.`,
    );
}

export const CAPTION_LOCKED = 'A caption challenge keeps its title and description.';

const centsText = (cents: number) => (cents / 100).toFixed(2);

export const catalystRoutes = new Hono<AppEnv>()
  .put(
    '/challenges/:id/catalyst/updates',
    validate('json', ChallengeUpdateInputSchema),
    async (c) => {
      const user = requireUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, c.req.param('id'), 'update');
        requireOwner(challenge, user.id, 'edit its details');
        const time = now();
        if (!isChallengeOpen(challenge, time))
          throw new ApiError(409, 'This challenge is closed; its details can no longer change.');
        const category = await categoryOf(tx, challenge);
        const context = {
          solution_format: challenge.solutionFormat as SolutionFormat,
          challenge_format: challenge.challengeFormat as 'standard' | 'suggestion',
          caption_solution_format: challenge.captionSolutionFormat as 'caption' | 'meme' | null,
          main_category: category,
        };
        const caption =
          isCaptionType(context) || captionFormatForCategory(category?.slug) === 'caption';
        const errors: FieldError[] = [];
        const set: Partial<typeof challenges.$inferInsert> = {};

        if (caption) {
          for (const field of ['question_title', 'question_detail'] as const)
            if (input[field] !== undefined) errors.push({ field, error: CAPTION_LOCKED });
        } else {
          if (input.question_title !== undefined) {
            const title = validateQuestionTitle(input.question_title, context);
            if (!title.ok) errors.push(...title.errors);
            else
              set.questionTitle =
                title.value ||
                // An improve-an-idea question may be untitled: it then goes by its idea's title.
                (typeof challenge.idea?.title === 'string' ? challenge.idea.title.trim() : '') ||
                challenge.questionTitle;
          }
          if (input.question_detail !== undefined) set.questionDetail = input.question_detail;
          if (challenge.solutionFormat === 'qq') {
            const quick = validateQuickQuestion({
              question_title: set.questionTitle ?? challenge.questionTitle,
              question_detail: set.questionDetail ?? challenge.questionDetail,
            });
            if (!quick.ok)
              errors.push(...quick.errors.filter((e) => !errors.some((x) => x.field === e.field)));
          }
        }
        if (input.tags !== undefined) set.tags = [...new Set(input.tags)];
        if (input.primary_image !== undefined) {
          set.primaryImage = input.primary_image;
          // A new picture without a credit must not keep the old picture's credit.
          if (input.image_credit === undefined) set.imageCredit = null;
        }
        if (input.image_credit !== undefined)
          set.imageCredit = input.image_credit
            ? {
                source: input.image_credit.source ?? null,
                user: input.image_credit.user ?? null,
                link: input.image_credit.link ?? null,
              }
            : null;
        if (input.prize_description !== undefined) {
          const prize = validatePrize({
            prize_type: challenge.prizeType,
            prize_title: challenge.prizeTitle,
            prize_description: input.prize_description,
            prize_money: centsText(challenge.prizeMoneyCents),
          });
          if (!prize.ok)
            errors.push(...prize.errors.filter((e) => e.field === 'prize_description'));
          set.prizeDescription = input.prize_description || null;
        }

        if (errors.length > 0) throw new ApiError(422, 'Validation failed', errors);
        if (Object.keys(set).length === 0) return challenge;
        const [updated] = await tx
          .update(challenges)
          .set({ ...set, updatedAt: time })
          .where(eq(challenges.id, challenge.id))
          .returning();
        if (!updated) throw notFound('Challenge');
        return updated;
      });
      return c.json({ data: await describeChallenge(db, row) });
    },
  )
  .post('/challenges/:id/duplicate', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const row = await db.transaction(async (tx) => {
      const challenge = await findChallenge(tx, c.req.param('id'));
      requireOwner(challenge, user.id, 'copy it');
      const time = now();
      const [draft] = await tx
        .insert(drafts)
        .values({
          userId: user.id,
          origin: 'challenge-creation-flow',
          draftType: 'challenge',
          content: duplicateContent(challenge, await categoryOf(tx, challenge), time),
          createdAt: time,
          updatedAt: time,
        })
        .returning();
      if (!draft) throw new Error('insert returned no draft');
      return draft;
    });
    return c.json({ data: draftBody(row) }, 201);
  })
  .post('/ideas/:id/promote', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Idea');
    const draft = await db.transaction(async (tx) => {
      // Locking the idea serialises two promotions of it: the second finds the first's draft.
      const [found] = await tx
        .select({ idea: ideas, challenge: challenges })
        .from(ideas)
        .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
        .where(eq(ideas.id, id))
        .limit(1)
        .for('update', { of: ideas });
      if (!found) throw notFound('Idea');
      const { idea, challenge } = found;
      const revealed = challenge.settledAt !== null;
      // A hidden idea does not exist for anyone but its author.
      if (!revealed && idea.authorId !== user.id && challenge.catalystId !== user.id)
        throw notFound('Idea');
      requireOwner(challenge, user.id, 'promote its ideas');
      if (challenge.solutionFormat !== 'qq')
        throw new ApiError(409, 'Only ideas of a QQ challenge can be promoted to a new question.');
      if (!revealed)
        throw new ApiError(409, 'Ideas can be promoted once the challenge has closed.');

      const [existing] = await tx
        .select({ promotion: ideaPromotions, draft: drafts })
        .from(ideaPromotions)
        .leftJoin(drafts, eq(drafts.id, ideaPromotions.draftId))
        .where(eq(ideaPromotions.ideaId, idea.id))
        .limit(1);
      if (existing?.promotion.challengeId)
        throw new ApiError(409, 'This idea has already been promoted to a published question.');
      if (existing?.draft) return existing.draft;

      const time = now();
      const [created] = await tx
        .insert(drafts)
        .values({
          userId: user.id,
          origin: 'challenge-promotion-flow',
          draftType: 'challenge',
          content: promotionContent(idea, challenge, await categoryOf(tx, challenge), time),
          createdAt: time,
          updatedAt: time,
        })
        .returning();
      if (!created) throw new Error('insert returned no draft');
      if (existing)
        // The catalyst removed the promotion's draft before publishing it: start a new one.
        await tx
          .update(ideaPromotions)
          .set({ draftId: created.id })
          .where(eq(ideaPromotions.id, existing.promotion.id));
      else
        await tx.insert(ideaPromotions).values({
          ideaId: idea.id,
          sourceChallengeId: challenge.id,
          promoterId: user.id,
          draftId: created.id,
          createdAt: time,
        });
      return created;
    });
    return c.json({ data: draftBody(draft) }, 201);
  })
  .get('/challenges/:id/promoted', validate('query', PageQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { page, size } = c.req.valid('query');
    const challenge = await findChallenge(db, c.req.param('id'));
    const isCatalyst = c.var.user?.id === challenge.catalystId;
    const promoted = alias(challenges, 'promoted');
    const where = eq(ideaPromotions.sourceChallengeId, challenge.id);
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
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(ideaPromotions).where(where),
    ]);
    return c.json({
      data: rows.map((r) => ({
        idea_id: r.promotion.ideaId,
        idea_title: r.title,
        author: { id: r.authorId, handle: r.handle },
        promoted_at: r.promotion.createdAt.toISOString(),
        draft_id: isCatalyst && !r.promotion.challengeId ? r.promotion.draftId : null,
        challenge:
          r.promotion.challengeId && r.slug ? { id: r.promotion.challengeId, slug: r.slug } : null,
      })),
      meta: { total: totals[0]?.n ?? 0, page, size },
    });
  });
