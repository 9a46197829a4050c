/** The viewer's brains, neurons and role boards: query keys and query options. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export type BoardRole = 'innovator' | 'catalyst' | 'rater' | 'mentor';
export type BoardState = 'open' | 'closed';

/**
 * The spec's page of neuron lines (the Game Dash's list and the notifications page): 20, and the
 * next while (page + 1) · size < total. Here, beside the neurons' key, so the notifications page
 * does not load the Game Dash's reads and writes for one number.
 */
export const NEURON_PAGE_SIZE = 20;

export const brainKeys = {
  mine: () => ['brains', 'me'] as const,
  neurons: () => ['neurons', 'me'] as const,
};

export const roleBoardKeys = {
  // The dashboards' root (dashboards/queries.ts): writes that invalidate ['dashboard'], such as
  // publishing a challenge or entering an idea, refresh the boards too.
  all: ['dashboard'] as const,
  // 'board' keeps a board apart from the dashboards' list of the same role and state, which
  // asks for a larger page under the key without it.
  board: (platform: string, role: BoardRole, state: BoardState) =>
    [...roleBoardKeys.all, platform, role, state, 'board'] as const,
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

/** A role's board: the signed-in player's open or closed challenges in that role. */
export const roleBoardQueryOptions = (platform: string, role: BoardRole, state: BoardState) =>
  queryOptions({
    queryKey: roleBoardKeys.board(platform, role, state),
    queryFn: async () =>
      await api.call('dashboard', {
        params: { platform, role },
        query: { state, size: '50' },
      }),
  });
