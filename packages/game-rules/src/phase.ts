/**
 * A challenge's phase: the one rule for "is this challenge open", shared by the server (which
 * refuses ideas, ratings, mentoring, fees and edits outside it) and every page (which hides
 * what the server would refuse).
 */

/**
 * Where a challenge stands in its life:
 * - `draft`: still in the creation flow, not published;
 * - `scheduled`: published, its start time not reached yet;
 * - `open`: between its start (inclusive) and its end (exclusive), not closed early;
 * - `closed`: its end time has passed, or it was closed by its flag or status, and the sweep
 *   has not settled it yet;
 * - `settled`: ranked and paid (set once, by the settlement).
 */
export type ChallengePhase = 'draft' | 'scheduled' | 'open' | 'closed' | 'settled';

/** A point in time as callers hold it: a `Date` (database rows), an ISO string (API), epoch ms. */
export type PhaseTime = Date | string | number;

/**
 * The fields the phase reads. The names are the API server's row names, so a challenge row
 * fits as it is; the web maps its snake_case `Challenge` once. Missing fields do not count:
 * no start means started, no end means it never ends by time, and an unparsable time is
 * treated as missing.
 */
export interface ChallengePhaseFields {
  /** True for a challenge still being written in the creation flow. */
  readonly isDraft?: boolean | null;
  /** When the settlement ranked and paid it; any value but null or undefined means settled. */
  readonly settledAt?: PhaseTime | null;
  /** Closed early by its owner or the platform. */
  readonly isClosed?: boolean | null;
  /** `open` or `closed`; only `closed` counts (the API's older flag). */
  readonly status?: string | null;
  readonly durationStart?: PhaseTime | null;
  readonly durationEnd?: PhaseTime | null;
}

/** The fields `isChallengeOpen` reads: the phase's, plus the challenge kind. */
export interface ChallengeOpenFields extends ChallengePhaseFields {
  /** `ama` is a suggestion box, which never opens to the game loop. */
  readonly solutionFormat?: string | null;
}

function epochMs(time: PhaseTime | null | undefined): number | null {
  if (time === null || time === undefined) return null;
  const ms =
    time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The phase of a challenge at `now` (injected: a `Date` or epoch ms). The first that applies
 * wins: draft, settled, closed (flag, status or end time passed), scheduled (before its
 * start), open.
 *
 * @example
 * const now = Date.parse('2026-06-15T12:00:00Z');
 * challengePhase({ durationStart: '2026-06-01T00:00:00Z', durationEnd: '2026-07-01T00:00:00Z' }, now) // 'open'
 * challengePhase({ durationStart: '2026-06-20T00:00:00Z', durationEnd: '2026-07-01T00:00:00Z' }, now) // 'scheduled'
 * challengePhase({ durationEnd: '2026-06-15T12:00:00Z' }, now) // 'closed' (the end is exclusive)
 * challengePhase({ settledAt: new Date('2026-06-10T00:00:00Z'), isClosed: true }, now) // 'settled'
 */
export function challengePhase(
  challenge: ChallengePhaseFields,
  now: Date | number,
): ChallengePhase {
  if (challenge.isDraft) return 'draft';
  if (challenge.settledAt !== null && challenge.settledAt !== undefined) return 'settled';
  const at = typeof now === 'number' ? now : now.getTime();
  if (challenge.isClosed || challenge.status === 'closed') return 'closed';
  const end = epochMs(challenge.durationEnd);
  if (end !== null && at >= end) return 'closed';
  const start = epochMs(challenge.durationStart);
  if (start !== null && at < start) return 'scheduled';
  return 'open';
}

/**
 * Whether the game loop runs in a challenge at `now`: it is in its `open` phase and is not a
 * suggestion box (`ama`), whose questions and answers go only through the box's own calls.
 * Entering ideas, rating, mentoring, paying the entry fee and editing the details need it.
 *
 * @example
 * const now = Date.parse('2026-06-15T12:00:00Z');
 * isChallengeOpen({ solutionFormat: 'qq', durationEnd: '2026-07-01T00:00:00Z' }, now) // true
 * isChallengeOpen({ solutionFormat: 'ama', durationEnd: '2026-07-01T00:00:00Z' }, now) // false
 */
export function isChallengeOpen(challenge: ChallengeOpenFields, now: Date | number): boolean {
  return challenge.solutionFormat !== 'ama' && challengePhase(challenge, now) === 'open';
}
