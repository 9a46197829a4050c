/**
 * The suggestion box's reads: a user's box, and its questions as a reader may see them.
 *
 * A question is an idea of the box's `ama` challenge; its answer is the box owner's mentoring
 * of that idea (the one `mentor_feedbacks` row by the owner, unique per idea and mentor).
 */
import { and, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import {
  challenges,
  ideas,
  mentorFeedbacks,
  platforms,
  suggestionBoxes,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';

export type SuggestionState = 'all' | 'answered' | 'pending';

/** A user's box with its challenge, or null when they have not opened one. */
export async function findBox(db: Database | Tx, ownerId: string) {
  const [row] = await db
    .select({ box: suggestionBoxes, challenge: challenges, handle: users.handle })
    .from(suggestionBoxes)
    .innerJoin(challenges, eq(challenges.id, suggestionBoxes.challengeId))
    .innerJoin(users, eq(users.id, suggestionBoxes.ownerId))
    .where(eq(suggestionBoxes.ownerId, ownerId))
    .limit(1);
  return row ?? null;
}

type BoxRow = NonNullable<Awaited<ReturnType<typeof findBox>>>;

export async function boxBody(db: Database | Tx, row: BoxRow) {
  const [totals] = await db
    .select({
      questions: count(),
      answered: sql<number>`count(${mentorFeedbacks.id})::int`,
    })
    .from(ideas)
    .leftJoin(
      mentorFeedbacks,
      and(eq(mentorFeedbacks.ideaId, ideas.id), eq(mentorFeedbacks.mentorId, row.box.ownerId)),
    )
    .where(eq(ideas.challengeId, row.box.challengeId));
  return {
    challenge_id: row.challenge.id,
    slug: row.challenge.slug,
    owner: { id: row.box.ownerId, handle: row.handle },
    intro: row.challenge.questionDetail,
    created_at: row.box.createdAt.toISOString(),
    questions: totals?.questions ?? 0,
    answered: totals?.answered ?? 0,
  };
}

const owner = alias(users, 'box_owner');
const asker = alias(users, 'asker');

function questionQuery(db: Database | Tx) {
  return db
    .select({
      idea: ideas,
      slug: challenges.slug,
      ownerId: suggestionBoxes.ownerId,
      ownerHandle: owner.handle,
      askerHandle: asker.handle,
      answer: mentorFeedbacks,
    })
    .from(ideas)
    .innerJoin(suggestionBoxes, eq(suggestionBoxes.challengeId, ideas.challengeId))
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(owner, eq(owner.id, suggestionBoxes.ownerId))
    .innerJoin(asker, eq(asker.id, ideas.authorId))
    .leftJoin(
      mentorFeedbacks,
      and(
        eq(mentorFeedbacks.ideaId, ideas.id),
        eq(mentorFeedbacks.mentorId, suggestionBoxes.ownerId),
      ),
    );
}

type QuestionRow = Awaited<ReturnType<typeof questionQuery>>[number];

export function suggestionBody(row: QuestionRow, viewerId: string | null) {
  const { idea, answer } = row;
  return {
    id: idea.id,
    box: {
      challenge_id: idea.challengeId,
      slug: row.slug,
      owner: { id: row.ownerId, handle: row.ownerHandle },
    },
    title: idea.title,
    description: idea.description,
    asker: { id: idea.authorId, handle: row.askerHandle },
    created_at: idea.createdAt.toISOString(),
    mine: idea.authorId === viewerId,
    answer: answer
      ? {
          id: answer.id,
          answer: answer.whatCouldBeImproved,
          what_i_like: answer.whatILike,
          created_at: answer.createdAt.toISOString(),
          rating: answer.rating,
        }
      : null,
  };
}

/**
 * Who may read a question: anyone once it is answered; before that its asker and the box's
 * owner. The one rule every read of questions goes through.
 */
export function visibleTo(viewerId: string | null): SQL {
  const answered = isNotNull(mentorFeedbacks.id);
  if (!viewerId) return answered;
  return or(answered, eq(ideas.authorId, viewerId), eq(suggestionBoxes.ownerId, viewerId)) as SQL;
}

function stateFilter(state: SuggestionState): SQL | undefined {
  if (state === 'answered') return isNotNull(mentorFeedbacks.id);
  if (state === 'pending') return isNull(mentorFeedbacks.id);
  return undefined;
}

/** One page of questions, unanswered first, then the newest (by answer, else by question). */
export async function listQuestions(
  db: Database | Tx,
  options: {
    where: SQL | undefined;
    state: SuggestionState;
    viewerId: string | null;
    page: number;
    size: number;
  },
) {
  const where = and(options.where, visibleTo(options.viewerId), stateFilter(options.state));
  const [rows, totals] = await Promise.all([
    questionQuery(db)
      .where(where)
      .orderBy(
        sql`${mentorFeedbacks.id} is null desc`,
        desc(sql`coalesce(${mentorFeedbacks.createdAt}, ${ideas.createdAt})`),
        desc(ideas.id),
      )
      .limit(options.size)
      .offset(options.page * options.size),
    db
      .select({ n: count() })
      .from(ideas)
      .innerJoin(suggestionBoxes, eq(suggestionBoxes.challengeId, ideas.challengeId))
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .leftJoin(
        mentorFeedbacks,
        and(
          eq(mentorFeedbacks.ideaId, ideas.id),
          eq(mentorFeedbacks.mentorId, suggestionBoxes.ownerId),
        ),
      )
      .where(where),
  ]);
  return {
    data: rows.map((r) => suggestionBody(r, options.viewerId)),
    meta: { total: totals[0]?.n ?? 0, page: options.page, size: options.size },
  };
}

/** One question of a box, if the viewer may read it. */
export async function findQuestion(
  db: Database | Tx,
  id: string,
  options: { challengeId?: string; viewerId: string | null },
) {
  const [row] = await questionQuery(db)
    .where(
      and(
        eq(ideas.id, id),
        options.challengeId ? eq(ideas.challengeId, options.challengeId) : undefined,
        visibleTo(options.viewerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's personal platform, where their box's challenge lives. */
export async function personalPlatformId(db: Database, userId: string): Promise<string | null> {
  const [personal] = await db
    .select({ id: platforms.id })
    .from(platforms)
    .where(and(eq(platforms.ownerId, userId), eq(platforms.type, 'user-platform')))
    .limit(1);
  return personal?.id ?? null;
}

/** Challenge slugs taken among `base` and `base-N`. */
export async function takenSlugs(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: challenges.slug })
    .from(challenges)
    .where(or(eq(challenges.slug, base), like(challenges.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertBox(
  tx: Tx,
  challenge: typeof challenges.$inferInsert,
  ownerId: string,
  now: Date,
): Promise<void> {
  const [row] = await tx.insert(challenges).values(challenge).returning({ id: challenges.id });
  if (!row) throw new Error('insert returned no challenge');
  // No challenge_platforms rows: a box is reached through its owner, never listed among a
  // platform's challenges.
  await tx.insert(suggestionBoxes).values({ ownerId, challengeId: row.id, createdAt: now });
}

/** A question with its box's owner and whether the owner answered it, locked for answering. */
export async function questionForAnswer(tx: Tx, id: string) {
  const [found] = await tx
    .select({ idea: ideas, ownerId: suggestionBoxes.ownerId, answerId: mentorFeedbacks.id })
    .from(ideas)
    .innerJoin(suggestionBoxes, eq(suggestionBoxes.challengeId, ideas.challengeId))
    .leftJoin(
      mentorFeedbacks,
      and(
        eq(mentorFeedbacks.ideaId, ideas.id),
        eq(mentorFeedbacks.mentorId, suggestionBoxes.ownerId),
      ),
    )
    .where(eq(ideas.id, id))
    .limit(1);
  return found;
}

export async function insertQuestion(tx: Tx, values: typeof ideas.$inferInsert): Promise<string> {
  const [row] = await tx.insert(ideas).values(values).returning({ id: ideas.id });
  if (!row) throw new Error('insert returned no question');
  return row.id;
}

/** Which questions a list shows: the sender's own, or one box's. */
export function sentBy(authorId: string, challenge?: string): SQL | undefined {
  const one = challenge
    ? isUuid(challenge)
      ? or(eq(challenges.id, challenge), eq(challenges.slug, challenge))
      : eq(challenges.slug, challenge.toLowerCase())
    : undefined;
  return and(eq(ideas.authorId, authorId), one);
}

export const inBox = (challengeId: string): SQL => eq(ideas.challengeId, challengeId);
