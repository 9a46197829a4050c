/**
 * The game loop's writes, each one transaction that pays its neurons through the ledger.
 *
 * Each write locks the challenge row (entries exclusively, so entry positions are exact;
 * ratings and mentoring shared, so players run side by side) and checks it is still open, while
 * the settlement's UPDATE waits for those locks: a rating either lands before the settlement and
 * counts, or is refused after it. Nothing is half-counted.
 *
 * Entry fees: in a challenge with a fee, entering ideas and rating need a paid entry (402
 * otherwise; money/wallet.ts `requireUnlocked`). Mentoring stays free.
 */
import { type IdeaFields, type NeuronAward, neuronsFor, pickTop3 } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findChallenge } from '../challenges/find.js';
import { type Announcer, payNeurons } from '../highlights/announce.js';
import { writeMentorCommentHighlight } from '../highlights/events.js';
import { requireUnlocked } from '../money/wallet.js';
import {
  canEnterIdea,
  canMentor,
  canPickTop3,
  canPlay,
  canRateChallenge,
  canRateIdea,
  canRateMentoring,
} from './policy.js';
import {
  countIdeasBy,
  findIdeaIn,
  innovatorsInOrder,
  insertChallengeRating,
  insertIdea,
  insertIdeaRating,
  ratingSummary,
  setTop3Picks,
} from './queries.js';
import {
  findFeedback,
  findIdeaWithChallenge,
  insertMentoring,
  rateFeedbackOnce,
} from './queries-mentoring.js';
import { crowdOrder } from './settle.js';

/** The points a ledger write paid one player. */
function earnedBy(paid: readonly NeuronAward[], userId: string): number {
  return paid.reduce((sum, a) => sum + (a.userId === userId ? a.points : 0), 0);
}

/** Turns a unique key's violation into the conflict the player is told about. */
async function once<T>(constraint: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === constraint) throw new ApiError(409, message);
    throw error;
  }
}

/** Enters an idea: at most `max_user_ideas` per player, paying the entry's neurons. */
export function enterIdea(
  db: Database,
  user: UserRow,
  challengeKey: string,
  idea: IdeaFields & { primaryImage: string | null },
  now: () => Date,
  announcer: Announcer,
) {
  return inTransaction(db, async (tx) => {
    const challenge = await findChallenge(tx, challengeKey, 'update');
    const time = now();
    enforce(canEnterIdea(user, challenge, time));
    await requireUnlocked(tx, challenge, user.id);
    const authors = await innovatorsInOrder(tx, challenge.id, challenge.catalystId);
    const already = await countIdeasBy(tx, challenge.id, user.id);
    if (already >= challenge.maxUserIdeas)
      throw new ApiError(
        422,
        `You can enter at most ${challenge.maxUserIdeas} ideas in this challenge.`,
        [{ field: '*', error: `At most ${challenge.maxUserIdeas} ideas per player.` }],
      );
    const position = authors.findIndex((a) => a.authorId === user.id);
    const row = await insertIdea(tx, {
      challengeId: challenge.id,
      authorId: user.id,
      title: idea.title,
      description: idea.description,
      purpose: idea.purpose || null,
      primaryImage: idea.primaryImage,
      createdAt: time,
    });
    const paid = await payNeurons(
      tx,
      announcer,
      neuronsFor({
        kind: 'IdeaCreated',
        id: `idea:${row.id}`,
        innovatorId: user.id,
        catalystId: challenge.catalystId,
        entryPosition: position === -1 ? authors.length + 1 : position + 1,
        isFirstIdeaOfInnovator: already === 0,
      }),
      { challenge, now: time },
    );
    return { row, earned: earnedBy(paid, user.id) };
  });
}

/** Rates another player's idea, once: the rating is final. */
export function rateIdea(
  db: Database,
  user: UserRow,
  challengeKey: string,
  rating: { ideaId: string; tenths: number },
  now: () => Date,
  announcer: Announcer,
): Promise<number> {
  return once(
    'idea_ratings_idea_id_rater_id_pk',
    'You already rated this idea; a rating is final.',
    () =>
      inTransaction(db, async (tx) => {
        const challenge = await findChallenge(tx, challengeKey, 'share');
        const time = now();
        enforce(canPlay(challenge, time));
        await requireUnlocked(tx, challenge, user.id);
        const idea = await findIdeaIn(tx, challenge.id, rating.ideaId);
        if (!idea) throw notFound('Idea');
        enforce(canRateIdea(user, idea));
        await insertIdeaRating(tx, {
          ideaId: idea.id,
          raterId: user.id,
          challengeId: challenge.id,
          tenths: rating.tenths,
          time,
        });
        // Told once this commits, as far as hidden play lets each player be told.
        const paid = await payNeurons(
          tx,
          announcer,
          neuronsFor({
            kind: 'IdeaRated',
            id: `rating:${idea.id}:${user.id}`,
            raterId: user.id,
            innovatorId: idea.authorId,
            stars: rating.tenths / 10,
          }),
          { challenge, now: time },
        );
        return earnedBy(paid, user.id);
      }),
  );
}

/** The catalyst picks an idea for the Top 3 (game-rules `pickTop3`). */
export function pickForTop3(
  db: Database,
  user: UserRow,
  challengeKey: string,
  pick: { ideaId: string; position?: number | undefined },
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const challenge = await findChallenge(tx, challengeKey, 'update');
    enforce(canPickTop3(user, challenge, now()));
    const idea = await findIdeaIn(tx, challenge.id, pick.ideaId);
    if (!idea) throw notFound('Idea');
    const picked = pickTop3(
      challenge.top3Picks,
      {
        ideaId: pick.ideaId,
        ...(pick.position === undefined ? {} : { position: pick.position }),
        isOwnTestIdea: idea.authorId === challenge.catalystId,
      },
      await crowdOrder(tx, challenge.id),
    );
    if (!picked.ok)
      throw new ApiError(422, picked.message, [{ field: 'idea_id', error: picked.message }]);
    await setTop3Picks(tx, challenge.id, picked.picks, now());
    return picked;
  });
}

/** Rates a challenge once (not your own), paying its catalyst; answers the new summary. */
export function rateChallenge(
  db: Database,
  user: UserRow,
  challengeKey: string,
  stars: number,
  now: () => Date,
  announcer: Announcer,
) {
  return once(
    'challenge_ratings_challenge_id_user_id_pk',
    'You already rated this challenge.',
    () =>
      inTransaction(db, async (tx) => {
        const challenge = await findChallenge(tx, challengeKey);
        enforce(canRateChallenge(user, challenge));
        const time = now();
        await insertChallengeRating(tx, {
          challengeId: challenge.id,
          userId: user.id,
          stars,
          time,
        });
        await payNeurons(
          tx,
          announcer,
          neuronsFor({
            kind: 'RatingCreated',
            id: `challenge-rating:${challenge.id}:${user.id}`,
            raterId: user.id,
            catalystId: challenge.catalystId,
            stars,
          }),
          { challenge, now: time },
        );
        return ratingSummary(tx, challenge.id, user.id);
      }),
  );
}

/**
 * Writes one mentoring and pays the mentor (`IdeaMentored`, once per mentoring). Also the
 * answer of a suggestion box, which is the box owner's mentoring of the question.
 */
export async function giveMentoring(
  tx: Tx,
  announcer: Announcer,
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
  const row = await insertMentoring(tx, m);
  const paid = await payNeurons(
    tx,
    announcer,
    neuronsFor({
      kind: 'IdeaMentored',
      id: `mentoring:${row.id}`,
      mentorId: m.mentorId,
      innovatorId: m.innovatorId,
    }),
    { challenge: m.challengeId, now: m.time },
  );
  await writeMentorCommentHighlight(tx, announcer, row.id, m.time);
  return { row, earned: earnedBy(paid, m.mentorId) };
}

/** Mentors another player's idea of an open challenge, once: mentoring is final. */
export function mentorIdea(
  db: Database,
  user: UserRow,
  ideaId: string,
  input: { whatILike: string; whatCouldBeImproved: string },
  now: () => Date,
  announcer: Announcer,
) {
  return once(
    'mentor_feedbacks_idea_mentor_key',
    'You already mentored this idea; mentoring is final.',
    () =>
      inTransaction(db, async (tx) => {
        const found = await findIdeaWithChallenge(tx, ideaId, 'share');
        if (!found) throw notFound('Idea');
        const { idea, challenge } = found;
        const time = now();
        enforce(canMentor(user, idea, challenge, time));
        return giveMentoring(tx, announcer, {
          ideaId: idea.id,
          challengeId: challenge.id,
          innovatorId: idea.authorId,
          mentorId: user.id,
          ...input,
          time,
        });
      }),
  );
}

/** The idea's author rates a mentoring once, 0–5, paying the mentor by the game-rules table. */
export function rateMentoring(
  db: Database,
  user: UserRow,
  feedbackId: string,
  rating: number,
  now: () => Date,
  announcer: Announcer,
) {
  return inTransaction(db, async (tx) => {
    const found = await findFeedback(tx, feedbackId);
    if (!found) throw notFound('Mentoring');
    enforce(canRateMentoring(user, found));
    const time = now();
    // Once: the update only takes a mentoring nobody has rated yet.
    const row = await rateFeedbackOnce(tx, feedbackId, rating, time);
    if (!row) throw new ApiError(409, 'You already rated this mentoring.');
    const paid = await payNeurons(
      tx,
      announcer,
      neuronsFor({
        kind: 'MentorRated',
        id: `mentoring-rated:${row.id}`,
        innovatorId: user.id,
        mentorId: row.mentorId,
        rating,
      }),
      { challenge: row.challengeId, now: time },
    );
    return { row, handle: found.handle, earned: earnedBy(paid, user.id) };
  });
}
