import { brainLevel, levelRange } from './levels.js';
import { type LadderRole, rankFor } from './ranks.js';

/** A player's brain in one role, with the fields of the spec's Brain entity (less ids). */
export interface BrainSummary {
  readonly role: LadderRole;
  readonly score: number;
  readonly brain_level: number;
  readonly rank_id: string;
  readonly rank_position: number;
  readonly rank_label: string;
  readonly rank_description: string;
  /** The rank's colour (by rank position, the same on every ladder). */
  readonly rank_color: string;
  /** Cumulative neurons where the player's level starts (level 1's for a level-0 player). */
  readonly start_level_score: number;
  /** Cumulative neurons where the next level starts (equal to the start at level 100). */
  readonly next_level_score: number;
  /** The level where the next rank starts (100 on the last rank). */
  readonly next_rank_level: number;
}

/**
 * Everything the brain board shows for a role's cumulative score.
 *
 * @example
 * describeBrain('overall', 100)
 * // { brain_level: 2.3, start_level_score: 51, next_level_score: 208, rank_label: 'Hypatia', … }
 */
export function describeBrain(role: LadderRole, score: number): BrainSummary {
  const level = brainLevel(score);
  const rank = rankFor(role, level);
  // A player at level 0 is working towards level 1: show them its range.
  const playing = levelRange(Math.max(1, Math.floor(level)));
  return {
    role,
    score,
    brain_level: level,
    rank_id: rank.id,
    rank_position: rank.rank_position,
    rank_label: rank.label,
    rank_description: rank.description,
    rank_color: rank.color,
    start_level_score: playing.start,
    next_level_score: playing.end,
    next_rank_level: rank.next_level_score,
  };
}
