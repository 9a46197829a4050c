/**
 * The suggestion box's server state: key factories, query options and the mutations that
 * invalidate by key.
 */
import { ApiError } from '@nervus/api-client';
import type { CallBody } from '@nervus/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { meQueryOptions } from '../session/queries.js';

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

/**
 * The box page's loader: the box and, once it is open (a closed box has no questions to ask
 * for: 404), its answered questions and, for a signed-in visitor who does not own it, their own
 * questions waiting there (the first page of each).
 */
export async function loadBoxPage(client: QueryClient, handle: string): Promise<void> {
  const [me, box] = await Promise.all([
    client.ensureQueryData(meQueryOptions()),
    client.ensureQueryData(boxQueryOptions(handle)),
  ]);
  if (!box.box) return;
  await Promise.all([
    client.ensureQueryData(priorsQueryOptions(handle, 'answered', 0)),
    me && me.user.id !== box.owner.id
      ? client.ensureQueryData(priorsQueryOptions(handle, 'pending', 0))
      : undefined,
  ]);
}

/** After a question, an answer or a rating every list of suggestions may show it differently. */
function useInvalidateSuggestions() {
  const client = useQueryClient();
  // Not awaited: the page moves on while the lists refresh.
  return () => void client.invalidateQueries({ queryKey: suggestionKeys.all });
}

export function useAskSuggestion(handle: string) {
  const invalidate = useInvalidateSuggestions();
  return useMutation({
    mutationFn: async (body: CallBody<'askSuggestion'>) =>
      await api.call('askSuggestion', { params: { platform: handle }, body }),
    onSuccess: invalidate,
  });
}

export function useOpenSuggestionBox() {
  const invalidate = useInvalidateSuggestions();
  return useMutation({
    mutationFn: async (body: CallBody<'openSuggestionBox'>) =>
      await api.call('openSuggestionBox', { body }),
    onSuccess: invalidate,
  });
}

/** The box owner's answer: final, and it earns mentoring neurons. */
export function useAnswerSuggestion(id: string) {
  const invalidate = useInvalidateSuggestions();
  return useMutation({
    mutationFn: async (body: CallBody<'answerSuggestion'>) =>
      await api.call('answerSuggestion', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** The asker's rating of an answer, once, on the mentoring scale. */
export function useRateAnswer(answerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) =>
      await api.call('rateMentoring', { params: { id: answerId }, body: { rating } }),
    onSuccess: () => client.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
