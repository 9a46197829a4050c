/**
 * Who may take part in a discussion. Visitors read; posting and voting need a player who has
 * entered an idea or rated five (the forum-entry rule), except the context's owner. A message is
 * its author's to edit until someone else replies to it or votes on it, and to remove always.
 */
import type { UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';
import type { DiscussionTarget, MessageRow } from './queries.js';

/** The minimum activity before a new player may post or vote: spec "1 idea entered or 5 ideas rated". */
export const FORUM_ENTRY = { ideas: 1, ratings: 5 } as const;

export const FORUM_ENTRY_MESSAGE = `New players can join discussions after entering ${FORUM_ENTRY.ideas} idea or rating ${FORUM_ENTRY.ratings} ideas.`;

type Viewer = Pick<UserRow, 'id'>;
type Message = Pick<MessageRow, 'authorId' | 'deletedAt' | 'lockedAt'>;

const removed = deny('This message was removed.', 409);

/** Posting or voting: the owner of the context always, others once they have played. */
export function canJoinDiscussion(
  user: Viewer,
  target: Pick<DiscussionTarget, 'ownerId'>,
  activity: { readonly ideas: number; readonly ratings: number },
): Decision {
  if (target.ownerId === user.id) return allow;
  if (activity.ideas >= FORUM_ENTRY.ideas || activity.ratings >= FORUM_ENTRY.ratings) return allow;
  return deny(FORUM_ENTRY_MESSAGE);
}

/** Replying to or voting on a message: not once it is removed. */
export function notRemoved(message: Pick<MessageRow, 'deletedAt'>): Decision {
  return message.deletedAt ? removed : allow;
}

export function canEditMessage(user: Viewer, message: Message): Decision {
  if (message.authorId !== user.id) return deny('Only its author can edit a message.');
  if (message.deletedAt) return removed;
  if (message.lockedAt) {
    return deny(
      'This message can no longer be edited: someone has replied to it or voted on it.',
      409,
    );
  }
  return allow;
}

export function canRemoveMessage(user: Viewer, message: Message): Decision {
  return message.authorId === user.id ? allow : deny('Only its author can remove a message.');
}

/** Voting: never on your own message. */
export function canVote(user: Viewer, message: Pick<MessageRow, 'authorId'>): Decision {
  return message.authorId === user.id ? deny('You cannot vote on your own message.') : allow;
}

export function canReport(user: Viewer, message: Pick<MessageRow, 'authorId'>): Decision {
  return message.authorId === user.id ? deny('You cannot report your own message.') : allow;
}

/** Why a signed-in player may not post yet, as the discussion's meta tells them (null: may). */
export function postBlockedReason(decision: Decision): string | null {
  return decision.allowed ? null : decision.message;
}
