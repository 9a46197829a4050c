/**
 * The challenge page's server data: key factories and query options. Routes ensure these
 * options in their loaders and the components read them with the same options. The writes are
 * in `mutations.ts`, so that the pages that only read (the dashboards, the child pages' guard)
 * load no mutation machinery.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

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
