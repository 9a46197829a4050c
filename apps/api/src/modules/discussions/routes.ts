/**
 * Discussions over HTTP, the spec's `/content/contexts/{context}/{id}/messages`, `/vote/votes`
 * and `/immunity/reports`. Visitors read; posting and voting need a signed-in player who has
 * entered an idea or rated five (the forum-entry rule). A message is editable by its author until
 * someone else replies to it or votes on it, which stamps its `locked_at` for good; removing it
 * keeps its place in the thread.
 *
 * Edits lock the message row (FOR UPDATE). A reply or vote stamps `locked_at` on that same row in
 * its own transaction, so the two take turns: an edit never slips in after a reply or vote it
 * did not see.
 */
import {
  ContentReportInputSchema,
  DiscussionEditInputSchema,
  DiscussionMessageInputSchema,
  DiscussionQuerySchema,
  DiscussionUnvoteParamsSchema,
  DiscussionVoteInputSchema,
  PageQuerySchema,
} from '@nervus/contracts';
import { neuronsFor, type PlatformActivityKind } from '@nervus/game-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { contentReports, discussionMessages, discussionVotes } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, invalid } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { validate } from '../../http/validate.js';
import { awardNeurons } from '../ledger/neurons.js';
import {
  describeMessage,
  describeMessages,
  discussionCounts,
  findAnyMessage,
  findMessage,
  findTarget,
  forumEntryRefusal,
  insightfulMessages,
  recentMessages,
  repliesOf,
} from './queries.js';

/** Messages and replies one player may post per window, unless the deployment sets its own. */
export const DISCUSSION_POST_LIMIT = [10, 60_000] as const;

/**
 * Votes that pay the message's author (game-rules `platformActivity`), once per message, voter
 * and kind. Other kinds only count.
 */
const PAID_VOTES: Partial<Record<string, PlatformActivityKind>> = {
  insightful: 'insightful-vote-received',
  helpful: 'helpful-vote-received',
};

const removedConflict = () => new ApiError(409, 'This message was removed.');

/**
 * Stamps a message final, once: called in the transaction of the first reply by someone else or
 * the first vote (self-votes are refused, so any vote is someone else's). Later calls keep the
 * first stamp, and nothing clears it, so taking the vote back does not reopen editing. Updating
 * the row also makes a concurrent edit (which holds it FOR UPDATE) and the stamp take turns.
 */
async function lockMessage(tx: Tx, messageId: string, at: Date): Promise<void> {
  await tx
    .update(discussionMessages)
    .set({ lockedAt: at })
    .where(and(eq(discussionMessages.id, messageId), isNull(discussionMessages.lockedAt)));
}

export const discussionRoutes = new Hono<AppEnv>()
  .get(
    '/content/contexts/:context/:id/messages',
    validate('query', DiscussionQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
      const { page, size, sort } = c.req.valid('query');
      const { rows, total } =
        sort === 'insightful'
          ? await insightfulMessages(db, target, { page, size })
          : await recentMessages(db, target, { page, size });
      return c.json({
        data: await describeMessages(db, rows, c.var.user?.id ?? null),
        meta: { total, page, size },
      });
    },
  )
  .post(
    '/content/contexts/:context/:id/messages',
    validate('json', DiscussionMessageInputSchema),
    async (c) => {
      const user = requireUser(c);
      const { db, now, limits } = c.var.deps;
      const input = c.req.valid('json');
      const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
      const refusal = await forumEntryRefusal(db, user.id, target);
      if (refusal) throw forbidden(refusal);
      await enforceLimit(
        c,
        `discussion-post:${user.id}`,
        limits.discussionPosts ?? DISCUSSION_POST_LIMIT,
      );
      const row = await db.transaction(async (tx) => {
        const time = now();
        let parentId: string | null = null;
        if (input.parent_id) {
          const [parent] = await tx
            .select()
            .from(discussionMessages)
            .where(
              and(
                eq(discussionMessages.id, input.parent_id),
                eq(discussionMessages.contextType, target.type),
                eq(discussionMessages.contextId, target.id),
              ),
            )
            .limit(1);
          if (!parent) throw invalid('parent_id', 'There is no such message in this discussion.');
          if (parent.parentId !== null)
            throw invalid('parent_id', 'Reply to the message that started the thread.');
          if (parent.deletedAt) throw removedConflict();
          parentId = parent.id;
          if (parent.authorId !== user.id) await lockMessage(tx, parent.id, time);
        }
        const [inserted] = await tx
          .insert(discussionMessages)
          .values({
            contextType: target.type,
            contextId: target.id,
            parentId,
            authorId: user.id,
            body: input.body,
            createdAt: time,
          })
          .returning();
        if (!inserted) throw new Error('insert returned no message');
        return inserted;
      });
      return c.json({ data: await describeMessage(db, row, user.id) }, 201);
    },
  )
  .put(
    '/content/contexts/:context/:id/messages/:message',
    validate('json', DiscussionEditInputSchema),
    async (c) => {
      const user = requireUser(c);
      const { db, now } = c.var.deps;
      const { body } = c.req.valid('json');
      const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
      const row = await db.transaction(async (tx) => {
        const message = await findMessage(tx, target, c.req.param('message'), 'update');
        if (message.authorId !== user.id) throw forbidden('Only its author can edit a message.');
        if (message.deletedAt) throw removedConflict();
        if (message.lockedAt)
          throw new ApiError(
            409,
            'This message can no longer be edited: someone has replied to it or voted on it.',
          );
        const [updated] = await tx
          .update(discussionMessages)
          .set({ body, editedAt: now() })
          .where(eq(discussionMessages.id, message.id))
          .returning();
        if (!updated) throw new Error('update returned no message');
        return updated;
      });
      return c.json({ data: await describeMessage(db, row, user.id) });
    },
  )
  .delete('/content/contexts/:context/:id/messages/:message', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
    const row = await db.transaction(async (tx) => {
      const message = await findMessage(tx, target, c.req.param('message'), 'update');
      if (message.authorId !== user.id) throw forbidden('Only its author can remove a message.');
      // Removing twice answers the removed message: a retried request is not an error.
      if (message.deletedAt) return message;
      const [updated] = await tx
        .update(discussionMessages)
        .set({ deletedAt: now() })
        .where(eq(discussionMessages.id, message.id))
        .returning();
      if (!updated) throw new Error('update returned no message');
      return updated;
    });
    return c.json({ data: await describeMessage(db, row, user.id) });
  })
  .get(
    '/content/contexts/:context/:id/messages/:message/replies',
    validate('query', PageQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
      const parent = await findMessage(db, target, c.req.param('message'));
      const { page, size } = c.req.valid('query');
      const { rows, total } = await repliesOf(db, parent, { page, size });
      return c.json({
        data: await describeMessages(db, rows, c.var.user?.id ?? null),
        meta: { total, page, size },
      });
    },
  )
  .get('/content/contexts/:context/:id/meta', async (c) => {
    const { db } = c.var.deps;
    const target = await findTarget(db, c.req.param('context'), c.req.param('id'));
    const counts = await discussionCounts(db, target);
    const user = c.var.user;
    const refusal = user ? await forumEntryRefusal(db, user.id, target) : null;
    return c.json({
      data: {
        message_count: counts.messages,
        insightful_count: counts.insightful,
        can_post: user ? refusal === null : null,
        post_blocked_reason: refusal,
      },
    });
  })
  .post('/vote/votes', validate('json', DiscussionVoteInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const { message_id, kind } = c.req.valid('json');
    const row = await db.transaction(async (tx) => {
      const message = await findAnyMessage(tx, message_id);
      if (message.authorId === user.id) throw forbidden('You cannot vote on your own message.');
      const target = await findTarget(tx, message.contextType, message.contextId);
      // Every kind, not only the paying ones: fresh sock accounts could otherwise pay a chosen
      // author (insightful, helpful), lock anyone's message against editing for good with a
      // "funny", or pile flags (off-topic, ai-slop, uncivil, antisocial) on a rival's message.
      const refusal = await forumEntryRefusal(tx, user.id, target);
      if (refusal) throw forbidden(refusal);
      if (message.deletedAt) throw removedConflict();
      const time = now();
      await tx
        .insert(discussionVotes)
        .values({ messageId: message.id, userId: user.id, kind, createdAt: time })
        .onConflictDoNothing();
      await lockMessage(tx, message.id, time);
      const activity = PAID_VOTES[kind];
      if (activity) {
        // Keyed by message, voter and kind: voting again after taking a vote back pays nothing.
        await awardNeurons(
          tx,
          neuronsFor({
            kind: 'PlatformActivity',
            id: `discussion-vote:${message.id}:${user.id}`,
            userId: message.authorId,
            activity,
          }),
          { ...(target.challengeId ? { challengeId: target.challengeId } : {}), now: time },
        );
      }
      return message;
    });
    return c.json({ data: await describeMessage(db, row, user.id) });
  })
  .delete(
    '/vote/votes/:message/:kind',
    validate('param', DiscussionUnvoteParamsSchema),
    async (c) => {
      const user = requireUser(c);
      const { db } = c.var.deps;
      const { message: messageId, kind } = c.req.valid('param');
      const row = await db.transaction(async (tx) => {
        const message = await findAnyMessage(tx, messageId);
        await tx
          .delete(discussionVotes)
          .where(
            and(
              eq(discussionVotes.messageId, message.id),
              eq(discussionVotes.userId, user.id),
              eq(discussionVotes.kind, kind),
            ),
          );
        return message;
      });
      return c.json({ data: await describeMessage(db, row, user.id) });
    },
  )
  .post('/immunity/reports', validate('json', ContentReportInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    try {
      const report = await db.transaction(async (tx) => {
        const message = await findAnyMessage(tx, input.content_id);
        if (message.authorId === user.id) throw forbidden('You cannot report your own message.');
        const [inserted] = await tx
          .insert(contentReports)
          .values({
            contentType: input.content_type,
            contentId: message.id,
            reporterId: user.id,
            reason: input.reason,
            feedback: input.feedback,
            createdAt: now(),
          })
          .returning();
        if (!inserted) throw new Error('insert returned no report');
        return inserted;
      });
      return c.json(
        {
          data: {
            id: report.id,
            content_type: report.contentType,
            content_id: report.contentId,
            reason: input.reason,
            created_at: report.createdAt.toISOString(),
          },
        },
        201,
      );
    } catch (error) {
      if (uniqueViolation(error) === 'content_reports_reporter_key')
        throw new ApiError(409, 'You already reported this message.');
      throw error;
    }
  });
