/**
 * Creation data: keys and query options for the reads (categories, the image gallery, the
 * wallet a money prize is held from) and mutation hooks for the writes (drafts, the article
 * lookup, image uploads, publishing). The drafts' list is `draft-query.ts`.
 */
import type { CallBody, Category } from '@nervus/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { createKeys } from './keys.js';

export const categoriesQueryOptions = (platformId: string) =>
  queryOptions({
    queryKey: createKeys.categories(platformId),
    queryFn: async (): Promise<Category[]> =>
      (await api.call('platformCategories', { params: { id: platformId } })).data,
    staleTime: 5 * 60_000,
  });

/** 20 pictures for the keywords, of which the form shows 6 (timeout 50 s on the provider). */
export const imagesQueryOptions = (keywords: string) =>
  queryOptions({
    queryKey: createKeys.images(keywords),
    queryFn: async () =>
      (await api.call('randomImages', { query: { keywords, total: '20' } })).data.slice(0, 6),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Creates a server draft, or replaces the one named by `id`. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: CallBody<'createDraft'> }) => {
      const answer = input.id
        ? await api.call('updateDraft', { params: { id: input.id }, body: input.body })
        : await api.call('createDraft', { body: input.body });
      return answer.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: createKeys.drafts() }),
  });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.call('deleteDraft', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: createKeys.drafts() }),
  });
}

/** Reads an article's title, description and image from its address. */
export function useRetrieveArticle() {
  return useMutation({
    mutationFn: async (url: string) => (await api.call('article', { body: { url } })).data,
  });
}

/** Uploads a challenge's picture; resolves its public address. */
export function useUploadChallengeImage() {
  return useMutation({
    mutationFn: async (file: File) => api.uploadImage(file, { type: 'challenge', name: file.name }),
  });
}

/**
 * Publishes a challenge. The same `idempotencyKey` on a retry is answered with the challenge the
 * first send created, so a repeated click or a lost answer never publishes twice.
 */
export function usePublishChallenge() {
  return useMutation({
    mutationFn: async (input: { body: CallBody<'createChallenge'>; idempotencyKey: string }) =>
      (
        await api.call('createChallenge', {
          body: input.body,
          headers: { 'Idempotency-Key': input.idempotencyKey },
        })
      ).data,
  });
}
