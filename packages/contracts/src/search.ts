/** Finding challenges: `GET /search/challenges`, its filters, sorts, results and facets. */
import { SOLUTION_FORMATS } from '@nervus/game-rules';
import * as v from 'valibot';
import { TimestampSchema } from './common.js';

/** How results may be ordered; `relevance` needs a text to be relevant to. */
export const SEARCH_SORTS = ['relevance', 'ending-soon', 'newest', 'most-ideas'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A challenge is `open` until it ends or settles, `closed` after. */
export const SEARCH_STATUSES = ['open', 'closed'] as const;

/** The most results one page holds. */
export const SEARCH_PAGE_MAX = 50;

/** Searchable kinds: every solution format but the suggestion box (`ama`), never listed. */
export const SEARCH_SOLUTION_FORMATS = SOLUTION_FORMATS.filter((format) => format !== 'ama');

const slug = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(120, 'Write at most 120 characters.'),
    v.regex(/^[a-z0-9_.-]*$/, 'Must be a slug.'),
  ),
);

const flag = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'Must be true or false.'),
    v.transform((value) => value === 'true'),
  ),
);

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

/**
 * The query of `GET /search/challenges`. Empty values count as absent, so a form can send every
 * field. `page` counts from 0 and `size` is at most {@link SEARCH_PAGE_MAX}, as every list pages.
 */
export const SearchChallengesQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Write at most 200 characters.'))),
  category: slug,
  platform: slug,
  catalyst: slug,
  status: v.optional(v.picklist(['', ...SEARCH_STATUSES], 'Must be open or closed.')),
  solution_format: v.optional(
    v.picklist(['', ...SEARCH_SOLUTION_FORMATS], 'Must be a solution format.'),
  ),
  has_prize: flag,
  has_entry_fee: flag,
  sort: v.optional(v.picklist(['', ...SEARCH_SORTS], 'Must be a known order.')),
  page: queryInteger(0, 0, 100_000),
  size: queryInteger(20, 1, SEARCH_PAGE_MAX),
});
export type SearchChallengesQuery = v.InferInput<typeof SearchChallengesQuerySchema>;

/** One result: what a challenge card shows, and only counts the challenge page shows too. */
export const ChallengeHitSchema = v.object({
  id: v.string(),
  slug: v.string(),
  question_title: v.string(),
  /** The detail's first 280 characters. */
  question_detail: v.string(),
  solution_format: v.string(),
  main_category: v.nullable(v.object({ id: v.string(), slug: v.string(), name: v.string() })),
  primary_image: v.nullable(v.string()),
  catalyst: v.object({ id: v.string(), handle: v.string() }),
  status: v.picklist(SEARCH_STATUSES),
  duration_start: TimestampSchema,
  duration_end: TimestampSchema,
  prize_type: v.string(),
  prize_money_cents: v.number(),
  idea_entry_fee_cents: v.number(),
  /** How many ideas it has: the number `GET /challenges/{id}/ideas` answers as `meta.total`. */
  ideas_count: v.number(),
  created_at: TimestampSchema,
});
export type ChallengeHit = v.InferOutput<typeof ChallengeHitSchema>;

const FacetCountSchema = v.object({ value: v.string(), count: v.number() });

/**
 * How many results each choice of a filter would give: each facet is counted over the results
 * of every other filter, ignoring its own, so a reader sees what choosing another value gives.
 * Categories are counted by main category (no parent roll-up); choices with no result are left out.
 */
export const SearchFacetsSchema = v.object({
  category: v.array(v.object({ ...FacetCountSchema.entries, name: v.string() })),
  status: v.array(FacetCountSchema),
  solution_format: v.array(FacetCountSchema),
  has_prize: v.array(FacetCountSchema),
  has_entry_fee: v.array(FacetCountSchema),
});
export type SearchFacets = v.InferOutput<typeof SearchFacetsSchema>;

export const SearchChallengesResponseSchema = v.object({
  data: v.array(ChallengeHitSchema),
  meta: v.object({
    total: v.number(),
    page: v.number(),
    size: v.number(),
    /** The order used: `relevance` without a text falls back to `newest`. */
    sort: v.picklist(SEARCH_SORTS),
    facets: SearchFacetsSchema,
  }),
});
