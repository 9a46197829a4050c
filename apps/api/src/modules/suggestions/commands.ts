/** Suggestion-box writes: opening a box, sending a question, answering it. */

import type { UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { ideaContentHash } from '../challenges/idea-hash.js';
import { giveMentoring } from '../game/commands.js';
import type { Announcer } from '../highlights/announce.js';
import { canAnswer } from './policy.js';
import {
  findBox,
  insertBox,
  insertQuestion,
  personalPlatformId,
  questionForAnswer,
  takenSlugs,
} from './queries.js';

/** A box stays open: its challenge ends at the end of time, so no sweep ever settles it. */
export const BOX_OPEN_UNTIL = new Date('9999-12-31T23:59:59.000Z');

/** The box's challenge slug: `ask-{handle}`, or with -2, -3 … when a challenge has it. */
async function freeSlug(db: Database, handle: string): Promise<string> {
  const base = `ask-${handle}`;
  const taken = await takenSlugs(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Opens the user's box once; a second or racing call finds the first. */
export async function openBox(
  db: Database,
  user: Pick<UserRow, 'id' | 'handle' | 'screenName'>,
  intro: string,
  fallbackPlatformId: string,
  now: () => Date,
) {
  const existing = await findBox(db, user.id);
  if (existing) return existing;
  const platformId = (await personalPlatformId(db, user.id)) ?? fallbackPlatformId;
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await freeSlug(db, user.handle);
    try {
      await db.transaction(async (tx) => {
        const time = now();
        await insertBox(
          tx,
          {
            slug,
            questionTitle: `Ask @${user.screenName} anything`,
            questionDetail: intro,
            solutionFormat: 'ama',
            challengeFormat: 'suggestion',
            catalystId: user.id,
            platformId,
            durationStart: time,
            durationEnd: BOX_OPEN_UNTIL,
            createdAt: time,
            updatedAt: time,
          },
          user.id,
          time,
        );
      });
      break;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'challenges_slug_key') continue;
      // A retry raced the first open: its box is the one.
      if (constraint === 'suggestion_boxes_pkey') break;
      throw error;
    }
  }
  const box = await findBox(db, user.id);
  if (!box) throw new ApiError(409, 'Could not open your suggestion box; try again.');
  return box;
}

export function sendQuestion(
  db: Database,
  askerId: string,
  challengeId: string,
  input: { title: string; description: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const values = {
      challengeId,
      authorId: askerId,
      title: input.title,
      description: input.description,
      purpose: null,
      primaryImage: null,
      createdAt: now,
    };
    return insertQuestion(tx, { ...values, contentHash: ideaContentHash(values) });
  });
}

/** The owner's answer, once: their mentoring of the question, paid through the ledger. */
export async function answerQuestion(
  db: Database,
  ownerId: string,
  questionId: string,
  input: { answer: string; what_i_like?: string | undefined },
  now: Date,
  announcer: Announcer,
): Promise<number> {
  try {
    return await inTransaction(db, async (tx) => {
      const found = await questionForAnswer(tx, questionId);
      if (!found) throw notFound('Question');
      enforce(
        canAnswer(ownerId, {
          askerId: found.idea.authorId,
          ownerId: found.ownerId,
          answered: found.answerId !== null,
        }),
      );
      const given = await giveMentoring(tx, announcer, {
        ideaId: found.idea.id,
        challengeId: found.idea.challengeId,
        innovatorId: found.idea.authorId,
        mentorId: ownerId,
        whatILike: input.what_i_like ?? '',
        whatCouldBeImproved: input.answer,
        time: now,
      });
      return given.earned;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'mentor_feedbacks_idea_mentor_key')
      throw new ApiError(409, 'This question is already answered; an answer is final.');
    throw error;
  }
}
