/** Search: public challenges by text and filters, in pages, with facet counts. */
import type { SearchSort } from '@nervus/contracts';
import { handlers } from '../../http/endpoint.js';
import { findChallenges, type SearchFilters } from './queries.js';
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
    const { hits, facets: facetRows } = await findChallenges(db, filters, sort, paging, at);
    const { total, facets } = facetsBody(facetRows);
    return { data: hits.map(hitBody), meta: { total, ...paging, sort, facets } };
  },
});
