/**
 * The suggestion box's server state: key factories and query options. The writes, which
 * invalidate by key, are in `mutations.ts`: they load with the forms that use them.
 */
import { ApiError } from '@nervus/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export type SuggestionState = 'all' | 'answered' | 'pending';

export const suggestionKeys = {
  all: ['suggestions'] as const,
  box: (handle: string) => [...suggestionKeys.all, 'box', handle.toLowerCase()] as const,
  priors: (handle: string, state: SuggestionState, page: number) =>
    [...suggestionKeys.box(handle), 'priors', state, page] as const,
  one: (handle: string, id: string) => [...suggestionKeys.box(handle), 'one', id] as const,
  sent: (challenge: string | undefined, page: number) =>
    [...suggestionKeys.all, 'sent', challenge ?? '*', page] as const,
};

export const PAGE_SIZE = 10;

export const boxQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: suggestionKeys.box(handle),
    queryFn: async () => (await api.call('suggestionBox', { params: { platform: handle } })).data,
  });

export const priorsQueryOptions = (handle: string, state: SuggestionState, page: number) =>
  queryOptions({
    queryKey: suggestionKeys.priors(handle, state, page),
    queryFn: async () =>
      await api.call('suggestionPriors', {
        params: { platform: handle },
        query: { state, page: String(page), size: String(PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** One question, or null when the box has no such question (the page says so). */
export const questionQueryOptions = (handle: string, id: string) =>
  queryOptions({
    queryKey: suggestionKeys.one(handle, id),
    queryFn: async () => {
      try {
        return (await api.call('suggestion', { params: { platform: handle, id } })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const sentQueryOptions = (challenge: string | undefined, page: number) =>
  queryOptions({
    queryKey: suggestionKeys.sent(challenge, page),
    queryFn: async () =>
      await api.call('sentSuggestions', {
        query: {
          page: String(page),
          size: String(PAGE_SIZE),
          ...(challenge ? { challenge } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
