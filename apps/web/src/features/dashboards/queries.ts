/**
 * The dashboards' server data: role lists, a settled challenge's results and the mentor board
 * (deleting a draft is the drafts page's, `draft-queries.ts`). A challenge, its ideas and their
 * mentoring are the challenge feature's (`../challenge/queries.ts`): the dashboards read the same
 * cache entries.
 */
import type { DASHBOARD_STATES } from '@nervus/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

export const resultsQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: dashboardKeys.results(challengeId),
    queryFn: async () => (await api.call('challengeResults', { params: { id: challengeId } })).data,
  });

export const MENTOR_PAGE_SIZE = 20;

export const mentorCommentsQueryOptions = (tab: MentorTab, page: number) =>
  queryOptions({
    queryKey: dashboardKeys.mentorComments(tab, page),
    queryFn: async () =>
      await api.call('mentorComments', {
        query: { tab, page: String(page), size: String(MENTOR_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
