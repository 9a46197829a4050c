/**
 * Neurons and brains: what a player earned, per role, and where it puts them on the brain
 * levels (0–100) and the rank ladders of game-rules.
 */
import { LADDER_ROLES } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common.js';

export const BrainRoleSchema = v.picklist(LADDER_ROLES, 'Pick one of the roles.');

/** The spec's Brain: one per role and the overall Nerve Score. */
export const BrainSchema = v.object({
  id: v.string(),
  user_id: IdSchema,
  role: BrainRoleSchema,
  score: v.number(),
  brain_level: v.number(),
  rank_id: v.string(),
  rank_position: v.number(),
  rank_label: v.string(),
  rank_description: v.string(),
  rank_color: v.string(),
  start_level_score: v.number(),
  next_level_score: v.number(),
  next_rank_level: v.number(),
});

export const BrainQuerySchema = v.object({ user_id: v.optional(IdSchema) });

/** One award of the ledger, as the player sees it. */
export const NeuronSchema = v.object({
  id: v.string(),
  role: v.string(),
  points: v.number(),
  reason: v.string(),
  challenge_id: v.nullable(IdSchema),
  /** The challenge's question and its address, so a line can name and link it. */
  challenge_title: v.nullable(v.string()),
  challenge_slug: v.nullable(v.string()),
  created_at: TimestampSchema,
});

export const NeuronQuerySchema = v.object({ role: v.optional(BrainRoleSchema) });

/** `GET /brain/{id}/historical`: the running score at the end of each day with awards. */
export const BrainHistoryPointSchema = v.object({ day: v.string(), score: v.number() });
