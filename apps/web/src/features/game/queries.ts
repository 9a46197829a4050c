/** The viewer's brains and neurons: query keys and query options. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export const brainKeys = {
  mine: () => ['brains', 'me'] as const,
  neurons: () => ['neurons', 'me'] as const,
};

/** The signed-in player's brains: the overall Nerve Score and one per role. */
export const myBrainsQueryOptions = () =>
  queryOptions({
    queryKey: brainKeys.mine(),
    queryFn: async () => (await api.call('brains')).data,
  });

/** The latest neurons the signed-in player earned or lost. */
export const myNeuronsQueryOptions = () =>
  queryOptions({
    queryKey: brainKeys.neurons(),
    queryFn: async () => await api.call('neurons', { query: { size: '10' } }),
  });
