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

/**
 * The Markdown renderer (marked + DOMPurify, `markdown.ts`), loaded when a page that shows
 * user-written text first needs it, at the same time as its text: the page waits on the text
 * anyway, and the renderer would otherwise be a sixth of the page's first JavaScript. A query
 * rather than a bare `import()` so that a failed load shows the page's error and is retried
 * like its text.
 */
export const markdownQueryOptions = () =>
  queryOptions({
    queryKey: ['module', 'markdown'] as const,
    queryFn: () => import('./markdown.js'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    structuralSharing: false,
  });
