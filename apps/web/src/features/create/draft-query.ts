/**
 * The server drafts' list, apart from the creation flow's other calls (`queries.ts`): the
 * dashboards' drafts page reads it without loading the flow's writes and uploads.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { createKeys } from './keys.js';

export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: createKeys.drafts(),
    queryFn: async () =>
      (await api.call('drafts', { query: { draft_type: 'challenge', size: '200' } })).data,
  });
