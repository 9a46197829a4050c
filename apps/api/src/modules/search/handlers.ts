/** Search: public challenges by text and filters, in pages, with facet counts. */
import type { SearchSort } from '@nervus/contracts';
import { sql } from 'drizzle-orm';
import { handlers } from '../../http/endpoint.js';
import { type SearchFilters, searchFacets, searchPage } from './queries.js';
import { facetsBody, hitBody } from './serialize.js';

export const searchHandlers = handlers({
  searchChallenges: async (c, { query }) => {
    const { db, now } = c.var.deps;
    const at = now();
    const q = query.q || undefined;
    const filters: SearchFilters = {
      q,
      category: query.category || undefined,
      platform: query.platform || undefined,
      catalyst: query.catalyst || undefined,
      status: query.status || undefined,
      solutionFormat: query.solution_format || undefined,
      hasPrize: query.has_prize,
      hasEntryFee: query.has_entry_fee,
    };
    // Relevance needs a text; without one the newest come first.
    const asked: SearchSort = query.sort || (q ? 'relevance' : 'newest');
    const sort: SearchSort = asked === 'relevance' && !q ? 'newest' : asked;
    const paging = { page: query.page, size: query.size };
    const [rows, facetRows] = await db.transaction(async (tx) => {
      // One wrong letter in a seven-letter word ("librery") is a word similarity of 0.5; pg_trgm's
      // default (0.6) forgave only longer words. Set for this transaction only.
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
      return [
        await searchPage(tx, filters, sort, paging, at),
        await searchFacets(tx, filters, at),
      ] as const;
    });
    const { total, facets } = facetsBody(facetRows);
    return { data: rows.map(hitBody), meta: { total, ...paging, sort, facets } };
  },
});
