/**
 * The suggestion box's writes, each of which invalidates by key (the keys and reads are in
 * `queries.ts`). Only the forms import them, and the forms load when a viewer sees one.
 */
import type { CallBody } from '@nervus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { suggestionKeys } from './queries.js';

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
