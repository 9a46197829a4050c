/**
 * The challenge home's widgets: sections of challenge cards, completed challenges with their
 * winners, categories with counts of open challenges, and a player's own challenges. A card
 * carries only what a challenge's page shows anyone: while a challenge runs, its counts, never
 * its ideas, their authors or when they were entered.
 */
import * as v from 'valibot';
import { IdSchema, PageQuerySchema, TimestampSchema } from './common.js';

/** How many cards a home section holds. */
export const HOME_SECTION_SIZE = 8;

/**
 * The home's sections, in the order the page shows them: open challenges ending soonest, the
 * newest open ones, the open ones with the most ideas, the open ones with a money prize (largest
 * first), and the settled ones with their Top 3 (most recently settled first).
 */
export const HOME_SECTIONS = [
  'ending-soon',
  'newest',
  'most-played',
  'with-prizes',
  'completed',
] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number];

/** Where a challenge stands: running, ended but not yet settled, or settled with its results. */
export const CARD_PHASES = ['open', 'closed', 'settled'] as const;

/** One of a settled challenge's Top 3 (revealed with the close, never before). */
export const WinnerSchema = v.object({
  position: v.number(),
  /** Picked by the catalyst, or placed by the crowd's ratings. */
  source: v.picklist(['catalyst', 'crowd']),
  idea: v.object({ id: IdSchema, title: v.string() }),
  author: v.object({ id: IdSchema, handle: v.string() }),
});

/** A challenge as a list shows it (the ui-kit's ChallengeCard). */
export const ChallengeCardSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  question_title: v.string(),
  solution_format: v.string(),
  primary_image: v.nullable(v.string()),
  main_category: v.nullable(v.object({ id: IdSchema, slug: v.string(), name: v.string() })),
  catalyst: v.object({ id: IdSchema, handle: v.string() }),
  prize: v.object({
    prize_type: v.string(),
    prize_title: v.nullable(v.string()),
    /** Dollars as the challenge answers them, e.g. '25.50'; '0.00' without a money prize. */
    prize_money: v.string(),
  }),
  /** In cents; 0 when entering is free. */
  idea_entry_fee: v.number(),
  duration_start: TimestampSchema,
  duration_end: TimestampSchema,
  phase: v.picklist(CARD_PHASES),
  settled_at: v.nullable(TimestampSchema),
  /** Ideas entered: public while it runs (counted, never shown). */
  ideas: v.number(),
  /** Players who rated at least one idea. */
  raters: v.number(),
  /** The Top 3 once settled; empty before. */
  winners: v.array(WinnerSchema),
});
export type ChallengeCard = v.InferOutput<typeof ChallengeCardSchema>;

/** `platform_slug`: the platform whose challenges are listed; the main platform when absent. */
export const WidgetQuerySchema = v.object({
  platform_slug: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
});

/** A category with how many open challenges it holds, its subcategories' included. */
export const CategoryCountSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  name: v.string(),
  icon: v.nullable(v.string()),
  parent_id: v.nullable(IdSchema),
  open_challenges: v.number(),
});

const WidgetPlatformSchema = v.object({ id: IdSchema, slug: v.string(), title: v.string() });

/** `challenges-homepage`: every section of a platform's home in one answer, and its categories. */
export const ChallengesHomepageSchema = v.object({
  platform: WidgetPlatformSchema,
  ending_soon: v.array(ChallengeCardSchema),
  newest: v.array(ChallengeCardSchema),
  most_played: v.array(ChallengeCardSchema),
  with_prizes: v.array(ChallengeCardSchema),
  completed: v.array(ChallengeCardSchema),
  categories: v.array(CategoryCountSchema),
});

export const HomeSectionSchema = v.object({
  id: v.picklist(HOME_SECTIONS),
  challenges: v.array(ChallengeCardSchema),
  /** How many challenges the whole section has (`/v2/{id}` pages through them). */
  total: v.number(),
});

/** `challenges-homepage/v2`: the same sections as a list, in the page's order. */
export const ChallengesHomepageV2Schema = v.object({
  platform: WidgetPlatformSchema,
  sections: v.array(HomeSectionSchema),
});

export const HomeSectionParamsSchema = v.object({
  platform: v.string(),
  id: v.picklist(HOME_SECTIONS, `Pick one of ${HOME_SECTIONS.join(', ')}.`),
});

/**
 * A player's challenges (`/users/{id}/challenges`): open ones (ending soonest first) or closed
 * ones (most recently ended first); `filter=idea_entry_fee` keeps those with an entry fee (the
 * podcast pages).
 */
export const UserChallengesQuerySchema = v.object({
  ...PageQuerySchema.entries,
  state: v.optional(v.picklist(['open', 'closed'], 'Pick open or closed.'), 'open'),
  filter: v.optional(v.picklist(['idea_entry_fee'], 'The only filter is idea_entry_fee.')),
});
