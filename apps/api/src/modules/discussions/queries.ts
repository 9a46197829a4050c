/**
 * Discussion reads: the context a discussion hangs under, messages as a reader sees them (with
 * reply counts, vote counts, the viewer's own votes and whether they may still edit), and the
 * forum-entry rule.
 */
import {
  DISCUSSION_VOTE_KINDS,
  type DiscussionContext,
  type DiscussionMessage,
  type DiscussionVoteKind,
} from '@nervus/contracts';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import {
  challenges,
  contentReports,
  discussionMessages,
  discussionVotes,
  ideaRatings,
  ideas,
  users,
} from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { FORUM_ENTRY } from './policy.js';

type Db = Database | Tx;
export type MessageRow = typeof discussionMessages.$inferSelect;

/** What a discussion hangs under: its kind, its id, and who owns it (a challenge's catalyst). */
export interface DiscussionTarget {
  readonly type: DiscussionContext;
  readonly id: string;
  readonly ownerId: string;
  /** The challenge the ledger books neurons earned here against. */
  readonly challengeId: string | null;
}

/** The context of a discussion, or 404: each kind of context checks that its thing exists. */
export async function findTarget(db: Db, type: string, id: string): Promise<DiscussionTarget> {
  switch (type) {
    case 'challenge': {
      if (!isUuid(id)) throw notFound('Challenge');
      const [row] = await db
        .select({ id: challenges.id, catalystId: challenges.catalystId })
        .from(challenges)
        .where(eq(challenges.id, id))
        .limit(1);
      if (!row) throw notFound('Challenge');
      return { type, id: row.id, ownerId: row.catalystId, challengeId: row.id };
    }
    default:
      throw notFound('Discussion');
  }
}

export const inTarget = (target: DiscussionTarget) =>
  and(eq(discussionMessages.contextType, target.type), eq(discussionMessages.contextId, target.id));

/** One message of a discussion, or 404; writes pass `update` to lock it. */
export async function findMessage(
  db: Db,
  target: DiscussionTarget,
  id: string,
  lock?: 'update',
): Promise<MessageRow> {
  if (!isUuid(id)) throw notFound('Message');
  const query = db
    .select()
    .from(discussionMessages)
    .where(and(eq(discussionMessages.id, id), inTarget(target)))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound('Message');
  return row;
}

/** A message by id, whatever its discussion (votes and reports name only the message). */
export async function findAnyMessage(db: Db, id: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(discussionMessages)
    .where(eq(discussionMessages.id, id))
    .limit(1);
  if (!row) throw notFound('Message');
  return row;
}

/**
 * How much a player has played, counted only up to the forum-entry thresholds. Only ideas of
 * real challenges count: a suggestion-box question is stored as an idea of the box's `ama`
 * challenge, and one question to any box must not open every forum.
 */
export async function forumActivity(
  db: Db,
  userId: string,
): Promise<{ ideas: number; ratings: number }> {
  const entered = await db
    .select({ id: ideas.id })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(and(eq(ideas.authorId, userId), ne(challenges.solutionFormat, 'ama')))
    .limit(FORUM_ENTRY.ideas);
  if (entered.length >= FORUM_ENTRY.ideas) return { ideas: entered.length, ratings: 0 };
  const rated = await db
    .select({ id: ideaRatings.ideaId })
    .from(ideaRatings)
    .where(eq(ideaRatings.raterId, userId))
    .limit(FORUM_ENTRY.ratings);
  return { ideas: entered.length, ratings: rated.length };
}

/** A thread's first message in this discussion, locked for the reply being written. */
export async function findParent(tx: Tx, target: DiscussionTarget, id: string) {
  const [parent] = await tx
    .select()
    .from(discussionMessages)
    .where(
      and(
        eq(discussionMessages.id, id),
        eq(discussionMessages.contextType, target.type),
        eq(discussionMessages.contextId, target.id),
      ),
    )
    .limit(1);
  return parent;
}

/**
 * Stamps a message final, once: called in the transaction of the first reply by someone else or
 * the first vote (self-votes are refused, so any vote is someone else's). Later calls keep the
 * first stamp, and nothing clears it, so taking the vote back does not reopen editing. Updating
 * the row also makes a concurrent edit (which holds it FOR UPDATE) and the stamp take turns.
 */
export async function lockMessage(tx: Tx, messageId: string, at: Date): Promise<void> {
  await tx
    .update(discussionMessages)
    .set({ lockedAt: at })
    .where(and(eq(discussionMessages.id, messageId), isNull(discussionMessages.lockedAt)));
}

export async function insertMessage(
  tx: Tx,
  values: typeof discussionMessages.$inferInsert,
): Promise<MessageRow> {
  const [inserted] = await tx.insert(discussionMessages).values(values).returning();
  if (!inserted) throw new Error('insert returned no message');
  return inserted;
}

export async function updateMessage(
  tx: Tx,
  id: string,
  values: Partial<typeof discussionMessages.$inferInsert>,
): Promise<MessageRow> {
  const [updated] = await tx
    .update(discussionMessages)
    .set(values)
    .where(eq(discussionMessages.id, id))
    .returning();
  if (!updated) throw new Error('update returned no message');
  return updated;
}

export async function insertVote(
  tx: Tx,
  vote: { messageId: string; userId: string; kind: string; createdAt: Date },
): Promise<void> {
  await tx.insert(discussionVotes).values(vote).onConflictDoNothing();
}

export async function deleteVote(
  tx: Tx,
  vote: { messageId: string; userId: string; kind: string },
): Promise<void> {
  await tx
    .delete(discussionVotes)
    .where(
      and(
        eq(discussionVotes.messageId, vote.messageId),
        eq(discussionVotes.userId, vote.userId),
        eq(discussionVotes.kind, vote.kind),
      ),
    );
}

export async function insertReport(tx: Tx, report: typeof contentReports.$inferInsert) {
  const [inserted] = await tx.insert(contentReports).values(report).returning();
  if (!inserted) throw new Error('insert returned no report');
  return inserted;
}

const noVotes = (): Record<DiscussionVoteKind, number> =>
  Object.fromEntries(DISCUSSION_VOTE_KINDS.map((kind) => [kind, 0])) as Record<
    DiscussionVoteKind,
    number
  >;

const isVoteKind = (kind: string): kind is DiscussionVoteKind =>
  (DISCUSSION_VOTE_KINDS as readonly string[]).includes(kind);

/** Messages as `viewerId` sees them, in the order given. */
export async function describeMessages(
  db: Db,
  rows: readonly MessageRow[],
  viewerId: string | null,
): Promise<DiscussionMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, replies, votes, mine] = await Promise.all([
    db
      .select({ id: users.id, handle: users.handle, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.authorId))])),
    db
      .select({ parentId: discussionMessages.parentId, n: count() })
      .from(discussionMessages)
      .where(inArray(discussionMessages.parentId, ids))
      .groupBy(discussionMessages.parentId),
    db
      .select({ messageId: discussionVotes.messageId, kind: discussionVotes.kind, n: count() })
      .from(discussionVotes)
      .where(inArray(discussionVotes.messageId, ids))
      .groupBy(discussionVotes.messageId, discussionVotes.kind),
    viewerId
      ? db
          .select({ messageId: discussionVotes.messageId, kind: discussionVotes.kind })
          .from(discussionVotes)
          .where(and(inArray(discussionVotes.messageId, ids), eq(discussionVotes.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const replyCount = new Map(replies.map((r) => [r.parentId, r.n]));
  const voteCounts = new Map<string, Record<DiscussionVoteKind, number>>();
  for (const vote of votes) {
    if (!isVoteKind(vote.kind)) continue;
    const counts = voteCounts.get(vote.messageId) ?? noVotes();
    counts[vote.kind] = vote.n;
    voteCounts.set(vote.messageId, counts);
  }
  const myVotes = new Map<string, DiscussionVoteKind[]>();
  for (const vote of mine) {
    if (!isVoteKind(vote.kind)) continue;
    myVotes.set(vote.messageId, [...(myVotes.get(vote.messageId) ?? []), vote.kind]);
  }
  return rows.map((row) => {
    const removed = row.deletedAt !== null;
    const author = authorById.get(row.authorId);
    const counts = voteCounts.get(row.id);
    const own = viewerId !== null && row.authorId === viewerId;
    return {
      id: row.id,
      context_type: row.contextType as DiscussionContext,
      context_id: row.contextId,
      parent_id: row.parentId,
      author:
        removed || !author
          ? null
          : { id: author.id, handle: author.handle, first_name: author.firstName },
      body: removed ? '' : row.body,
      removed,
      created_at: row.createdAt.toISOString(),
      edited_at: removed ? null : (row.editedAt?.toISOString() ?? null),
      reply_count: replyCount.get(row.id) ?? 0,
      votes: removed ? noVotes() : (counts ?? noVotes()),
      my_votes: removed ? [] : (myVotes.get(row.id) ?? []),
      mine: own && !removed,
      editable: own && !removed && row.lockedAt === null,
    };
  });
}

export async function describeMessage(
  db: Db,
  row: MessageRow,
  viewerId: string | null,
): Promise<DiscussionMessage> {
  const [message] = await describeMessages(db, [row], viewerId);
  if (!message) throw new Error('a described message went missing');
  return message;
}

export interface Page {
  readonly page: number;
  readonly size: number;
}

/** Top-level messages, newest first: removed ones too, so their threads stay reachable. */
export async function recentMessages(db: Db, target: DiscussionTarget, { page, size }: Page) {
  const where = and(inTarget(target), isNull(discussionMessages.parentId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discussionMessages)
      .where(where)
      .orderBy(desc(discussionMessages.createdAt), desc(discussionMessages.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(discussionMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The Insightfuls: messages (top-level or replies) with at least one insightful vote, the most
 * insightful first, then the newest.
 */
export async function insightfulMessages(db: Db, target: DiscussionTarget, { page, size }: Page) {
  const insightful = db
    .select({ messageId: discussionVotes.messageId, n: count().as('insightful_n') })
    .from(discussionVotes)
    .where(eq(discussionVotes.kind, 'insightful'))
    .groupBy(discussionVotes.messageId)
    .as('insightful');
  const where = and(inTarget(target), isNull(discussionMessages.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: discussionMessages })
      .from(discussionMessages)
      .innerJoin(insightful, eq(insightful.messageId, discussionMessages.id))
      .where(where)
      .orderBy(desc(insightful.n), desc(discussionMessages.createdAt), desc(discussionMessages.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(discussionMessages)
      .innerJoin(insightful, eq(insightful.messageId, discussionMessages.id))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.message), total: total?.n ?? 0 };
}

/** A message's replies, oldest first (a conversation reads top down). */
export async function repliesOf(db: Db, parent: MessageRow, { page, size }: Page) {
  const where = eq(discussionMessages.parentId, parent.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discussionMessages)
      .where(where)
      .orderBy(discussionMessages.createdAt, discussionMessages.id)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(discussionMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Counts for a discussion's tabs: messages not removed, and those voted insightful. */
export async function discussionCounts(db: Db, target: DiscussionTarget) {
  const live = and(inTarget(target), isNull(discussionMessages.deletedAt));
  const [[messages], [insightful]] = await Promise.all([
    db.select({ n: count() }).from(discussionMessages).where(live),
    db
      .select({ n: sql<number>`count(distinct ${discussionMessages.id})::int` })
      .from(discussionMessages)
      .innerJoin(
        discussionVotes,
        and(
          eq(discussionVotes.messageId, discussionMessages.id),
          eq(discussionVotes.kind, 'insightful'),
        ),
      )
      .where(live),
  ]);
  return { messages: messages?.n ?? 0, insightful: Number(insightful?.n ?? 0) };
}
