/**
 * The search page's address: the whole query lives in it, so a shared link reproduces the
 * results. Values the page does not know fall back to absent instead of failing the page (a
 * link may be old or hand-edited).
 */
import type { SearchSort } from '@nervus/contracts';
import * as v from 'valibot';

// The call's own lists, written out: importing them would bring the contracts' search schemas
// into the page's first script, which is at its budget.
const SEARCH_STATUSES = ['open', 'closed'] as const;
const SEARCH_SOLUTION_FORMATS = [
  'standard',
  'qq',
  'topic',
  'improve',
  'test-an-idea',
  'prize',
] as const;
const SEARCH_SORTS = [
  'relevance',
  'ending-soon',
  'newest',
  'most-ideas',
] as const satisfies readonly SearchSort[];

const loose = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined as v.InferOutput<T> | undefined);

export const SearchAddressSchema = v.object({
  q: loose(v.pipe(v.string(), v.maxLength(200))),
  category: loose(v.pipe(v.string(), v.maxLength(120), v.regex(/^[a-z0-9_.-]+$/))),
  status: loose(v.picklist(SEARCH_STATUSES)),
  solution_format: loose(v.picklist(SEARCH_SOLUTION_FORMATS)),
  has_prize: loose(v.boolean()),
  has_entry_fee: loose(v.boolean()),
  sort: loose(v.picklist(SEARCH_SORTS)),
  page: loose(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type SearchAddress = v.InferOutput<typeof SearchAddressSchema>;

/** The filters a reader chooses (the text and the order aside). */
export const FILTERS = [
  'category',
  'status',
  'solution_format',
  'has_prize',
  'has_entry_fee',
] as const;

/** Whether the reader has asked anything yet: a text or a filter. */
export function asksAnything(address: SearchAddress): boolean {
  return Boolean(address.q?.trim()) || FILTERS.some((key) => address[key] !== undefined);
}
