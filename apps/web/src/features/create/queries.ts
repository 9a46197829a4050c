import type { Category } from '@nervus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const createKeys = {
  categories: (platformId: string) => ['create', 'categories', platformId] as const,
  drafts: () => ['create', 'drafts'] as const,
  images: (keywords: string) => ['create', 'images', keywords] as const,
};

export const categoriesQueryOptions = (platformId: string) =>
  queryOptions({
    queryKey: createKeys.categories(platformId),
    queryFn: async (): Promise<Category[]> =>
      (await api.call('platformCategories', { params: { id: platformId } })).data,
    staleTime: 5 * 60_000,
  });

export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: createKeys.drafts(),
    queryFn: async () =>
      (await api.call('drafts', { query: { draft_type: 'challenge', size: '200' } })).data,
  });

/** 20 pictures for the keywords, of which the form shows 6 (timeout 50 s on the provider). */
export const imagesQueryOptions = (keywords: string) =>
  queryOptions({
    queryKey: createKeys.images(keywords),
    queryFn: async () =>
      (await api.call('randomImages', { query: { keywords, total: '20' } })).data.slice(0, 6),
    staleTime: Number.POSITIVE_INFINITY,
  });
