/**
 * Stats: what a player's play adds up to (their progress pages) and what a challenge, a platform
 * or an olympiad adds up to. Hidden play (docs/decisions/0010) shapes every number: a count of
 * play in a challenge that has not settled is the player's own to see, never anyone else's, and
 * a challenge's own counts wait for its close.
 */
import { LADDER_ROLES } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdOrSlugSchema, IdSchema } from './common.js';

/** Who a player's stats were counted for: themself, or anyone else (visitors included). */
export const STATS_VIEWS = ['owner', 'public'] as const;
export const StatsViewSchema = v.picklist(STATS_VIEWS);

/** A role's neurons (the overall Nerve Score too), as its reader may see them. */
export const RoleNeuronsSchema = v.object({
  role: v.picklist(LADDER_ROLES),
  points: v.number(),
});
export type RoleNeurons = v.InferOutput<typeof RoleNeuronsSchema>;

export const PlayerStatsParamsSchema = v.object({ id: IdSchema });

/**
 * `GET /stats/resources/{id}`: a player's counts of play. The public view counts play in
 * settled challenges only (and what is public anyway: challenges posted, recruits); the owner's
 * counts their own actions in open challenges too.
 */
export const PlayerResourcesSchema = v.object({
  user_id: IdSchema,
  view: StatsViewSchema,
  /** Challenges the player published (suggestion boxes left out). */
  challenges_posted: v.number(),
  ideas_entered: v.number(),
  /** Of those ideas, how many placed first, and in the top 3, at their challenge's close. */
  first_places: v.number(),
  top3_places: v.number(),
  /** Ideas rated, and challenges rated (1 to 5). */
  ratings_given: v.number(),
  challenges_rated: v.number(),
  mentoring_given: v.number(),
  /** The authors' average rating (0 to 5) of the player's mentoring, once rated; null before. */
  mentoring_rating: v.nullable(v.number()),
  /** Players who joined through the player's scout link. */
  recruits: v.number(),
  /** Every role of the ladder and `overall`, in game-rules' order. */
  neurons: v.array(RoleNeuronsSchema),
});
export type PlayerResources = v.InferOutput<typeof PlayerResourcesSchema>;

export const STATS_PERIODS = ['week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

function queryCount(fallback: number, max: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,3}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.number(),
    v.minValue(1, 'Must be at least 1.'),
    v.maxValue(max, `Must be at most ${max}.`),
  );
}

/** `period` (weeks start on Monday, UTC) and how many of the latest (`count`, 1 to 60). */
export const ScoreDetailsQuerySchema = v.object({
  period: v.optional(v.picklist(STATS_PERIODS, 'Pick week or month.'), 'month'),
  count: queryCount(12, 60),
});

/** One period of a player's neurons: its first day and what each role earned in it. */
export const ScorePeriodSchema = v.object({
  /** `YYYY-MM-DD`, UTC: a Monday or the first of a month. */
  start: v.string(),
  /** Each role that earned anything in the period (never `overall`: that is `total`). */
  neurons: v.array(RoleNeuronsSchema),
  total: v.number(),
});

/** What a role's neurons were for, all time: the ledger's reason (game-rules' award codes). */
export const ScoreReasonSchema = v.object({
  role: v.picklist(LADDER_ROLES),
  reason: v.string(),
  points: v.number(),
  awards: v.number(),
});

/**
 * `GET /stats/{id}/details`: a player's score details, every one of the latest periods (those
 * without neurons at zero) oldest first, and the reasons of their neurons.
 */
export const ScoreDetailsSchema = v.object({
  user_id: IdSchema,
  view: StatsViewSchema,
  period: v.picklist(STATS_PERIODS),
  periods: v.array(ScorePeriodSchema),
  reasons: v.array(ScoreReasonSchema),
});
export type ScoreDetails = v.InferOutput<typeof ScoreDetailsSchema>;

/** What `/stats/context/{a}/{b}/stats` counts: `a` is the kind, `b` its id (or slug). */
export const STATS_CONTEXTS = ['challenge', 'platform', 'olympiad'] as const;
export type StatsContext = (typeof STATS_CONTEXTS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ContextStatsParamsSchema = v.pipe(
  v.object({
    a: v.picklist(STATS_CONTEXTS, 'Pick challenge, platform or olympiad.'),
    b: IdOrSlugSchema,
  }),
  v.forward(
    v.check((p) => p.a !== 'olympiad' || UUID.test(p.b), 'Must be an id.'),
    ['b'],
  ),
);

/**
 * A context's counts. A challenge's play counts (players, ideas, ratings, mentoring, neurons,
 * prize paid) are null until it settles; a platform counts the play of its settled challenges;
 * an olympiad counts its boards, which take a challenge's play at the close.
 */
export const ContextStatsSchema = v.object({
  kind: v.picklist(STATS_CONTEXTS),
  id: IdSchema,
  title: v.string(),
  /** The counts are final: a settled challenge, a closed olympiad (a platform never is). */
  settled: v.boolean(),
  /** Challenges published (a platform's; an olympiad's cycle's on its platform). */
  challenges: v.nullable(v.number()),
  /** Challenges still open (a platform's). */
  open_challenges: v.nullable(v.number()),
  players: v.nullable(v.number()),
  ideas: v.nullable(v.number()),
  ratings: v.nullable(v.number()),
  mentoring: v.nullable(v.number()),
  /** Neurons awarded (a challenge's, an olympiad's overall board). */
  neurons: v.nullable(v.number()),
  /** Prize money: a settled challenge's paid, an olympiad's races' prizes. */
  prize_cents: v.nullable(v.number()),
});
export type ContextStats = v.InferOutput<typeof ContextStatsSchema>;
