/**
 * Who may use the catalyst's tools: pure functions over the viewer and the rows, each answering
 * a decision that `enforce` turns into the refusal. The spec's owner rule: a challenge's owner is
 * the user whose id is its `catalyst_id`.
 */
import { type ChallengeOpenFields, isChallengeOpen } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

type Viewer = Pick<UserRow, 'id'>;
type Owned = { readonly catalystId: string };

function ownerOnly(user: Viewer | null, challenge: Owned, action: string): Decision {
  return user?.id === challenge.catalystId
    ? allow
    : deny(`Current user is not the owner of this challenge; only its catalyst can ${action}.`);
}

/** Editing details: the owner, while the challenge is open (players are still answering it). */
export function canEditDetails(
  user: Viewer,
  challenge: Owned & ChallengeOpenFields,
  now: Date,
): Decision {
  const owner = ownerOnly(user, challenge, 'edit its details');
  if (!owner.allowed) return owner;
  if (!isChallengeOpen(challenge, now))
    return deny('This challenge is closed; its details can no longer change.', 409);
  return allow;
}

/** Copying into a new draft: the owner, open or closed. */
export function canDuplicate(user: Viewer, challenge: Owned): Decision {
  return ownerOnly(user, challenge, 'copy it');
}

/**
 * Promoting an idea to a new question: the owner of a settled QQ challenge. An idea still hidden
 * does not exist for anyone but its author and the catalyst.
 */
export function canPromote(
  user: Viewer,
  idea: { readonly authorId: string },
  challenge: Owned & { readonly settledAt: Date | null; readonly solutionFormat: string },
): Decision {
  const revealed = challenge.settledAt !== null;
  if (!revealed && idea.authorId !== user.id && challenge.catalystId !== user.id)
    return deny('Idea not found.', 404);
  const owner = ownerOnly(user, challenge, 'promote its ideas');
  if (!owner.allowed) return owner;
  if (challenge.solutionFormat !== 'qq')
    return deny('Only ideas of a QQ challenge can be promoted to a new question.', 409);
  if (!revealed) return deny('Ideas can be promoted once the challenge has closed.', 409);
  return allow;
}

/** A promotion's unpublished draft is named only to the catalyst, who can resume it. */
export function canSeePromotionDrafts(user: Viewer | null, challenge: Owned): Decision {
  return ownerOnly(user, challenge, 'see its promotion drafts');
}
