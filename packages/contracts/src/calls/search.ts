/** Finding challenges: text, filters, orders and facet counts over the public challenges. */
import { SearchChallengesQuerySchema, SearchChallengesResponseSchema } from '../search.js';
import { defineCalls } from './define.js';

export const searchCalls = defineCalls({
  searchChallenges: {
    method: 'GET',
    path: '/search/challenges',
    summary:
      'Search public challenges by text (typos forgiven), category with its children, platform, status, solution format, prize, entry fee and catalyst, with facet counts',
    tag: 'search',
    auth: 'none',
    query: SearchChallengesQuerySchema,
    response: SearchChallengesResponseSchema,
  },
});
