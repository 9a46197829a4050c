/**
 * The catalyst's tools on a published challenge: editing its details while it runs, copying it
 * into a new draft, and promoting an idea of a closed QQ challenge to a new question whose
 * innovator is credited as co-author.
 */
import * as v from 'valibot';
import { ChallengeInputSchema, PrizeInputSchema } from './challenges.js';
import { IdSchema, TimestampSchema } from './common.js';

const c = ChallengeInputSchema.entries;

/**
 * `PUT /challenges/{id}/catalyst/updates`: what a catalyst may change while the challenge runs.
 * Each field is optional (absent = unchanged) and checked like the creation form's. Anything
 * else (deep dives, category, format, duration) is refused: it is fixed once players joined.
 */
export const ChallengeUpdateInputSchema = v.strictObject({
  question_title: v.optional(c.question_title.wrapped),
  question_detail: v.optional(c.question_detail.wrapped),
  tags: v.optional(c.tags.wrapped),
  primary_image: v.optional(c.primary_image),
  image_credit: v.optional(v.nullable(c.image_credit.wrapped)),
  prize_description: PrizeInputSchema.entries.prize_description,
});
export type ChallengeUpdateInput = v.InferOutput<typeof ChallengeUpdateInputSchema>;

/** An idea of a QQ challenge promoted to a new question, as `GET /challenges/{id}/promoted` lists it. */
export const PromotedIdeaSchema = v.object({
  idea_id: IdSchema,
  idea_title: v.string(),
  /** The innovator, credited as co-author of the new question. */
  author: v.object({ id: IdSchema, handle: v.string() }),
  promoted_at: TimestampSchema,
  /** The draft being prepared: only its catalyst sees it, and only until it is published. */
  draft_id: v.nullable(IdSchema),
  /** The new question once published. */
  challenge: v.nullable(v.object({ id: IdSchema, slug: v.string() })),
});
export type PromotedIdea = v.InferOutput<typeof PromotedIdeaSchema>;
