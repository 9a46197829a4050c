/**
 * The challenge game loop: ideas entered while a challenge is open, anonymous ratings, and the
 * settlement that ranks ideas and pays neurons and prizes when it closes.
 */
import { IDEA_RATING_MAX } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdeaInputSchema } from './challenges.js';
import { IdSchema, PageQuerySchema, TimestampSchema } from './common.js';

/** `POST /challenges/{id}/ideas`: length rules come from game-rules `validateIdea`. */
export const IdeaEntrySchema = IdeaInputSchema;

const PersonSchema = v.object({ id: IdSchema, handle: v.string() });

/**
 * An idea as its reader may see it. While the challenge is open only its author sees it whole;
 * a rater sees title, description and purpose without the author. After the close everyone
 * sees it with its place and its content hash.
 */
export const IdeaSchema = v.object({
  id: IdSchema,
  challenge_id: IdSchema,
  title: v.string(),
  description: v.string(),
  purpose: v.nullable(v.string()),
  primary_image: v.nullable(v.string()),
  author: v.nullable(PersonSchema),
  /** SHA-256 of the idea's canonical content, fixed at entry: proof it never changed. */
  content_hash: v.nullable(v.string()),
  created_at: TimestampSchema,
  rank: v.nullable(v.number()),
  score: v.nullable(v.number()),
  rating_count: v.nullable(v.number()),
  mine: v.boolean(),
});

export type Idea = v.InferOutput<typeof IdeaSchema>;

export const IdeaEnteredSchema = v.object({
  idea: IdeaSchema,
  neurons_earned: v.number(),
});

export const IdeaListMetaSchema = v.object({
  total: v.number(),
  /** Whether the ideas are revealed (the challenge has been settled). */
  revealed: v.boolean(),
});

/** `POST /challenges/{id}/ratings`: stars in tenths, 0.1 to 5. */
export const IdeaRatingInputSchema = v.strictObject({
  idea_id: IdSchema,
  stars: v.pipe(
    v.number('Rate with a number of stars.'),
    v.minValue(0.1, 'Rate with at least 0.1 stars.'),
    v.maxValue(IDEA_RATING_MAX, `Rate with at most ${IDEA_RATING_MAX} stars.`),
    v.check((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Rate in tenths of a star.'),
  ),
});

export const IdeaRatingSchema = v.object({
  idea_id: IdSchema,
  stars: v.number(),
  neurons_earned: v.number(),
});

/** `GET /challenges/{id}/rate/next`: the next idea to rate, or null when none is left. */
export const NextIdeaSchema = v.object({
  idea: v.nullable(IdeaSchema),
  remaining: v.number(),
});

export const SettlementSchema = v.object({
  challenge_id: IdSchema,
  settled_at: TimestampSchema,
  ranked: v.number(),
  unranked: v.number(),
  prize_cents_paid: v.number(),
  prize_cents_unawarded: v.number(),
});

/** `PUT /challenges/{id}/catalyst/picker`: a pick, at a place or the first free one. */
export const Top3PickInputSchema = v.strictObject({
  idea_id: IdSchema,
  position: v.optional(
    v.pipe(
      v.number(),
      v.integer('Pick place 1, 2 or 3.'),
      v.minValue(1, 'Pick place 1, 2 or 3.'),
      v.maxValue(3, 'Pick place 1, 2 or 3.'),
    ),
  ),
});

/** The catalyst's picks, and the Top 3 as shown: picks first, then the crowd's choices. */
export const Top3Schema = v.object({
  picks: v.array(IdSchema),
  top3: v.array(
    v.object({
      idea_id: IdSchema,
      position: v.number(),
      source: v.picklist(['catalyst', 'crowd']),
    }),
  ),
});

const feedbackText = (field: string) =>
  v.pipe(
    v.string(`Write ${field}.`),
    v.trim(),
    v.minLength(1, `Write ${field}.`),
    v.maxLength(2000, 'Write at most 2000 characters.'),
  );

/** `POST /ideas/{id}/feedbacks`: mentoring, final once given. */
export const MentorFeedbackInputSchema = v.strictObject({
  what_i_like: feedbackText('what you like'),
  what_could_be_improved: feedbackText('what could be improved'),
});

/** The innovator's rating of a mentoring: 0 Not helpful … 5 Wow changed my point of view. */
export const MentorRatingInputSchema = v.strictObject({
  rating: v.pipe(
    v.number('Rate from 0 to 5.'),
    v.integer('Rate from 0 to 5.'),
    v.minValue(0, 'Rate from 0 to 5.'),
    v.maxValue(5, 'Rate from 0 to 5.'),
  ),
});

export const MentorFeedbackSchema = v.object({
  id: IdSchema,
  idea_id: IdSchema,
  mentor: PersonSchema,
  what_i_like: v.string(),
  what_could_be_improved: v.string(),
  rating: v.nullable(v.number()),
  created_at: TimestampSchema,
  neurons_earned: v.optional(v.number()),
});

export type MentorFeedback = v.InferOutput<typeof MentorFeedbackSchema>;

/** `GET /mentor_comments`: mentoring the reader gave, or received on their ideas, paged. */
export const MentorCommentsQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tab: v.optional(v.picklist(['given', 'received'], 'Choose given or received.'), 'given'),
});

/** A mentoring with the idea and challenge it is about (the idea's author stays hidden). */
export const MentorCommentSchema = v.object({
  ...MentorFeedbackSchema.entries,
  idea_title: v.string(),
  challenge: v.object({ id: IdSchema, slug: v.string(), question_title: v.string() }),
});

/** `POST /challenges/{id}/rating`: 1 Inappropriate question type … 5 Very clever. */
export const ChallengeRatingInputSchema = v.strictObject({
  stars: v.pipe(
    v.number('Rate from 1 to 5.'),
    v.integer('Rate from 1 to 5.'),
    v.minValue(1, 'Rate from 1 to 5.'),
    v.maxValue(5, 'Rate from 1 to 5.'),
  ),
});

export const ChallengeRatingSummarySchema = v.object({
  average: v.nullable(v.number()),
  count: v.number(),
  /** The signed-in player's rating, if they gave one. */
  mine: v.nullable(v.number()),
});

export const DASHBOARD_ROLES = ['innovator', 'catalyst', 'rater', 'mentor'] as const;

/**
 * `GET /{platform}/dashboards/{role}`: open (still playing) or closed challenges; `closing`:
 * open ones ending within the next 7 days, soonest first; `mine`: open ones the player has
 * already played in that role (a rater: rated at least one idea).
 */
export const DASHBOARD_STATES = ['open', 'closed', 'closing', 'mine'] as const;
export const DashboardQuerySchema = v.object({
  state: v.optional(v.picklist(DASHBOARD_STATES, 'Pick open, closed, closing or mine.'), 'open'),
});

/** A challenge on a role's dashboard, with the player's part in it. */
export const DashboardItemSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  question_title: v.string(),
  duration_end: TimestampSchema,
  settled: v.boolean(),
  ideas: v.number(),
  my_ideas: v.number(),
  my_ratings: v.number(),
  my_mentoring: v.number(),
  /** The player's best place once settled (innovators). */
  best_rank: v.nullable(v.number()),
  /** Closed by its flag or status, though perhaps not settled yet. */
  is_closed: v.boolean(),
  /** Every rating of the challenge's ideas, and every mentoring given on them. */
  ratings: v.number(),
  mentoring: v.number(),
  /** The challenge's own average rating (1 to 5), null while nobody rated it. */
  challenge_rating: v.nullable(v.number()),
  /** Ideas of others the player has not rated yet. */
  to_rate: v.number(),
});

/** `GET /challenges/{id}/participants`: how many play each part; who, once it is settled. */
export const ParticipantsSchema = v.object({
  innovators: v.number(),
  raters: v.number(),
  mentors: v.number(),
  players: v.array(
    v.object({
      user: PersonSchema,
      ideas: v.number(),
      best_rank: v.nullable(v.number()),
      ratings: v.number(),
      mentoring: v.number(),
    }),
  ),
});
