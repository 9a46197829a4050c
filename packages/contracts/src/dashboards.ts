/**
 * A settled challenge's results for the dashboards: the Top 3 as it stood at the close, the prize
 * split as paid, and what the reader earned there. The ranked ideas themselves come from
 * `GET /challenges/{id}/ideas`, which reveals them once the challenge is settled.
 */
import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common.js';

const PlayerSchema = v.object({ id: IdSchema, handle: v.string() });

export const ChallengeResultsSchema = v.object({
  challenge_id: IdSchema,
  settled_at: TimestampSchema,
  /** The catalyst's picks first, then the crowd's best, as shown when it closed. */
  top3: v.array(
    v.object({
      idea_id: IdSchema,
      position: v.number(),
      source: v.picklist(['catalyst', 'crowd']),
    }),
  ),
  /** Prize money in integer cents: what was put up, each paid place, and what went back. */
  prize: v.object({
    total_cents: v.number(),
    paid_cents: v.number(),
    unawarded_cents: v.number(),
    payouts: v.array(v.object({ rank: v.number(), user: PlayerSchema, cents: v.number() })),
  }),
  /** The reader's neurons from this challenge, per role (empty for visitors). */
  my_neurons: v.array(v.object({ role: v.string(), points: v.number() })),
});

export type ChallengeResults = v.InferOutput<typeof ChallengeResultsSchema>;
