/**
 * Search's SQL: the public challenges a query matches, one page of them in its order, the total
 * and the facet counts, in one statement that finds the matches once. Text matches the
 * generated `search_vector` (migration 0023) through one tsquery: the whole query
 * (`websearch_to_tsquery`), or word by word the word or, so a typo still finds its challenge,
 * the title words nearest to it by trigram word similarity (pg_trgm `<%`), looked up in the
 * lexicon of title words `challenge_words` (migration 0028). Both are indexed (GIN).
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
 * only those whose platform is not deleted (every challenge's platform exists, so "not on a
 * deleted one": one hashed lookup per row). Drafts are rows of `drafts`, never challenges.
 */
const PUBLIC = sql`c.solution_format <> 'ama' and c.challenge_format <> 'suggestion'
  and c.platform_id not in (select home.id from platforms home where home.deleted_at is not null)`;

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
 * The words of challenge titles nearest to `word` by trigram word similarity (`<%`, at the
 * threshold `withTypoTolerance` sets), as their lexemes joined by `|` ('librari'); '' when none
 * is near: PostgreSQL's "did you mean". `challenge_words` holds every word of every title with its
 * lexeme (migration 0028, kept by triggers): its trigram index answers in a moment, where matching
 * the word against each title read and compared the title of every candidate challenge. A
 * corrected word then matches as the word itself would, in any field: "librery" finds what
 * "library" finds. (Matching it in the title only, 'librari':A, made every candidate a row the
 * index cannot decide: ~6 ms more per search at 100,000 challenges on PGlite.) At most the 100
 * nearest words.
 */
const corrections = (word: string) => sql`coalesce((select string_agg(
    '''' || replace(near.lexeme, '''', '''''') || '''', ' | ')::tsquery
  from (select distinct w.lexeme from (select lexeme from challenge_words
    where ${word} <% word order by word_similarity(${word}, word) desc, word limit 100) w) near),
  ''::tsquery)`;

/**
 * The text as one tsquery: the whole query, or each of its words, which matches by itself or
 * as one of its near title words ("solar gardns" finds "solar gardens").
 * A stop word ("the", "and") asks for nothing, word by word as in the whole query; a text of
 * stop words only matches nothing. One `@@` of the search vector: one GIN index scan finds
 * every candidate, each tested once.
 */
function textQuery(q: string): SQL {
  const words = queryWords(q).map(
    (w) => sql`(case when numnode(plainto_tsquery('english', ${w})) = 0 then ''::tsquery
      else plainto_tsquery('english', ${w}) || ${corrections(w)} end)`,
  );
  return words.length ? sql`(${tsQuery(q)} || (${sql.join(words, sql` && `)}))` : tsQuery(q);
}

/** The filters no facet counts: visibility, text, platform and catalyst. */
function baseWhere(f: SearchFilters): SQL {
  const parts: SQL[] = [PUBLIC];
  if (f.q) parts.push(sql`c.search_vector @@ ${textQuery(f.q)}`);
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

/** The values the facets count: of a challenge row `c`, or columns of that name in `m` or `g`. */
interface FacetValues {
  readonly category: SQL;
  readonly isOpen: SQL;
  readonly solutionFormat: SQL;
  readonly hasPrize: SQL;
  readonly hasFee: SQL;
}

const rowValues = (now: Date): FacetValues => ({
  category: sql`c.main_category_id`,
  isOpen: isOpen(now),
  solutionFormat: sql`c.solution_format`,
  hasPrize,
  hasFee,
});

const columnValues = (table: 'm' | 'g'): FacetValues => ({
  category: sql.raw(`${table}.category_id`),
  isOpen: sql.raw(`${table}.is_open`),
  solutionFormat: sql.raw(`${table}.solution_format`),
  hasPrize: sql.raw(`${table}.has_prize`),
  hasFee: sql.raw(`${table}.has_fee`),
});

const TRUE = sql`true`;

/** The category filter's category and all its descendants, as the CTE `tree`. */
const categoryTree = (slug: string) => sql`tree as (
  select k.id from categories k where k.slug = ${slug}
  union all select k.id from categories k join tree on k.parent_id = tree.id)`;

/** Each faceted filter's condition on `v`, true (`TRUE`) when the filter is not set. */
function facetConditions(f: SearchFilters, v: FacetValues): Record<Faceted, SQL> {
  return {
    // `tree`: the category and its children (`categoryTree`), read once per statement.
    category: f.category ? sql`${v.category} in (select tree.id from tree)` : TRUE,
    status: f.status ? (f.status === 'open' ? v.isOpen : sql`not ${v.isOpen}`) : TRUE,
    solution_format: f.solutionFormat ? sql`${v.solutionFormat} = ${f.solutionFormat}` : TRUE,
    has_prize: f.hasPrize === undefined ? TRUE : f.hasPrize ? v.hasPrize : sql`not ${v.hasPrize}`,
    has_entry_fee:
      f.hasEntryFee === undefined ? TRUE : f.hasEntryFee ? v.hasFee : sql`not ${v.hasFee}`,
  };
}

function allOf(conditions: Record<Faceted, SQL>): SQL {
  return sql.join(
    Object.values(conditions).map((c) => sql`(${c})`),
    sql` and `,
  );
}

/**
 * A page's order, over columns of these names (`searchAll`'s `page` and `h`). Relevance weighs
 * the text's rank and how near the whole query is to the title.
 */
function orderBy(sort: SearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`rank desc, created_at desc, id`;
    case 'ending-soon':
      // Open ones first, the nearest end first; then the closed, the latest ended first.
      return sql`is_open desc, case when is_open then duration_end end asc, duration_end desc, id`;
    case 'most-ideas':
      return sql`ideas_count desc, created_at desc, id`;
    case 'newest':
      return sql`created_at desc, id`;
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

export interface FacetRow {
  facet: Faceted | 'total';
  value: string | null;
  name: string | null;
  count: number;
}

/**
 * How many matching rows share one combination of the faceted values (category, open or not,
 * format, prize, fee), with whether each value passes its facet's filter: a few hundred rows at
 * most, from which `foldFacets` counts the total and every facet.
 */
interface FacetGroup {
  category: string | null;
  category_name: string | null;
  is_open: boolean;
  solution_format: string;
  has_prize: boolean;
  has_fee: boolean;
  ok_category: boolean;
  ok_status: boolean;
  ok_solution_format: boolean;
  ok_has_prize: boolean;
  ok_has_entry_fee: boolean;
  n: number;
}

const FACETS: readonly Faceted[] = [
  'category',
  'status',
  'solution_format',
  'has_prize',
  'has_entry_fee',
];

/**
 * The total and each facet's counts, each facet over the rows passing every other filter. A
 * search folds a few hundred groups: each facet's counts are kept by the value itself and each
 * group's filters read as they are, so nothing is allocated per group but a new value's row.
 */
function foldFacets(groups: readonly FacetGroup[]): FacetRow[] {
  const total: FacetRow = { facet: 'total', value: null, name: null, count: 0 };
  const counts = Object.fromEntries(FACETS.map((f) => [f, new Map<string, FacetRow>()])) as Record<
    Faceted,
    Map<string, FacetRow>
  >;
  const add = (facet: Faceted, value: string, name: string | null, n: number) => {
    const row = counts[facet].get(value);
    if (row) row.count += n;
    else counts[facet].set(value, { facet, value, name, count: n });
  };
  for (const g of groups) {
    const failing =
      Number(!g.ok_category) +
      Number(!g.ok_status) +
      Number(!g.ok_solution_format) +
      Number(!g.ok_has_prize) +
      Number(!g.ok_has_entry_fee);
    if (failing > 1) continue;
    // Passing every filter but a facet's own (or every one): counted in that facet's values.
    const all = failing === 0;
    if (all) total.count += g.n;
    if ((all || !g.ok_category) && g.category !== null)
      add('category', g.category, g.category_name, g.n);
    if (all || !g.ok_status) add('status', g.is_open ? 'open' : 'closed', null, g.n);
    if (all || !g.ok_solution_format) add('solution_format', g.solution_format, null, g.n);
    if (all || !g.ok_has_prize) add('has_prize', g.has_prize ? 'true' : 'false', null, g.n);
    if (all || !g.ok_has_entry_fee) add('has_entry_fee', g.has_fee ? 'true' : 'false', null, g.n);
  }
  return [total, ...FACETS.flatMap((f) => [...counts[f].values()])];
}

/**
 * One page of results in `sort` order, the total and every facet's counts, in one statement.
 * With a text, `m` reads the rows matching the unfaceted filters once (the GIN index's
 * candidates) with their faceted values and what the orders need: the page is sorted from the
 * rows passing every filter, their relevance ranked while read (only theirs), and only the
 * page's own rows are read whole; the counts are grouped from `m` by faceted values (`g`), each
 * group then told which filters it passes. Without a text the page walks the table's indexes in
 * its order instead (`newest` stops at its last row) and the counts read the rows once.
 *
 * `ideas_count` is the count of every idea the triggers of migration 0026 keep, as the
 * challenge's own ideas call answers in `meta.total`: the number is public, the ideas are not.
 */
async function searchAll(
  db: Database,
  f: SearchFilters,
  sort: SearchSort,
  page: { page: number; size: number },
  now: Date,
): Promise<{ hits: HitRow[]; facets: FacetRow[] }> {
  const conditions = facetConditions(f, rowValues(now));
  const inRow = allOf(conditions);
  // A row failing two faceted filters or more is in no count and on no page.
  const set = Object.values(conditions).filter((c) => c !== TRUE);
  const counted =
    set.length > 1
      ? sql`(${sql.join(
          set.map((c) => sql`(not (${c}))::int`),
          sql` + `,
        )}) <= 1`
      : TRUE;
  const rank =
    f.q && sort === 'relevance'
      ? sql`case when ${inRow} then ts_rank(c.search_vector, ${tsQuery(f.q)})
          + word_similarity(${f.q}, c.question_title) end`
      : sql`null::real`;
  const faceted = sql`c.main_category_id as category_id, ${isOpen(now)} as is_open,
    c.solution_format, ${hasPrize} as has_prize, ${hasFee} as has_fee`;
  // What the page's order reads besides the faceted values.
  const ordered = {
    relevance: sql`${rank} as rank, c.created_at`,
    newest: sql`c.created_at`,
    'most-ideas': sql`c.ideas_count, c.created_at`,
    'ending-soon': sql`c.duration_end`,
  }[sort];
  const keys = {
    relevance: sql`rank, created_at`,
    newest: sql`created_at`,
    'most-ideas': sql`ideas_count, created_at`,
    'ending-soon': sql`is_open, duration_end`,
  }[sort];
  const tree = f.category ? sql`recursive ${categoryTree(f.category)},` : sql``;
  const matches = f.q
    ? sql`with ${tree} m as materialized (
          select c.id, ${faceted}, ${ordered}
          from challenges c
          where ${baseWhere(f)} and ${counted}
        ), page as (
          select id, ${keys} from m
          where ${allOf(facetConditions(f, columnValues('m')))}
          order by ${orderBy(sort)}
          limit ${page.size} offset ${page.page * page.size}
        )`
    : sql`with ${tree} m as (
          select ${faceted} from challenges c where ${baseWhere(f)} and ${counted}
        ), page as (
          select * from (select c.id, ${ordered}, ${isOpen(now)} as is_open
            from challenges c where ${baseWhere(f)} and ${inRow}) candidate
          order by ${orderBy(sort)}
          limit ${page.size} offset ${page.page * page.size}
        )`;
  const ok = facetConditions(f, columnValues('g'));
  const result = await db.execute(sql`
    ${matches}
    select
      (select coalesce(json_agg(h order by ${orderBy(sort)}), '[]'::json) from (
        select ${sort === 'relevance' ? sql`p.rank,` : sql``} c.id, ${isOpen(now)} as is_open,
          c.created_at, c.duration_end, c.ideas_count, c.slug,
          c.question_title, left(c.question_detail, 280) as question_detail, c.solution_format,
          k.id as category_id, k.slug as category_slug, k.name as category_name,
          c.primary_image, u.id as catalyst_id, u.handle as catalyst_handle,
          c.duration_start, c.prize_type, c.prize_money_cents, c.idea_entry_fee_cents
        from page p
        join challenges c on c.id = p.id
        join users u on u.id = c.catalyst_id
        left join categories k on k.id = c.main_category_id) h) as hits,
      (select coalesce(json_agg(facet), '[]'::json) from (
        select k.slug as category, k.name as category_name, g.is_open, g.solution_format,
          g.has_prize, g.has_fee, ${ok.category} as ok_category, ${ok.status} as ok_status,
          ${ok.solution_format} as ok_solution_format, ${ok.has_prize} as ok_has_prize,
          ${ok.has_entry_fee} as ok_has_entry_fee, g.n
        from (
          select m.category_id, m.is_open, m.solution_format, m.has_prize, m.has_fee,
            count(*)::int as n
          from m group by m.category_id, m.is_open, m.solution_format, m.has_prize, m.has_fee
        ) g
        left join categories k on k.id = g.category_id
      ) facet) as groups`);
  const [row] = rowsOf<{ hits: HitRow[]; groups: FacetGroup[] }>(result);
  return { hits: row?.hits ?? [], facets: foldFacets(row?.groups ?? []) };
}

/**
 * Search: `searchAll`, in a transaction with the typo threshold when the text has words to
 * correct (`corrections` reads it), else in one statement.
 */
export async function findChallenges(
  db: Database,
  f: SearchFilters,
  sort: SearchSort,
  page: { page: number; size: number },
  now: Date,
): Promise<{ hits: HitRow[]; facets: FacetRow[] }> {
  return f.q && queryWords(f.q).length
    ? await withTypoTolerance(db, (tx) => searchAll(tx, f, sort, page, now))
    : await searchAll(db, f, sort, page, now);
}
