/**
 * Medals and awards: the catalogue of game-rules `MEDALS` as the API answers it, a player's
 * medals, and an idea's awards (docs/decisions/0021).
 */
import { MEDAL_ICONS, MEDAL_TIERS } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common.js';

export const MedalTierSchema = v.picklist(MEDAL_TIERS);
export const MedalIconSchema = v.picklist(MEDAL_ICONS);
export const MedalScopeSchema = v.picklist(['player', 'idea', 'race']);

/** A medal of the catalogue, as every answer names it. */
export const MedalSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  tier: MedalTierSchema,
  icon: MedalIconSchema,
  /** Once per player, once per idea, or once per olympiad race. */
  scope: MedalScopeSchema,
});
export type Medal = v.InferOutput<typeof MedalSchema>;

/**
 * One medal a player was awarded. `awarded_at` is when its reader may know it was earned: the
 * player's own action's time for the player, the challenge's settlement for everyone else when
 * the action was hidden play.
 */
export const AwardedMedalSchema = v.object({
  ...MedalSchema.entries,
  award_id: IdSchema,
  user_id: IdSchema,
  awarded_at: TimestampSchema,
  /** The idea an `idea` medal is for, with its challenge. */
  idea_id: v.nullable(IdSchema),
  idea_title: v.nullable(v.string()),
  challenge_slug: v.nullable(v.string()),
  challenge_title: v.nullable(v.string()),
  /** The olympiad race a `race` medal is for. */
  race_name: v.nullable(v.string()),
  olympiad_name: v.nullable(v.string()),
});
export type AwardedMedal = v.InferOutput<typeof AwardedMedalSchema>;

/** A medal of the catalogue with a player's way to it (`GET /award/medals/{id}/meta`). */
export const MedalProgressSchema = v.object({
  ...MedalSchema.entries,
  /** The count it goes by (for an idea or race medal: the times it was earned). */
  current: v.number(),
  target: v.number(),
  earned: v.boolean(),
  /** How many times it was awarded (player medals: 0 or 1). */
  times: v.number(),
  /** `current / target`, 0–1; 1 once earned. */
  ratio: v.number(),
});
export type MedalProgress = v.InferOutput<typeof MedalProgressSchema>;
