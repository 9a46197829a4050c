/**
 * Mentoring. Any player but the idea's author may mentor an idea of an open challenge, once;
 * the mentoring is never edited. The author rates it once, 0–5, which pays the mentor by the
 * game-rules table (most from 3 up). Before the close, an idea's mentoring is visible to its
 * author and each mentor sees their own; after it, to everyone.
 */
import {
  MentorCommentsQuerySchema,
  MentorFeedbackInputSchema,
  MentorRatingInputSchema,
} from '@nervus/contracts';
import { isChallengeOpen, neuronsFor } from '@nervus/game-rules';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { challenges, ideas, mentorFeedbacks, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { validate } from '../../http/validate.js';
import { awardNeurons } from '../ledger/neurons.js';

async function findIdea(db: Database | Tx, id: string, lock?: 'share') {
  if (!isUuid(id)) throw notFound('Idea');
  const query = db
    .select({ idea: ideas, challenge: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(eq(ideas.id, id))
    .limit(1);
  const [row] = await (lock ? query.for(lock, { of: challenges }) : query);
  if (!row) throw notFound('Idea');
  return row;
}

function feedbackBody(
  row: typeof mentorFeedbacks.$inferSelect,
  mentor: { id: string; handle: string },
  earned?: number,
) {
  return {
    id: row.id,
    idea_id: row.ideaId,
    mentor,
    what_i_like: row.whatILike,
    what_could_be_improved: row.whatCouldBeImproved,
    rating: row.rating,
    created_at: row.createdAt.toISOString(),
    ...(earned === undefined ? {} : { neurons_earned: earned }),
  };
}

/**
 * Writes one mentoring and pays the mentor (`IdeaMentored`, once per mentoring). Also the
 * answer of a suggestion box, which is the box owner's mentoring of the question.
 */
export async function giveMentoring(
  tx: Tx,
  m: {
    ideaId: string;
    challengeId: string;
    innovatorId: string;
    mentorId: string;
    whatILike: string;
    whatCouldBeImproved: string;
    time: Date;
  },
) {
  const [row] = await tx
    .insert(mentorFeedbacks)
    .values({
      ideaId: m.ideaId,
      challengeId: m.challengeId,
      mentorId: m.mentorId,
      whatILike: m.whatILike,
      whatCouldBeImproved: m.whatCouldBeImproved,
      createdAt: m.time,
    })
    .returning();
  if (!row) throw new Error('insert returned no mentoring');
  const paid = await awardNeurons(
    tx,
    neuronsFor({
      kind: 'IdeaMentored',
      id: `mentoring:${row.id}`,
      mentorId: m.mentorId,
      innovatorId: m.innovatorId,
    }),
    { challengeId: m.challengeId, now: m.time },
  );
  return {
    row,
    earned: paid.reduce((sum, a) => sum + (a.userId === m.mentorId ? a.points : 0), 0),
  };
}

export const mentoringRoutes = new Hono<AppEnv>()
  .post('/ideas/:id/feedbacks', validate('json', MentorFeedbackInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    try {
      const result = await db.transaction(async (tx) => {
        const { idea, challenge } = await findIdea(tx, c.req.param('id'), 'share');
        const time = now();
        if (!isChallengeOpen(challenge, time)) throw new ApiError(409, 'This challenge is closed.');
        if (idea.authorId === user.id) throw forbidden('You cannot mentor your own idea.');
        return giveMentoring(tx, {
          ideaId: idea.id,
          challengeId: challenge.id,
          innovatorId: idea.authorId,
          mentorId: user.id,
          whatILike: input.what_i_like,
          whatCouldBeImproved: input.what_could_be_improved,
          time,
        });
      });
      return c.json(
        { data: feedbackBody(result.row, { id: user.id, handle: user.handle }, result.earned) },
        201,
      );
    } catch (error) {
      if (uniqueViolation(error) === 'mentor_feedbacks_idea_mentor_key')
        throw new ApiError(409, 'You already mentored this idea; mentoring is final.');
      throw error;
    }
  })
  .get('/ideas/:id/feedbacks', async (c) => {
    const { db } = c.var.deps;
    const { idea, challenge } = await findIdea(db, c.req.param('id'));
    const viewer = c.var.user?.id ?? null;
    const everything = challenge.settledAt !== null || idea.authorId === viewer;
    if (!everything && !viewer) return c.json({ data: [] });
    const rows = await db
      .select({ feedback: mentorFeedbacks, handle: users.handle })
      .from(mentorFeedbacks)
      .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
      .where(
        and(
          eq(mentorFeedbacks.ideaId, idea.id),
          everything ? undefined : eq(mentorFeedbacks.mentorId, viewer ?? ''),
        ),
      )
      .orderBy(asc(mentorFeedbacks.createdAt));
    return c.json({
      data: rows.map((r) =>
        feedbackBody(r.feedback, { id: r.feedback.mentorId, handle: r.handle }),
      ),
    });
  })
  // The mentor dashboard: what the reader gave, or received on their own ideas.
  .get('/mentor_comments', validate('query', MentorCommentsQuerySchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const { page, size, tab } = c.req.valid('query');
    const mine =
      tab === 'given' ? eq(mentorFeedbacks.mentorId, user.id) : eq(ideas.authorId, user.id);
    const [rows, totals] = await Promise.all([
      db
        .select({
          feedback: mentorFeedbacks,
          handle: users.handle,
          ideaTitle: ideas.title,
          challenge: {
            id: challenges.id,
            slug: challenges.slug,
            questionTitle: challenges.questionTitle,
          },
        })
        .from(mentorFeedbacks)
        .innerJoin(ideas, eq(ideas.id, mentorFeedbacks.ideaId))
        .innerJoin(challenges, eq(challenges.id, mentorFeedbacks.challengeId))
        .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
        .where(mine)
        .orderBy(desc(mentorFeedbacks.createdAt), desc(mentorFeedbacks.id))
        .limit(size)
        .offset(page * size),
      db
        .select({ n: count() })
        .from(mentorFeedbacks)
        .innerJoin(ideas, eq(ideas.id, mentorFeedbacks.ideaId))
        .where(mine),
    ]);
    return c.json({
      data: rows.map((r) => ({
        ...feedbackBody(r.feedback, { id: r.feedback.mentorId, handle: r.handle }),
        idea_title: r.ideaTitle,
        challenge: {
          id: r.challenge.id,
          slug: r.challenge.slug,
          question_title: r.challenge.questionTitle,
        },
      })),
      meta: { total: totals[0]?.n ?? 0, page, size },
    });
  })
  // The author's queue of mentoring to rate, one idea at a time (the mentoring-to-rate flow).
  .get('/challenges/:id/mentoring-to-rate/:ideaId', async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const { idea, challenge } = await findIdea(db, c.req.param('ideaId'));
    const key = c.req.param('id');
    if (challenge.id !== key && challenge.slug !== key) throw notFound('Idea');
    if (idea.authorId !== user.id)
      throw forbidden('Only the idea’s author can rate its mentoring.');
    const rows = await db
      .select({ feedback: mentorFeedbacks, handle: users.handle })
      .from(mentorFeedbacks)
      .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
      .where(and(eq(mentorFeedbacks.ideaId, idea.id), isNull(mentorFeedbacks.rating)))
      .orderBy(asc(mentorFeedbacks.createdAt), asc(mentorFeedbacks.id));
    return c.json({
      data: rows.map((r) =>
        feedbackBody(r.feedback, { id: r.feedback.mentorId, handle: r.handle }),
      ),
      meta: { total: rows.length },
    });
  })
  .put('/feedbacks/:id/rating', validate('json', MentorRatingInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Mentoring');
    const { rating } = c.req.valid('json');
    const result = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ feedback: mentorFeedbacks, authorId: ideas.authorId, handle: users.handle })
        .from(mentorFeedbacks)
        .innerJoin(ideas, eq(ideas.id, mentorFeedbacks.ideaId))
        .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
        .where(eq(mentorFeedbacks.id, id))
        .limit(1);
      if (!found) throw notFound('Mentoring');
      if (found.authorId !== user.id)
        throw forbidden('Only the idea’s author can rate its mentoring.');
      const time = now();
      // Once: the update only takes a mentoring nobody has rated yet.
      const [row] = await tx
        .update(mentorFeedbacks)
        .set({ rating, ratedAt: time })
        .where(and(eq(mentorFeedbacks.id, id), isNull(mentorFeedbacks.rating)))
        .returning();
      if (!row) throw new ApiError(409, 'You already rated this mentoring.');
      const paid = await awardNeurons(
        tx,
        neuronsFor({
          kind: 'MentorRated',
          id: `mentoring-rated:${row.id}`,
          innovatorId: user.id,
          mentorId: row.mentorId,
          rating,
        }),
        { challengeId: row.challengeId, now: time },
      );
      return {
        row,
        handle: found.handle,
        earned: paid.reduce((s, a) => s + (a.userId === user.id ? a.points : 0), 0),
      };
    });
    return c.json({
      data: feedbackBody(
        result.row,
        { id: result.row.mentorId, handle: result.handle },
        result.earned,
      ),
    });
  });
