/** Mentoring's SQL: the mentoring of ideas, the mentor dashboard, the author's ratings of it. */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { challenges, ideas, mentorFeedbacks, users } from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';

type FeedbackRow = typeof mentorFeedbacks.$inferSelect;

/** A mentoring with its mentor's handle. */
export interface FeedbackReading {
  readonly feedback: FeedbackRow;
  readonly handle: string;
}

/**
 * An idea and its challenge. Mentoring passes `share` to lock the challenge row as ratings do,
 * so a mentoring lands before the settlement or is refused after it.
 */
export async function findIdeaWithChallenge(db: Database | Tx, id: string, lock?: 'share') {
  if (!isUuid(id)) return undefined;
  const query = db
    .select({ idea: ideas, challenge: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(eq(ideas.id, id))
    .limit(1);
  const [row] = await (lock ? query.for(lock, { of: challenges }) : query);
  return row;
}

export async function insertMentoring(
  tx: Tx,
  m: {
    ideaId: string;
    challengeId: string;
    mentorId: string;
    whatILike: string;
    whatCouldBeImproved: string;
    time: Date;
  },
): Promise<FeedbackRow> {
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
  return row;
}

/** An idea's mentoring, oldest first; `mentorId` narrows it to one mentor's. */
export function ideaFeedbacks(
  db: Database,
  ideaId: string,
  mentorId?: string,
): Promise<FeedbackReading[]> {
  return db
    .select({ feedback: mentorFeedbacks, handle: users.handle })
    .from(mentorFeedbacks)
    .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
    .where(
      and(
        eq(mentorFeedbacks.ideaId, ideaId),
        mentorId === undefined ? undefined : eq(mentorFeedbacks.mentorId, mentorId),
      ),
    )
    .orderBy(asc(mentorFeedbacks.createdAt));
}

/** The mentoring an idea's author has not rated yet, oldest first. */
export function unratedFeedbacks(db: Database, ideaId: string): Promise<FeedbackReading[]> {
  return db
    .select({ feedback: mentorFeedbacks, handle: users.handle })
    .from(mentorFeedbacks)
    .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
    .where(and(eq(mentorFeedbacks.ideaId, ideaId), isNull(mentorFeedbacks.rating)))
    .orderBy(asc(mentorFeedbacks.createdAt), asc(mentorFeedbacks.id));
}

/** The mentoring a player gave, or received on their own ideas, newest first, one page. */
export async function mentorComments(
  db: Database,
  userId: string,
  page: { tab: 'given' | 'received'; page: number; size: number },
) {
  const mine =
    page.tab === 'given' ? eq(mentorFeedbacks.mentorId, userId) : eq(ideas.authorId, userId);
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
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: count() })
      .from(mentorFeedbacks)
      .innerJoin(ideas, eq(ideas.id, mentorFeedbacks.ideaId))
      .where(mine),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type MentorCommentRow = Awaited<ReturnType<typeof mentorComments>>['rows'][number];

/** A mentoring with its idea's author and its mentor's handle. */
export async function findFeedback(tx: Tx, id: string) {
  if (!isUuid(id)) return undefined;
  const [found] = await tx
    .select({ feedback: mentorFeedbacks, authorId: ideas.authorId, handle: users.handle })
    .from(mentorFeedbacks)
    .innerJoin(ideas, eq(ideas.id, mentorFeedbacks.ideaId))
    .innerJoin(users, eq(users.id, mentorFeedbacks.mentorId))
    .where(eq(mentorFeedbacks.id, id))
    .limit(1);
  return found;
}

/** Rates a mentoring once: undefined when it was already rated. */
export async function rateFeedbackOnce(
  tx: Tx,
  id: string,
  rating: number,
  time: Date,
): Promise<FeedbackRow | undefined> {
  const [row] = await tx
    .update(mentorFeedbacks)
    .set({ rating, ratedAt: time })
    .where(and(eq(mentorFeedbacks.id, id), isNull(mentorFeedbacks.rating)))
    .returning();
  return row;
}
