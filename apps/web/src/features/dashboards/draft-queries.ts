// The drafts page's write, apart from the dashboards' reads: its call (the challenges' table)
// and the mutation machinery load with that page, not with every dashboard list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { createKeys } from '../create/keys.js';

/** Deletes a server draft; the drafts list (the creation flow's key) follows. */
export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => await api.call('deleteDraft', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: createKeys.drafts() }),
  });
}
