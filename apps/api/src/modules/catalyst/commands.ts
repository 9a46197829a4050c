/** The catalyst's writes, each in one transaction that holds the rows it decides on. */
import type { ChallengeUpdateInput } from '@nervus/contracts';
import type { UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findChallenge } from '../challenges/find.js';
import { type DraftRow, insertDraft } from '../challenges/queries.js';
import { checkDetails } from './details.js';
import { duplicateContent, promotionContent } from './draft-content.js';
import { canDuplicate, canEditDetails, canPromote } from './policy.js';
import {
  categoryOf,
  insertPromotion,
  lockIdeaWithChallenge,
  promotionOf,
  setPromotionDraft,
  updateChallenge,
} from './queries.js';

/** Changes an open challenge's details; the row is locked so a close cannot slip in between. */
export async function editDetails(
  db: Database,
  user: UserRow,
  key: string,
  input: ChallengeUpdateInput,
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const challenge = await findChallenge(tx, key, 'update');
    const time = now();
    enforce(canEditDetails(user, challenge, time));
    const checked = checkDetails(challenge, await categoryOf(tx, challenge), input);
    if (!checked.ok) throw new ApiError(422, 'Validation failed', checked.errors);
    if (Object.keys(checked.set).length === 0) return challenge;
    const updated = await updateChallenge(tx, challenge.id, { ...checked.set, updatedAt: time });
    if (!updated) throw notFound('Challenge');
    return updated;
  });
}

/** A new creation draft with the challenge's content (never the crowd's ideas). */
export async function duplicateChallenge(
  db: Database,
  user: UserRow,
  key: string,
  now: () => Date,
): Promise<DraftRow> {
  return db.transaction(async (tx) => {
    const challenge = await findChallenge(tx, key);
    enforce(canDuplicate(user, challenge));
    const time = now();
    return insertDraft(tx, {
      userId: user.id,
      origin: 'challenge-creation-flow',
      draftType: 'challenge',
      content: duplicateContent(challenge, await categoryOf(tx, challenge), time),
      createdAt: time,
      updatedAt: time,
    });
  });
}

/**
 * The promotion draft of an idea, made once: a retry answers the same draft, a removed draft is
 * started afresh, a published promotion is a 409.
 */
export async function promoteIdea(
  db: Database,
  user: UserRow,
  ideaId: string,
  now: () => Date,
): Promise<DraftRow> {
  return db.transaction(async (tx) => {
    const found = await lockIdeaWithChallenge(tx, ideaId);
    if (!found) throw notFound('Idea');
    const { idea, challenge } = found;
    enforce(canPromote(user, idea, challenge));

    const existing = await promotionOf(tx, idea.id);
    if (existing?.promotion.challengeId)
      throw new ApiError(409, 'This idea has already been promoted to a published question.');
    if (existing?.draft) return existing.draft;

    const time = now();
    const created = await insertDraft(tx, {
      userId: user.id,
      origin: 'challenge-promotion-flow',
      draftType: 'challenge',
      content: promotionContent(idea, challenge, await categoryOf(tx, challenge), time),
      createdAt: time,
      updatedAt: time,
    });
    if (existing)
      // The catalyst removed the promotion's draft before publishing it: start a new one.
      await setPromotionDraft(tx, existing.promotion.id, created.id);
    else
      await insertPromotion(tx, {
        ideaId: idea.id,
        sourceChallengeId: challenge.id,
        promoterId: user.id,
        draftId: created.id,
        createdAt: time,
      });
    return created;
  });
}
