/**
 * The dashboards' server data: role lists, and (in `results-queries.ts`, which the lists do not
 * load) a settled challenge's results and the mentor board. Deleting a draft is the drafts
 * page's (`draft-queries.ts`). A challenge, its ideas and their mentoring are the challenge
 * feature's (`../challenge/queries.ts`): the dashboards read the same cache entries.
 */
import type { DASHBOARD_STATES } from '@nervus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export type DashboardRole = 'innovator' | 'catalyst' | 'rater' | 'mentor';
export type DashboardState = (typeof DASHBOARD_STATES)[number];
export type MentorTab = 'given' | 'received';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  list: (platform: string, role: DashboardRole, state: DashboardState) =>
    [...dashboardKeys.all, platform, role, state] as const,
  results: (challengeId: string) => ['challenge', challengeId, 'results'] as const,
  // refreshMentoring (challenge/queries.ts) invalidates ['mentor-comments'] after a rating.
  mentorComments: (tab: MentorTab, page: number) => ['mentor-comments', tab, page] as const,
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
