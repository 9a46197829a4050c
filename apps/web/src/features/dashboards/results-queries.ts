/** A settled challenge's results and the mentor board: the dashboards' reads beside the lists. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { dashboardKeys, type MentorTab } from './queries.js';

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
