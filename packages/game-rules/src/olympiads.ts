/**
 * Olympiads (tournaments): the boards a cycle's players race on, which board an award moves, and
 * which leaderboard column (`qty_*`) an award's reason counts in.
 *
 * Every award moves three boards at most: its role's board, `overall` (the Nerve Score: every
 * role) and `idea-race` (the Idea Race: every role but director, so running a tournament never
 * helps anyone win it). The insight role's board is the spec's `commentator`.
 */
import type { AwardRole } from './neurons.js';

/** The boards of a tournament, in the order its pages show their tabs. */
export const OLYMPIAD_BOARDS = [
  'overall',
  'idea-race',
  'innovator',
  'catalyst',
  'mentor',
  'scout',
  'analyst',
  'director',
  'commentator',
  'patron',
] as const;
export type OlympiadBoard = (typeof OLYMPIAD_BOARDS)[number];

/** The board named for each award role. */
export const ROLE_BOARDS: Readonly<Record<AwardRole, OlympiadBoard>> = {
  analyst: 'analyst',
  catalyst: 'catalyst',
  director: 'director',
  innovator: 'innovator',
  insight: 'commentator',
  mentor: 'mentor',
  patron: 'patron',
  scout: 'scout',
};

/** How each board is titled on the pages. */
export const BOARD_TITLES: Readonly<Record<OlympiadBoard, string>> = {
  overall: 'Nerve Score',
  'idea-race': 'Idea Race',
  innovator: 'Innovator',
  catalyst: 'Catalyst',
  mentor: 'Mentor',
  scout: 'Scout',
  analyst: 'Analyst Rater',
  director: 'Director',
  commentator: 'Commentator',
  patron: 'Patron',
};

/**
 * The boards one award moves: its role's, the overall Nerve Score and, unless it is a director's,
 * the Idea Race.
 *
 * @example boardsOfRole('director') // ['director', 'overall']
 * @example boardsOfRole('analyst')  // ['analyst', 'overall', 'idea-race']
 */
export function boardsOfRole(role: AwardRole): OlympiadBoard[] {
  const own = ROLE_BOARDS[role];
  return role === 'director' ? [own, 'overall'] : [own, 'overall', 'idea-race'];
}

/** The leaderboard's count columns (the spec's Leaderboard columns). */
export const QTY_COLUMNS = [
  'qty_ideas',
  'qty_challenges',
  'qty_ratings',
  'qty_mentoring',
  'qty_players',
  'qty_recruits',
] as const;
export type QtyColumn = (typeof QTY_COLUMNS)[number];

/**
 * Which column an award counts one in, by its reason (the ledger's `reason`): an idea entered,
 * a challenge published, a rating given, a mentoring given, a player brought in by the
 * tournament's director (a challenge published on their platform), a recruit who joined.
 * Reasons missing here (rating received, bonuses, shares) add points only.
 */
export const REASON_QTY: Readonly<Record<string, QtyColumn>> = {
  'idea-created': 'qty_ideas',
  'challenge-published': 'qty_challenges',
  'idea-rated': 'qty_ratings',
  'challenge-rated': 'qty_ratings',
  'mentoring-given': 'qty_mentoring',
  'platform-challenge': 'qty_players',
  'recruit-joined': 'qty_recruits',
};

/**
 * The column an award's reason counts in, or null.
 *
 * @example qtyColumnOf('idea-rated') // 'qty_ratings'
 * @example qtyColumnOf('community-top-5:1') // null
 */
export function qtyColumnOf(reason: string): QtyColumn | null {
  return Object.hasOwn(REASON_QTY, reason) ? (REASON_QTY[reason] as QtyColumn) : null;
}

/** The kinds of tournament: open to all, by invitation, or tied to a place. */
export const OLYMPIAD_TYPES = ['public', 'private', 'place'] as const;
export type OlympiadType = (typeof OLYMPIAD_TYPES)[number];
