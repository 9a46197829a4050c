/** The dashboards' server data: role lists, a settled challenge's results, the catalyst's ideas. */
import type { DASHBOARD_STATES } from '@nervus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export type DashboardRole = 'innovator' | 'catalyst' | 'rater' | 'mentor';
export type DashboardState = (typeof DASHBOARD_STATES)[number];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  list: (platform: string, role: DashboardRole, state: DashboardState) =>
    [...dashboardKeys.all, platform, role, state] as const,
  results: (challengeId: string) => ['challenge', challengeId, 'results'] as const,
  catalystIdeas: (challengeId: string) => ['challenge', challengeId, 'top3', 'ideas'] as const,
};

/** One role's list; 200 is the most a page of the API holds, plenty for a player's own. */
export const dashboardQueryOptions = (
  platform: string,
  role: DashboardRole,
  state: DashboardState,
) =>
  queryOptions({
    queryKey: dashboardKeys.list(platform, role, state),
    queryFn: async () =>
      await api.call('dashboard', {
        params: { platform, role },
        query: { state, size: '200' },
      }),
  });

export const resultsQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: dashboardKeys.results(challengeId),
    queryFn: async () => (await api.call('challengeResults', { params: { id: challengeId } })).data,
  });

/** Shares its key with the Top 3 picker's, so a pick and this list stay one cache entry. */
export const catalystIdeasQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: dashboardKeys.catalystIdeas(challengeId),
    queryFn: async () => (await api.call('catalystIdeas', { params: { id: challengeId } })).data,
  });
