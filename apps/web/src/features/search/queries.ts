/** The search call, keyed by the query the address holds. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { SearchAddress } from './address.js';

export const SEARCH_PAGE_SIZE = 20;

const flag = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? ('true' as const) : ('false' as const);

/** The call's query: the address's values, and the player whose page it is searched from. */
export function searchQuery(address: SearchAddress, catalyst: string | undefined) {
  return {
    q: address.q?.trim() || undefined,
    category: address.category,
    status: address.status,
    solution_format: address.solution_format,
    has_prize: flag(address.has_prize),
    has_entry_fee: flag(address.has_entry_fee),
    sort: address.sort,
    catalyst: catalyst?.toLowerCase(),
    page: String(address.page ?? 0),
    size: String(SEARCH_PAGE_SIZE),
  };
}

export const searchQueryOptions = (address: SearchAddress, catalyst?: string) => {
  const query = searchQuery(address, catalyst);
  return queryOptions({
    queryKey: ['search', 'challenges', query] as const,
    queryFn: async () => api.call('searchChallenges', { query }),
    // The last results stay while the next arrive, so the filters keep their counts.
    placeholderData: keepPreviousData,
  });
};
