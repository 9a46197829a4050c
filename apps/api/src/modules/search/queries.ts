/**
 * Search's SQL: the public challenges a query matches, one page of them in its order, and the
 * facet counts. Text matches the generated `search_vector` (migration 0023) through
 * `websearch_to_tsquery`, or word by word the vector or the title by trigram word similarity
 * (`<%`, pg_trgm) so a typo still finds its challenge; both are indexed (GIN).
 */
import type { SearchSort } from '@nervus/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface SearchFilters {
  readonly q?: string | undefined;
  readonly category?: string | undefined;
  readonly platform?: string | undefined;
  readonly catalyst?: string | undefined;
  readonly status?: 'open' | 'closed' | undefined;
  readonly solutionFormat?: string | undefined;
  readonly hasPrize?: boolean | undefined;
  readonly hasEntryFee?: boolean | undefined;
}

type Faceted = 'category' | 'status' | 'solution_format' | 'has_prize' | 'has_entry_fee';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Running until it ends, as `challengePhase` reads it (scheduled ones count as open). */
const isOpen = (now: Date) =>
  sql`(c.settled_at is null and not c.is_closed and c.status = 'open' and c.duration_end > ${now.toISOString()}::timestamptz)`;
/** A prize beyond the neurons every challenge pays: money or another kind of prize. */
const hasPrize = sql`(c.prize_money_cents > 0 or c.prize_type <> 'points')`;
const hasFee = sql`(c.idea_entry_fee_cents > 0)`;
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * What the public lists show (the home widgets, the dashboards): every challenge but suggestion
 * boxes (`ama`, and their questions), whose questions live on the box's own page; here also
 * only those whose platform is not deleted. Drafts are rows of `drafts`, never challenges.
 */
const PUBLIC = sql`c.solution_format <> 'ama' and c.challenge_format <> 'suggestion'
  and exists (select 1 from platforms home where home.id = c.platform_id and home.deleted_at is null)`;

/**
 * Runs `read` in a transaction whose trigram word similarity threshold is 0.5: one wrong letter in
 * a seven-letter word ("librery") scores 0.5, and pg_trgm's default (0.6) forgave only longer words.
 */
export async function withTypoTolerance<T>(db: Database, read: (tx: Database) => Promise<T>) {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    return await read(tx);
  });
}

/** A query's words worth matching one by one (typos forgiven): three letters or more, at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).slice(0, 8);
}

/**
 * Text matches when the whole query matches the vector, or each of its words matches the
 * vector or, by trigram word similarity, the title: "solar gardns" finds "solar gardens".
 */
function textMatch(q: string): SQL {
  const words = queryWords(q).map(
    (w) => sql`(c.search_vector @@ plainto_tsquery('english', ${w}) or ${w} <% c.question_title)`,
  );
  const whole = sql`c.search_vector @@ ${tsQuery(q)}`;
  return words.length ? sql`(${whole} or (${sql.join(words, sql` and `)}))` : whole;
}

/** The filters no facet counts: visibility, text, platform and catalyst. */
function baseWhere(f: SearchFilters): SQL {
  const parts: SQL[] = [PUBLIC];
  if (f.q) parts.push(textMatch(f.q));
  // Where it was created, or any platform it was also shown on.
  if (f.platform)
    parts.push(sql`exists (select 1 from platforms pl where pl.slug = ${f.platform}
      and pl.deleted_at is null and (pl.id = c.platform_id or exists (select 1
        from challenge_platforms cp where cp.challenge_id = c.id and cp.platform_id = pl.id)))`);
  if (f.catalyst)
    parts.push(
      sql`c.catalyst_id = (select u.id from users u where lower(u.handle) = ${f.catalyst})`,
    );
  return sql.join(parts, sql` and `);
}

/** Each faceted filter's condition, true when the filter is not set. */
function facetConditions(f: SearchFilters, now: Date): Record<Faceted, SQL> {
  return {
    category: f.category
      ? sql`c.main_category_id in (
          with recursive tree as (
            select k.id from categories k where k.slug = ${f.category}
            union all select k.id from categories k join tree on k.parent_id = tree.id)
          select id from tree)`
      : sql`true`,
    status: f.status ? (f.status === 'open' ? isOpen(now) : sql`not ${isOpen(now)}`) : sql`true`,
    solution_format: f.solutionFormat ? sql`c.solution_format = ${f.solutionFormat}` : sql`true`,
    has_prize: f.hasPrize === undefined ? sql`true` : f.hasPrize ? hasPrize : sql`not ${hasPrize}`,
    has_entry_fee:
      f.hasEntryFee === undefined ? sql`true` : f.hasEntryFee ? hasFee : sql`not ${hasFee}`,
  };
}

function allOf(conditions: Record<Faceted, SQL>, except?: Faceted): SQL {
  const kept = (Object.keys(conditions) as Faceted[]).filter((k) => k !== except);
  return sql.join(
    kept.map((k) => sql`(${conditions[k]})`),
    sql` and `,
  );
}

function orderBy(sort: SearchSort, f: SearchFilters, now: Date): SQL {
  switch (sort) {
    case 'relevance':
      return sql`ts_rank(c.search_vector, ${tsQuery(f.q ?? '')}) + word_similarity(${f.q ?? ''}, c.question_title) desc, c.created_at desc, c.id`;
    case 'ending-soon':
      // Open ones first, the nearest end first; then the closed, the latest ended first.
      return sql`${isOpen(now)} desc, case when ${isOpen(now)} then c.duration_end end asc, c.duration_end desc, c.id`;
    case 'most-ideas':
      return sql`ideas_count desc, c.created_at desc, c.id`;
    case 'newest':
      return sql`c.created_at desc, c.id`;
  }
}

export interface HitRow {
  id: string;
  slug: string;
  question_title: string;
  question_detail: string;
  solution_format: string;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  primary_image: string | null;
  catalyst_id: string;
  catalyst_handle: string;
  is_open: boolean;
  duration_start: string | Date;
  duration_end: string | Date;
  prize_type: string;
  prize_money_cents: number;
  idea_entry_fee_cents: number;
  ideas_count: number;
  created_at: string | Date;
}

/**
 * One page of results in `sort` order. `ideas_count` counts every idea, as the challenge's own
 * ideas call does in `meta.total`: the number is public, the ideas behind it are not read.
 */
export async function searchPage(
  db: Database,
  f: SearchFilters,
  sort: SearchSort,
  page: { page: number; size: number },
  now: Date,
): Promise<HitRow[]> {
  const result = await db.execute(sql`
    select c.id, c.slug, c.question_title, left(c.question_detail, 280) as question_detail,
      c.solution_format, k.id as category_id, k.slug as category_slug, k.name as category_name,
      c.primary_image, u.id as catalyst_id, u.handle as catalyst_handle,
      ${isOpen(now)} as is_open, c.duration_start, c.duration_end, c.prize_type,
      c.prize_money_cents, c.idea_entry_fee_cents, c.created_at,
      (select count(*)::int from ideas i where i.challenge_id = c.id) as ideas_count
    from challenges c
    join users u on u.id = c.catalyst_id
    left join categories k on k.id = c.main_category_id
    where ${baseWhere(f)} and ${allOf(facetConditions(f, now))}
    order by ${orderBy(sort, f, now)}
    limit ${page.size} offset ${page.page * page.size}`);
  return rowsOf<HitRow>(result);
}

export interface FacetRow {
  facet: Faceted | 'total';
  value: string | null;
  name: string | null;
  count: number;
}

/**
 * The total and every facet's counts in one statement: the rows matching the unfaceted filters
 * are read once, then each facet counts those passing every other facet's filter.
 */
export async function searchFacets(db: Database, f: SearchFilters, now: Date): Promise<FacetRow[]> {
  const cond = facetConditions(f, now);
  const result = await db.execute(sql`
    with m as materialized (
      select c.main_category_id as category_id, ${isOpen(now)} as is_open,
        c.solution_format, ${hasPrize} as has_prize, ${hasFee} as has_fee,
        ${cond.category} as ok_category, ${cond.status} as ok_status,
        ${cond.solution_format} as ok_solution_format, ${cond.has_prize} as ok_has_prize,
        ${cond.has_entry_fee} as ok_has_entry_fee
      from challenges c
      where ${baseWhere(f)}
    )
    select 'total' as facet, null as value, null as name, count(*)::int as count from m
      where ok_category and ok_status and ok_solution_format and ok_has_prize and ok_has_entry_fee
    union all
    select 'category', k.slug, k.name, count(*)::int from m join categories k on k.id = m.category_id
      where ok_status and ok_solution_format and ok_has_prize and ok_has_entry_fee
      group by k.slug, k.name
    union all
    select 'status', case when is_open then 'open' else 'closed' end, null, count(*)::int from m
      where ok_category and ok_solution_format and ok_has_prize and ok_has_entry_fee
      group by is_open
    union all
    select 'solution_format', solution_format, null, count(*)::int from m
      where ok_category and ok_status and ok_has_prize and ok_has_entry_fee
      group by solution_format
    union all
    select 'has_prize', has_prize::text, null, count(*)::int from m
      where ok_category and ok_status and ok_solution_format and ok_has_entry_fee
      group by has_prize
    union all
    select 'has_entry_fee', has_fee::text, null, count(*)::int from m
      where ok_category and ok_status and ok_solution_format and ok_has_prize
      group by has_fee`);
  return rowsOf<FacetRow>(result);
}
