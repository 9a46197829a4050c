/**
 * Discussion data: keys, query options and mutations. Lists carry the viewer's own view (their
 * votes, what they may edit), so the viewer's id is part of every key.
 */
import type { DiscussionContext, DiscussionVoteKind, ReportReason } from '@nervus/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

export type DiscussionSort = 'recent' | 'insightful';

export interface DiscussionRef {
  readonly context: DiscussionContext;
  readonly id: string;
}

/** Top-level messages per page. */
export const DISCUSSION_PAGE_SIZE = 10;
/** Replies loaded at a time when a thread opens (and each "more" adds as many). */
export const REPLIES_PAGE_SIZE = 20;

export const discussionKeys = {
  all: ['discussions'] as const,
  of: (ref: DiscussionRef) => [...discussionKeys.all, ref.context, ref.id] as const,
  list: (ref: DiscussionRef, viewer: string | null, sort: DiscussionSort, page: number) =>
    [...discussionKeys.of(ref), 'list', viewer, sort, page] as const,
  replies: (ref: DiscussionRef, viewer: string | null, message: string, size: number) =>
    [...discussionKeys.of(ref), 'replies', viewer, message, size] as const,
  meta: (ref: DiscussionRef, viewer: string | null) =>
    [...discussionKeys.of(ref), 'meta', viewer] as const,
};

export const messagesQueryOptions = (
  ref: DiscussionRef,
  viewer: string | null,
  sort: DiscussionSort,
  page: number,
) =>
  queryOptions({
    queryKey: discussionKeys.list(ref, viewer, sort, page),
    queryFn: async () =>
      api.call('discussionMessages', {
        params: { context: ref.context, id: ref.id },
        query: { page: String(page), size: String(DISCUSSION_PAGE_SIZE), sort },
      }),
  });

export const repliesQueryOptions = (
  ref: DiscussionRef,
  viewer: string | null,
  message: string,
  size: number,
) =>
  queryOptions({
    queryKey: discussionKeys.replies(ref, viewer, message, size),
    queryFn: async () =>
      api.call('discussionReplies', {
        params: { context: ref.context, id: ref.id, message },
        query: { page: '0', size: String(size) },
      }),
  });

export const discussionMetaQueryOptions = (ref: DiscussionRef, viewer: string | null) =>
  queryOptions({
    queryKey: discussionKeys.meta(ref, viewer),
    queryFn: async () =>
      (await api.call('discussionMeta', { params: { context: ref.context, id: ref.id } })).data,
  });

/** After any write the whole discussion is read again: counts, locks and votes move together. */
export function useDiscussionRefresh(ref: DiscussionRef) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: discussionKeys.of(ref) });
}

export function postMessage(ref: DiscussionRef, body: string, parentId?: string) {
  return api.call('postDiscussionMessage', {
    params: { context: ref.context, id: ref.id },
    body: { body, ...(parentId ? { parent_id: parentId } : {}) },
  });
}

export function editMessage(ref: DiscussionRef, message: string, body: string) {
  return api.call('editDiscussionMessage', {
    params: { context: ref.context, id: ref.id, message },
    body: { body },
  });
}

export function reportMessage(message: string, reason: ReportReason, feedback: string) {
  return api.call('reportContent', {
    body: { content_type: 'discussion-message', content_id: message, reason, feedback },
  });
}

export function useDeleteMessage(ref: DiscussionRef) {
  const refresh = useDiscussionRefresh(ref);
  return useMutation({
    mutationFn: async (message: string) =>
      api.call('deleteDiscussionMessage', {
        params: { context: ref.context, id: ref.id, message },
      }),
    onSuccess: refresh,
  });
}

export function useVote(ref: DiscussionRef) {
  const refresh = useDiscussionRefresh(ref);
  return useMutation({
    mutationFn: async (input: { message: string; kind: DiscussionVoteKind; on: boolean }) =>
      input.on
        ? api.call('voteDiscussionMessage', {
            body: { message_id: input.message, kind: input.kind },
          })
        : api.call('unvoteDiscussionMessage', {
            params: { message: input.message, kind: input.kind },
          }),
    onSuccess: refresh,
  });
}
