/**
 * Olympiads (tournaments): a platform's base olympiad (the template each cycle opens from), one
 * olympiad per cycle with its races (one per board, each with a prize), the boards' rows
 * (players by neurons earned this cycle), and the widgets and queries that show them.
 *
 * A board row carries what a player's public profile shows anyway (their neurons) and counts of
 * public play; never when the points were reached (ties are broken by it, but it is not sent)
 * nor anything per award (docs/decisions/0018).
 */
import { OLYMPIAD_BOARDS, OLYMPIAD_TYPES, TOURNAMENT_CADENCES } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdOrSlugSchema, IdSchema, PageMetaSchema, TimestampSchema } from './common.js';
import { TimeZoneSchema } from './time-zone.js';

export const OlympiadBoardSchema = v.picklist(OLYMPIAD_BOARDS, 'Pick one of the boards.');
export const OlympiadTypeSchema = v.picklist(OLYMPIAD_TYPES, 'Must be public, private or place.');
export const OlympiadCadenceSchema = v.picklist(TOURNAMENT_CADENCES, 'Must be monthly or weekly.');

/** An olympiad is `open` for its cycle, `closed` once its prizes are allocated. */
export const OLYMPIAD_STATUSES = ['open', 'closed'] as const;
export const OlympiadStatusSchema = v.picklist(OLYMPIAD_STATUSES, 'Must be open or closed.');

/** The most rows one page of a board holds. */
export const BOARD_PAGE_MAX = 100;

/** One race of an olympiad: a board with a name and a prize. */
export const OlympiadRaceSchema = v.object({
  id: IdSchema,
  olympiad_id: IdSchema,
  board: OlympiadBoardSchema,
  name: v.string(),
  /** The race's prize in cents (pledges included); 0 without money. */
  prize_cents: v.number(),
  position: v.number(),
  /** Players with points on the board. */
  participants: v.number(),
});
export type OlympiadRace = v.InferOutput<typeof OlympiadRaceSchema>;

/** The platform an olympiad or a base belongs to, as lists show it. */
export const OlympiadPlatformSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  name: v.string(),
});

/** One cycle of a platform's tournament. */
export const OlympiadSchema = v.object({
  id: IdSchema,
  platform: OlympiadPlatformSchema,
  name: v.string(),
  type: OlympiadTypeSchema,
  cadence: OlympiadCadenceSchema,
  /** IANA time zone the cycle's midnights are in. */
  time_zone: v.string(),
  /** `2026-11` for a month, `2026-W47` for an ISO week. */
  cycle_key: v.string(),
  start_time: TimestampSchema,
  end_time: TimestampSchema,
  status: OlympiadStatusSchema,
  /** Open and now within [start_time, end_time). */
  is_current: v.boolean(),
  suspended: v.boolean(),
  profanity_allowed: v.boolean(),
  /** The sum of its races' prizes, in cents. */
  prize_total: v.number(),
  /** Players with points on the overall board. */
  participants: v.number(),
  closed_at: v.nullable(TimestampSchema),
  races: v.array(OlympiadRaceSchema),
});
export type Olympiad = v.InferOutput<typeof OlympiadSchema>;

/** A player as a board shows them. */
export const BoardUserSchema = v.object({
  id: IdSchema,
  handle: v.string(),
  screen_name: v.string(),
  avatar_url: v.nullable(v.string()),
});

/**
 * One row of a board. `rank` is standard competition ranking by points (1, 2, 2, 4); rows of
 * equal points are listed by who reached them first, then by id.
 */
export const BoardRowSchema = v.object({
  rank: v.number(),
  user: BoardUserSchema,
  /** Neurons earned this cycle on the board, up to 3 decimals. */
  neurons: v.number(),
  qty_ideas: v.number(),
  qty_challenges: v.number(),
  qty_ratings: v.number(),
  qty_mentoring: v.number(),
  qty_players: v.number(),
  qty_recruits: v.number(),
});
export type BoardRow = v.InferOutput<typeof BoardRowSchema>;

function queryInteger(fallback: number, min: number, max: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `Must be at least ${min}.`),
    v.maxValue(max, `Must be at most ${max}.`),
  );
}

/** `page` (from 0) and `size` (1–100, default 20) of a board. */
export const BoardPageQuerySchema = v.object({
  page: queryInteger(0, 0, 100_000),
  size: queryInteger(20, 1, BOARD_PAGE_MAX),
});

/** A page of a board, and the caller's own row (null for visitors and non-players). */
export const BoardPageSchema = v.object({
  data: v.array(BoardRowSchema),
  meta: PageMetaSchema,
  me: v.nullable(BoardRowSchema),
});

/** `GET /olympiad/races/{id}/bound-results`: the rows around one player (`user`: id or handle). */
export const BoundResultsQuerySchema = v.object({
  user: IdOrSlugSchema,
  /** Rows before and after the player's (0–25, default 5). */
  around: queryInteger(5, 0, 25),
});

/** The rows around a player: their own row among them; empty when they have no points. */
export const BoundResultsSchema = v.object({
  data: v.array(BoardRowSchema),
  me: v.nullable(BoardRowSchema),
});

/** One race of a base olympiad's template. */
export const BaseRaceSchema = v.object({
  board: OlympiadBoardSchema,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the race a name.'), v.maxLength(80)),
  prize_cents: v.pipe(
    v.number(),
    v.integer('Must be whole cents.'),
    v.minValue(0, 'Must be at least 0.'),
    v.maxValue(100_000_000, 'Must be at most 1,000,000 dollars.'),
  ),
});

/** A platform's base olympiad: what each cycle opens with. */
export const BaseOlympiadSchema = v.object({
  platform: OlympiadPlatformSchema,
  director: v.nullable(v.object({ id: IdSchema, handle: v.string() })),
  name: v.string(),
  type: OlympiadTypeSchema,
  cadence: OlympiadCadenceSchema,
  time_zone: v.string(),
  races: v.array(BaseRaceSchema),
  /** False once stopped: the current cycle runs out and none opens after it. */
  renews: v.boolean(),
  suspended: v.boolean(),
  profanity_allowed: v.boolean(),
  updated_at: TimestampSchema,
  /** The platform's open olympiad, if any. */
  current_olympiad_id: v.nullable(IdSchema),
});
export type BaseOlympiad = v.InferOutput<typeof BaseOlympiadSchema>;

const dateOrTime = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => value === '' || !Number.isNaN(Date.parse(value)),
      'Must be a date or a date-time.',
    ),
  ),
);

/**
 * `GET /olympiad/query`: olympiads of every platform (or one, by slug), by status, whose cycle
 * overlaps [from, to); newest first.
 */
export const OlympiadQuerySchema = v.object({
  platform: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  status: v.optional(v.picklist(['', ...OLYMPIAD_STATUSES], 'Must be open or closed.')),
  from: dateOrTime,
  to: dateOrTime,
  page: queryInteger(0, 0, 100_000),
  size: queryInteger(20, 1, 100),
});

/** `GET /olympiad/{platform}/leaderboard`: a board of the platform's current cycle. */
export const LeaderboardQuerySchema = v.object({
  board: v.optional(OlympiadBoardSchema, 'overall'),
  page: queryInteger(0, 0, 100_000),
  size: queryInteger(20, 1, BOARD_PAGE_MAX),
});

/** A board of the current cycle, its olympiad and race (null between cycles). */
export const LeaderboardSchema = v.object({
  olympiad: v.nullable(OlympiadSchema),
  race: v.nullable(OlympiadRaceSchema),
  board: OlympiadBoardSchema,
  data: v.array(BoardRowSchema),
  meta: PageMetaSchema,
  me: v.nullable(BoardRowSchema),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;

/**
 * `GET /nerveboard/category/{id}/result`: players by neurons earned this cycle (the main
 * platform's) in challenges of a category or its subcategories, counted once public.
 */
export const CategoryResultSchema = v.object({
  category: v.object({ id: IdSchema, slug: v.string(), name: v.string() }),
  olympiad: v.nullable(
    v.object({ id: IdSchema, start_time: TimestampSchema, end_time: TimestampSchema }),
  ),
  data: v.array(BoardRowSchema),
  meta: PageMetaSchema,
  me: v.nullable(BoardRowSchema),
});

/** A winner of a closed olympiad's race, as the widget shows them. */
export const OlympiadWinnerSchema = v.object({
  race_id: IdSchema,
  board: OlympiadBoardSchema,
  rank: v.number(),
  user: BoardUserSchema,
  neurons: v.number(),
  /** The prize allocated, in cents (0 before allocation or without money). */
  cents: v.number(),
});

/**
 * An olympiad as a platform's list of them answers it: a closed one with its races' winners and
 * the prizes allocated to them (public, as the widget's); an open one without `winners`.
 */
export const ListedOlympiadSchema = v.object({
  ...OlympiadSchema.entries,
  winners: v.optional(v.array(OlympiadWinnerSchema)),
});
export type ListedOlympiad = v.InferOutput<typeof ListedOlympiadSchema>;

/**
 * `GET /widgets/olympiads/{id}` (`id`: an olympiad's id, or `current` for the `platform_slug`
 * platform's, the main platform when absent): the current olympiad, or the main platform's when
 * the platform's prize total is zero (`fell_back`), and the prior one with its winners.
 */
export const OlympiadWidgetSchema = v.object({
  platform: OlympiadPlatformSchema,
  fell_back: v.boolean(),
  current: v.nullable(v.object({ olympiad: OlympiadSchema })),
  prior: v.nullable(v.object({ olympiad: OlympiadSchema, winners: v.array(OlympiadWinnerSchema) })),
});
export type OlympiadWidget = v.InferOutput<typeof OlympiadWidgetSchema>;

export const OlympiadWidgetQuerySchema = v.object({
  platform_slug: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
});

/**
 * The body of `PUT /olympiad/base-olympiads/{platform}` (the director's settings): every field
 * optional, unknown ones refused. Races replace the template when given (one per board).
 */
export const BaseOlympiadInputSchema = v.strictObject({
  name: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('Give the tournament a name.'), v.maxLength(120)),
  ),
  type: v.optional(OlympiadTypeSchema),
  cadence: v.optional(OlympiadCadenceSchema),
  time_zone: v.optional(TimeZoneSchema),
  races: v.optional(
    v.pipe(
      v.array(BaseRaceSchema),
      v.maxLength(OLYMPIAD_BOARDS.length),
      v.check(
        (races) => new Set(races.map((r) => r.board)).size === races.length,
        'One race per board.',
      ),
    ),
  ),
  renews: v.optional(v.boolean()),
  suspended: v.optional(v.boolean()),
  profanity_allowed: v.optional(v.boolean()),
});
export type BaseOlympiadInput = v.InferOutput<typeof BaseOlympiadInputSchema>;
