/**
 * Discussion writes. Edits lock the message row (FOR UPDATE). A reply or vote stamps
 * `locked_at` on that same row in its own transaction, so the two take turns: an edit never
 * slips in after a reply or vote it did not see.
 */
import type { DiscussionVoteKind } from '@nervus/contracts';
import { neuronsFor, type PlatformActivityKind } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { ApiError, invalid } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { type Announcer, payNeurons } from '../highlights/announce.js';
import {
  canEditMessage,
  canJoinDiscussion,
  canRemoveMessage,
  canReport,
  canVote,
  notRemoved,
} from './policy.js';
import {
  type DiscussionTarget,
  deleteVote,
  findAnyMessage,
  findMessage,
  findParent,
  findTarget,
  forumActivity,
  insertMessage,
  insertReport,
  insertVote,
  lockMessage,
  type MessageRow,
  updateMessage,
} from './queries.js';

/**
 * Votes that pay the message's author (game-rules `platformActivity`), once per message, voter
 * and kind. Other kinds only count.
 */
const PAID_VOTES: Partial<Record<string, PlatformActivityKind>> = {
  insightful: 'insightful-vote-received',
  helpful: 'helpful-vote-received',
};

type Viewer = Pick<UserRow, 'id'>;

export async function postMessage(
  db: Database,
  user: Viewer,
  target: DiscussionTarget,
  input: { body: string; parent_id?: string | null | undefined },
  now: Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    let parentId: string | null = null;
    if (input.parent_id) {
      const parent = await findParent(tx, target, input.parent_id);
      if (!parent) throw invalid('parent_id', 'There is no such message in this discussion.');
      if (parent.parentId !== null)
        throw invalid('parent_id', 'Reply to the message that started the thread.');
      enforce(notRemoved(parent));
      parentId = parent.id;
      if (parent.authorId !== user.id) await lockMessage(tx, parent.id, now);
    }
    return insertMessage(tx, {
      contextType: target.type,
      contextId: target.id,
      parentId,
      authorId: user.id,
      body: input.body,
      createdAt: now,
    });
  });
}

export function editMessage(
  db: Database,
  user: Viewer,
  target: DiscussionTarget,
  messageId: string,
  body: string,
  now: Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const message = await findMessage(tx, target, messageId, 'update');
    enforce(canEditMessage(user, message));
    return updateMessage(tx, message.id, { body, editedAt: now });
  });
}

export function removeMessage(
  db: Database,
  user: Viewer,
  target: DiscussionTarget,
  messageId: string,
  now: Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const message = await findMessage(tx, target, messageId, 'update');
    enforce(canRemoveMessage(user, message));
    // Removing twice answers the removed message: a retried request is not an error.
    if (message.deletedAt) return message;
    return updateMessage(tx, message.id, { deletedAt: now });
  });
}

export function vote(
  db: Database,
  user: Viewer,
  messageId: string,
  kind: DiscussionVoteKind,
  now: Date,
  announcer: Announcer,
): Promise<MessageRow> {
  return inTransaction(db, async (tx) => {
    const message = await findAnyMessage(tx, messageId);
    enforce(canVote(user, message));
    const target = await findTarget(tx, message.contextType, message.contextId);
    // Every kind, not only the paying ones: fresh sock accounts could otherwise pay a chosen
    // author (insightful, helpful), lock anyone's message against editing for good with a
    // "funny", or pile flags (off-topic, ai-slop, uncivil, antisocial) on a rival's message.
    enforce(canJoinDiscussion(user, target, await forumActivity(tx, user.id)));
    enforce(notRemoved(message));
    await insertVote(tx, { messageId: message.id, userId: user.id, kind, createdAt: now });
    await lockMessage(tx, message.id, now);
    const activity = PAID_VOTES[kind];
    if (activity) {
      // Keyed by message, voter and kind: voting again after taking a vote back pays nothing.
      await payNeurons(
        tx,
        announcer,
        neuronsFor({
          kind: 'PlatformActivity',
          id: `discussion-vote:${message.id}:${user.id}`,
          userId: message.authorId,
          activity,
        }),
        { challenge: target.challengeId ?? null, now },
      );
    }
    return message;
  });
}

export function unvote(
  db: Database,
  user: Viewer,
  messageId: string,
  kind: DiscussionVoteKind,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const message = await findAnyMessage(tx, messageId);
    await deleteVote(tx, { messageId: message.id, userId: user.id, kind });
    return message;
  });
}

export async function report(
  db: Database,
  user: Viewer,
  input: { content_type: string; content_id: string; reason: string; feedback: string },
  now: Date,
) {
  try {
    return await db.transaction(async (tx) => {
      const message = await findAnyMessage(tx, input.content_id);
      enforce(canReport(user, message));
      return insertReport(tx, {
        contentType: input.content_type,
        contentId: message.id,
        reporterId: user.id,
        reason: input.reason,
        feedback: input.feedback,
        createdAt: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'content_reports_reporter_key')
      throw new ApiError(409, 'You already reported this message.');
    throw error;
  }
}
