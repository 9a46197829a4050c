/** The content pages (terms, privacy …) a platform writes for itself. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const contentPageKeys = {
  all: ['content-page'] as const,
  one: (platformId: string, page: string) => [...contentPageKeys.all, platformId, page] as const,
};

export const contentPageQueryOptions = (platformId: string, page: string) =>
  queryOptions({
    queryKey: contentPageKeys.one(platformId, page),
    queryFn: async () => (await api.call('contentPage', { params: { id: platformId, page } })).data,
  });
