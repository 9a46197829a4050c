/**
 * The challenge's phase on the pages, by the same game-rules rule the server uses. Kept apart
 * from the page components so route guards can import it without them.
 */
import type { Challenge } from '@nervus/contracts';
import {
  type ChallengeOpenFields,
  type ChallengePhase,
  challengePhase,
  isChallengeOpen as isGameLoopOpen,
} from '@nervus/game-rules';

/**
 * An API challenge in the server's row names, which game-rules' phase rule reads. The API
 * sends no settlement time, but the settlement sets `is_closed`, so a settled challenge reads
 * as `closed` here: the same "not open" the server decides.
 */
function phaseFields(challenge: Challenge): ChallengeOpenFields {
  return {
    solutionFormat: challenge.solution_format,
    isClosed: challenge.is_closed,
    status: challenge.status,
    durationStart: challenge.duration_start,
    durationEnd: challenge.duration_end,
  };
}

/** The challenge's phase by game-rules' `challengePhase` (`closed` covers settled, see above). */
export function challengePhaseOf(challenge: Challenge, now = Date.now()): ChallengePhase {
  return challengePhase(phaseFields(challenge), now);
}

/** Whether the server would accept ideas, ratings, mentoring and edits now (game-rules). */
export function isChallengeOpen(challenge: Challenge, now = Date.now()): boolean {
  return isGameLoopOpen(phaseFields(challenge), now);
}
