/**
 * Discussions over HTTP, the spec's `/content/contexts/{context}/{id}/messages`, `/vote/votes`
 * and `/immunity/reports`. Visitors read; the rules of who may write are in `policy.ts`.
 */
import { handlers } from '../../http/endpoint.js';
import { enforceLimit } from '../../http/limits.js';
import { enforce } from '../../http/policy.js';
import { editMessage, postMessage, removeMessage, report, unvote, vote } from './commands.js';
import { canJoinDiscussion, postBlockedReason } from './policy.js';
import {
  describeMessage,
  describeMessages,
  discussionCounts,
  findMessage,
  findTarget,
  forumActivity,
  insightfulMessages,
  recentMessages,
  repliesOf,
} from './queries.js';

/** Messages and replies one player may post per window, unless the deployment sets its own. */
export const DISCUSSION_POST_LIMIT = [10, 60_000] as const;

export const discussionHandlers = handlers({
  discussionMessages: async (c, { user, params, query: { page, size, sort } }) => {
    const { db } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    const { rows, total } =
      sort === 'insightful'
        ? await insightfulMessages(db, target, { page, size })
        : await recentMessages(db, target, { page, size });
    return {
      data: await describeMessages(db, rows, user?.id ?? null),
      meta: { total, page, size },
    };
  },
  postDiscussionMessage: async (c, { user, params, body }) => {
    const { db, now, limits } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    enforce(canJoinDiscussion(user, target, await forumActivity(db, user.id)));
    await enforceLimit(
      c,
      `discussion-post:${user.id}`,
      limits.discussionPosts ?? DISCUSSION_POST_LIMIT,
    );
    const row = await postMessage(db, user, target, body, now());
    return { data: await describeMessage(db, row, user.id) };
  },
  editDiscussionMessage: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    const row = await editMessage(db, user, target, params.message, body.body, now());
    return { data: await describeMessage(db, row, user.id) };
  },
  deleteDiscussionMessage: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    const row = await removeMessage(db, user, target, params.message, now());
    return { data: await describeMessage(db, row, user.id) };
  },
  discussionReplies: async (c, { user, params, query: { page, size } }) => {
    const { db } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    const parent = await findMessage(db, target, params.message);
    const { rows, total } = await repliesOf(db, parent, { page, size });
    return {
      data: await describeMessages(db, rows, user?.id ?? null),
      meta: { total, page, size },
    };
  },
  discussionMeta: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const target = await findTarget(db, params.context, params.id);
    const counts = await discussionCounts(db, target);
    const reason = user
      ? postBlockedReason(canJoinDiscussion(user, target, await forumActivity(db, user.id)))
      : null;
    return {
      data: {
        message_count: counts.messages,
        insightful_count: counts.insightful,
        can_post: user ? reason === null : null,
        post_blocked_reason: reason,
      },
    };
  },
  voteDiscussionMessage: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const row = await vote(db, user, body.message_id, body.kind, now(), c.var.deps);
    return { data: await describeMessage(db, row, user.id) };
  },
  unvoteDiscussionMessage: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const row = await unvote(db, user, params.message, params.kind);
    return { data: await describeMessage(db, row, user.id) };
  },
  reportContent: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const row = await report(db, user, body, now());
    return {
      data: {
        id: row.id,
        content_type: row.contentType,
        content_id: row.contentId,
        reason: body.reason,
        created_at: row.createdAt.toISOString(),
      },
    };
  },
});
