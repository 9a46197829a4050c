/**
 * The challenge page's server data: key factories, query options and the mutations, each of
 * which says what it refreshes by key. Routes ensure these options in their loaders and the
 * components read them with the same options.
 */
import type { CallBody, CallResponse } from '@nervus/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { formAction } from '../../lib/form-action.js';
import { createKeys } from '../create/keys.js';

export const challengeKeys = {
  all: ['challenge'] as const,
  one: (key: string) => [...challengeKeys.all, key] as const,
  ideas: (id: string) => [...challengeKeys.all, id, 'ideas'] as const,
  next: (id: string) => [...challengeKeys.all, id, 'rate-next'] as const,
  /** Per viewer: whether "mine" is set depends on who asks. */
  rating: (id: string, viewerId: string | null) =>
    [...challengeKeys.all, id, 'rating', viewerId] as const,
  participants: (id: string) => [...challengeKeys.all, id, 'participants'] as const,
  /** The catalyst's picks; the anonymous ideas sit below it so a pick refreshes both. */
  top3: (id: string) => [...challengeKeys.all, id, 'top3'] as const,
  catalystIdeas: (id: string) => [...challengeKeys.top3(id), 'ideas'] as const,
  promoted: (id: string) => [...challengeKeys.all, id, 'promoted'] as const,
};

export const ideaKeys = {
  /** Everything about one idea: refreshed as a whole after mentoring changes. */
  all: (id: string) => ['idea', id] as const,
  one: (id: string) => [...ideaKeys.all(id), 'one'] as const,
  feedbacks: (id: string) => [...ideaKeys.all(id), 'feedbacks'] as const,
  toRate: (id: string) => [...ideaKeys.all(id), 'to-rate'] as const,
};

/** A challenge by id or slug (both keys hold the same challenge once edited). */
export const challengeQueryOptions = (key: string) =>
  queryOptions({
    queryKey: challengeKeys.one(key),
    queryFn: async () => (await api.call('challenge', { params: { id: key } })).data,
  });

/** The ideas the viewer may see: their own while it runs, all of them ranked once revealed. */
export const ideasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.ideas(id),
    queryFn: async () => await api.call('challengeIdeas', { params: { id } }),
  });

export const nextIdeaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.next(id),
    queryFn: async () => (await api.call('nextIdeaToRate', { params: { id } })).data,
  });

export const challengeRatingQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: challengeKeys.rating(id, viewerId),
    queryFn: async () => (await api.call('challengeRating', { params: { id } })).data,
  });

export const participantsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.participants(id),
    queryFn: async () => (await api.call('participants', { params: { id } })).data,
  });

/** Every idea of the catalyst's challenge without its author, for the Top 3 picker. */
export const catalystIdeasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.catalystIdeas(id),
    queryFn: async () => (await api.call('catalystIdeas', { params: { id } })).data,
  });

export const top3QueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.top3(id),
    queryFn: async () => (await api.call('catalystPicker', { params: { id } })).data,
  });

export const promotedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeKeys.promoted(id),
    queryFn: async () =>
      (await api.call('promotedIdeas', { params: { id }, query: { size: '200' } })).data,
  });

/** One idea, for `idea/{id}`, which only needs to know its challenge. */
export const ideaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ideaKeys.one(id),
    queryFn: async () => (await api.call('idea', { params: { id } })).data,
    // A link to a missing idea goes to send-feedback at once; asking again will not find it.
    retry: false,
  });

export const ideaFeedbacksQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideaKeys.feedbacks(ideaId),
    queryFn: async () => (await api.call('ideaFeedbacks', { params: { id: ideaId } })).data,
  });

/** The author's mentoring on one idea still waiting for their rating. */
export const mentoringToRateQueryOptions = (challengeId: string, ideaId: string) =>
  queryOptions({
    queryKey: ideaKeys.toRate(ideaId),
    queryFn: async () => await api.call('mentoringToRate', { params: { id: challengeId, ideaId } }),
  });

/**
 * After mentoring is given or rated: its idea's lists, the mentor dashboard and the role
 * dashboards' counts all change. The dashboards' keys are written out: importing their key
 * factories would make the dashboards and this feature import each other.
 */
export function refreshMentoring(client: QueryClient, ideaId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ideaKeys.all(ideaId) }),
    client.invalidateQueries({ queryKey: ['mentor-comments'] }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

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

/** The viewer's own rating of the challenge; the answer is the new summary. */
export function useRateChallenge(challengeId: string, viewerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (stars: number) =>
      (await api.call('rateChallenge', { params: { id: challengeId }, body: { stars } })).data,
    onSuccess: (summary) =>
      client.setQueryData(challengeKeys.rating(challengeId, viewerId), summary),
  });
}

export function usePickTop3(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ideaId: string) =>
      api.call('pickTop3', { params: { id: challengeId }, body: { idea_id: ideaId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: challengeKeys.top3(challengeId) }),
  });
}

/** Ends the challenge early: everything about challenges may change (closed, ranks, reveal). */
export function useEndChallenge(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.call('endChallenge', { params: { id: challengeId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}

/**
 * Rates the idea being shown; the queue moves on and the dashboards' counts change.
 * `onRated` runs before that refresh, while the rated idea is still the one shown.
 */
export function useRateIdea(
  challengeId: string,
  { onRated }: { onRated?: (rated: CallResponse<'rateIdea'>['data']) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ideaId, stars }: { ideaId: string; stars: number }) =>
      (
        await api.call('rateIdea', {
          params: { id: challengeId },
          body: { idea_id: ideaId, stars },
        })
      ).data,
    onSuccess: async (rated) => {
      onRated?.(rated);
      await Promise.all([
        client.invalidateQueries({ queryKey: challengeKeys.next(challengeId) }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
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
