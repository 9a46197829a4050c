/**
 * The challenge page's writes, each of which says what it refreshes by key (the keys and reads
 * are in `queries.ts`). A write that one part alone uses is a module beside it instead
 * (`end-mutation.ts`, `challenge-rating-mutation.ts`, `rate-mutation.ts`), in that part's chunk,
 * so that the end, challenge and rate pages load none of these.
 */
import type { CallBody } from '@nervus/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { formAction } from '../../lib/form-action.js';
import { createKeys } from '../create/keys.js';
import { challengeKeys, refreshMentoring } from './queries.js';

/** Enters an idea (a form action: refusals land on the form's fields), then lists it. */
export async function enterIdea(
  client: QueryClient,
  challengeId: string,
  body: CallBody<'enterIdea'>,
) {
  const answer = await formAction(api.call('enterIdea', { params: { id: challengeId }, body }));
  await client.invalidateQueries({ queryKey: challengeKeys.ideas(challengeId) });
  return answer;
}

/** Mentors an idea (a form action; final once sent). */
export async function mentorIdea(
  client: QueryClient,
  ideaId: string,
  body: CallBody<'mentorIdea'>,
) {
  const answer = await formAction(api.call('mentorIdea', { params: { id: ideaId }, body }));
  await refreshMentoring(client, ideaId);
  return answer;
}

/** The owner's Edit Details (a form action); the answer replaces the challenge under both keys. */
export async function updateChallengeDetails(
  client: QueryClient,
  challengeId: string,
  body: CallBody<'updateChallengeDetails'>,
) {
  const answer = await formAction(
    api.call('updateChallengeDetails', { params: { id: challengeId }, body }),
  );
  client.setQueryData(challengeKeys.one(answer.data.slug), answer.data);
  client.setQueryData(challengeKeys.one(answer.data.id), answer.data);
  return answer;
}

export function usePickTop3(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ideaId: string) =>
      api.call('pickTop3', { params: { id: challengeId }, body: { idea_id: ideaId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: challengeKeys.top3(challengeId) }),
  });
}

/** Rates one mentoring, 0 to 5, once; the caller refreshes what its page shows. */
export function useRateMentoring(feedbackId: string) {
  return useMutation({
    mutationFn: async (rating: number) =>
      api.call('rateMentoring', { params: { id: feedbackId }, body: { rating } }),
  });
}

/** Turns a revealed QQ idea into a draft of a new question (once per idea). */
export function usePromoteIdea(challengeId: string, ideaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call('promoteIdea', { params: { id: ideaId } })).data,
    onSuccess: async () => {
      // The creation flow looks the draft up in the list: it must not read a stale one.
      client.removeQueries({ queryKey: createKeys.drafts() });
      await client.invalidateQueries({ queryKey: challengeKeys.promoted(challengeId) });
    },
  });
}

/** Copies the challenge into a new server draft. */
export function useDuplicateChallenge(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.call('duplicateChallenge', { params: { id: challengeId } })).data,
    onSuccess: () => {
      // The creation flow looks the draft up in the list: it must not read a stale one.
      client.removeQueries({ queryKey: createKeys.drafts() });
    },
  });
}

/** Uploads an image of the challenge page (an idea's, a meme, an edited challenge's) and answers its address. */
export function uploadChallengeImage(
  file: Blob,
  type: 'challenge' | 'idea' | 'meme',
  name: string,
): Promise<string> {
  return api.uploadImage(file, { type, name });
}
