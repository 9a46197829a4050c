/**
 * Highlights: the game's moments worth telling a player (their idea's final place, a friend's
 * idea in a settled challenge, a mentor's feedback, a medal …), written by the server when the
 * event happens and read by the Game Dash and the notifications pages. The same shape is the
 * realtime event `gamedash-highlights`.
 */
import * as v from 'valibot';
import { BrainRoleSchema } from './brain.js';
import { PageQuerySchema } from './common.js';

/** The kinds of highlight (docs/decisions/0020 says when each is written). */
export const HIGHLIGHT_TYPES = [
  'solution-delta',
  'friend-solution',
  'mentor-comment',
  'challenge-settled',
  'new-follower',
  'medal-earned',
  'olympiad-prize',
] as const;

export const HighlightTypeSchema = v.picklist(HIGHLIGHT_TYPES, 'Pick one of the highlight types.');
export type HighlightType = v.InferOutput<typeof HighlightTypeSchema>;

/** One highlight, newest first in its list. */
export const HighlightSchema = v.object({
  id: v.string(),
  /** Plain English, naming the challenge by its title where there is one. */
  statement: v.string(),
  highlight_type: HighlightTypeSchema,
  /** The role it belongs to, or `overall` for the player as a whole. */
  role: BrainRoleSchema,
  /** When it was written, in unix seconds (the spec's unit). */
  notified_at: v.number(),
  challenge_slug: v.nullable(v.string()),
  challenge_title: v.nullable(v.string()),
  /** An in-app path to open (`/challenges/…`), or null. */
  link: v.nullable(v.string()),
});
export type Highlight = v.InferOutput<typeof HighlightSchema>;

/**
 * `GET /gamedash/{id}/highlights`: a page, and a role (a role's list also holds the player's
 * `overall` highlights; `overall` or none lists them all).
 */
export const HighlightsQuerySchema = v.object({
  ...PageQuerySchema.entries,
  role: v.optional(BrainRoleSchema),
});

/**
 * `GET /me/notification`: the bell's state in one call. `has_updates` is the new-updates dot:
 * the overall score differs from the one last seen in the Game Dash (`last_seen_score`, the
 * preference `gamedash.shared_state.gamedash_score`; 0 before the dash was ever opened).
 */
export const NotificationStateSchema = v.object({
  /** The lines of the player's own neurons list (`GET /neurons`' total). */
  neurons_total: v.number(),
  highlights_total: v.number(),
  /** The overall Nerve Score, as `GET /brain` answers it to the player. */
  score: v.number(),
  last_seen_score: v.nullable(v.number()),
  has_updates: v.boolean(),
});
export type NotificationState = v.InferOutput<typeof NotificationStateSchema>;
