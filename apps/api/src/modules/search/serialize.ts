import type { ChallengeHit, SearchFacets } from '@nervus/contracts';
import type { FacetRow, HitRow } from './queries.js';

const iso = (value: string | Date) => new Date(value).toISOString();

export function hitBody(row: HitRow): ChallengeHit {
  return {
    id: row.id,
    slug: row.slug,
    question_title: row.question_title,
    question_detail: row.question_detail,
    solution_format: row.solution_format,
    main_category:
      row.category_id && row.category_slug && row.category_name
        ? { id: row.category_id, slug: row.category_slug, name: row.category_name }
        : null,
    primary_image: row.primary_image,
    catalyst: { id: row.catalyst_id, handle: row.catalyst_handle },
    status: row.is_open ? 'open' : 'closed',
    duration_start: iso(row.duration_start),
    duration_end: iso(row.duration_end),
    prize_type: row.prize_type,
    prize_money_cents: Number(row.prize_money_cents),
    idea_entry_fee_cents: Number(row.idea_entry_fee_cents),
    ideas_count: Number(row.ideas_count),
    created_at: iso(row.created_at),
  };
}

/** The total and the facets, each facet's values most results first, then by value. */
export function facetsBody(rows: readonly FacetRow[]): { total: number; facets: SearchFacets } {
  const facets: SearchFacets = {
    category: [],
    status: [],
    solution_format: [],
    has_prize: [],
    has_entry_fee: [],
  };
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.facet === 'total') total = count;
    else if (row.facet === 'category')
      facets.category.push({ value: row.value ?? '', name: row.name ?? '', count });
    else facets[row.facet].push({ value: row.value ?? '', count });
  }
  for (const list of Object.values(facets) as { value: string; count: number }[][])
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { total, facets };
}
