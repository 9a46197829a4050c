/**
 * Who may do what in the game loop, and when: pure functions over the viewer and the rows. The
 * game loop runs only while game-rules calls the challenge open (never in a suggestion box); the
 * catalyst runs their challenge but never plays in it; ideas and their mentoring stay hidden
 * until the settlement reveals them.
 */
import { type ChallengeOpenFields, isChallengeOpen } from '@nervus/game-rules';
import { allow, type Decision, deny } from '../../http/policy.js';

type Viewer = { readonly id: string };
type Owned = { readonly catalystId: string };
type Authored = { readonly authorId: string };
type Settled = { readonly settledAt: Date | null };

const CLOSED = 'This challenge is closed.';

/** Playing (ideas, ratings, the next idea to rate, mentoring): only while the challenge is open. */
export function canPlay(challenge: ChallengeOpenFields, now: Date): Decision {
  return isChallengeOpen(challenge, now) ? allow : deny(CLOSED, 409);
}

/** Entering an idea: in an open challenge, not your own. */
export function canEnterIdea(
  user: Viewer,
  challenge: ChallengeOpenFields & Owned,
  now: Date,
): Decision {
  if (!isChallengeOpen(challenge, now)) return deny(CLOSED, 409);
  if (challenge.catalystId === user.id)
    return deny('You cannot enter ideas in your own challenge.');
  return allow;
}

/** Rating an idea: never your own. */
export function canRateIdea(user: Viewer, idea: Authored): Decision {
  return idea.authorId === user.id ? deny('You cannot rate your own idea.') : allow;
}

/** The catalyst's tools (all ideas without authors, the Top 3 picker). */
export function canRunChallenge(user: Viewer, challenge: Owned): Decision {
  return challenge.catalystId === user.id ? allow : deny('Only the catalyst can do this.');
}

/** Picking the Top 3: the catalyst, while the challenge is open. */
export function canPickTop3(
  user: Viewer,
  challenge: ChallengeOpenFields & Owned,
  now: Date,
): Decision {
  const catalyst = canRunChallenge(user, challenge);
  return catalyst.allowed ? canPlay(challenge, now) : catalyst;
}

/** Rating a challenge: anyone but its catalyst. */
export function canRateChallenge(user: Viewer, challenge: Owned): Decision {
  return challenge.catalystId === user.id ? deny('You cannot rate your own challenge.') : allow;
}

/**
 * Ending a challenge early: its catalyst, once. Never a suggestion box: settling reveals every
 * idea, and a box's unanswered questions must stay private.
 */
export function canEndChallenge(
  user: Viewer,
  challenge: Owned & Settled & { readonly solutionFormat: string },
): Decision {
  if (challenge.catalystId !== user.id) return deny('Only the catalyst can end this challenge.');
  if (challenge.solutionFormat === 'ama') return deny('A suggestion box does not end.', 409);
  if (challenge.settledAt) return deny('This challenge has already ended.', 409);
  return allow;
}

/** Whether a challenge's ideas, authors and players are revealed: once it is settled. */
export function isRevealed(challenge: Settled): boolean {
  return challenge.settledAt !== null;
}

/** Reading one idea: a hidden idea does not exist for anyone but its author. */
export function canSeeIdea(viewer: Viewer | null, idea: Authored, revealed: boolean): Decision {
  return revealed || idea.authorId === viewer?.id ? allow : deny('Idea not found.', 404);
}

/** A settled challenge's results come with the close. */
export function canSeeResults(challenge: Settled): Decision {
  return challenge.settledAt
    ? allow
    : deny('This challenge has not been settled yet: its results come with the close.', 409);
}

/** Mentoring an idea: in an open challenge, never your own idea. */
export function canMentor(
  user: Viewer,
  idea: Authored,
  challenge: ChallengeOpenFields,
  now: Date,
): Decision {
  if (!isChallengeOpen(challenge, now)) return deny(CLOSED, 409);
  if (idea.authorId === user.id) return deny('You cannot mentor your own idea.');
  return allow;
}

/**
 * Which of an idea's mentoring a viewer reads: all of it once settled or for the idea's author;
 * while it is hidden the challenge's catalyst (who sees every idea without authors) their own,
 * a mentor their own (`mentored`: the idea exists for them only if they mentored it), anyone
 * else nothing: `none` is answered as an unknown idea, so a hidden idea's id is no oracle.
 */
export function mentoringVisibleTo(
  viewer: Viewer | null,
  idea: Authored,
  challenge: Settled & Owned,
): 'all' | 'own' | 'mentored' | 'none' {
  if (challenge.settledAt !== null || idea.authorId === viewer?.id) return 'all';
  if (!viewer) return 'none';
  return challenge.catalystId === viewer.id ? 'own' : 'mentored';
}

/** Rating an idea's mentoring, and seeing what is left to rate: the idea's author only. */
export function canRateMentoring(user: Viewer, idea: Authored): Decision {
  return idea.authorId === user.id ? allow : deny('Only the idea’s author can rate its mentoring.');
}
