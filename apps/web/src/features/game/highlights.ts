/**
 * The player's highlights, as the Game Dash's tab and the notifications page read them: 15
 * first, then 10 a fetch, newest first; a failed fetch swallowed with the spec's breadcrumb; a
 * highlight from the realtime channel put at the top of the loaded lists (realtime/events.ts).
 */
import type { Highlight } from '@nervus/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { leaveBreadcrumb } from '../../lib/breadcrumbs.js';
import { brainKeys } from './queries.js';

/** The spec's highlights: the first fetch 15, each next one 10. */
export const HIGHLIGHTS_FIRST = 15;
export const HIGHLIGHTS_MORE = 10;

export const highlightKeys = {
  all: () => ['highlights'] as const,
  mine: (userId: string) => [...highlightKeys.all(), userId] as const,
  // Under the neurons' key: every award (a neuron earned on the channel) changes the totals.
  state: () => [...brainKeys.neurons(), 'notification-state'] as const,
};

/** `GET /me/notification`: the player's totals of neurons and highlights, and their score. */
export const notificationStateQueryOptions = () =>
  queryOptions({
    queryKey: highlightKeys.state(),
    queryFn: async () => (await api.call('notificationState')).data,
  });

/** One fetch: its lines and the list's total then; `failed` when the fetch was swallowed. */
export interface HighlightPage {
  readonly data: readonly Highlight[];
  readonly total: number;
  readonly failed?: true;
}

export interface HighlightPageParam {
  readonly page: number;
  readonly size: number;
}

type HighlightPages = InfiniteData<HighlightPage, HighlightPageParam>;

/** The highlights loaded so far, each once, newest first. */
export function highlightsOf(pages: readonly HighlightPage[]): Highlight[] {
  const seen = new Set<string>();
  const lines: Highlight[] = [];
  for (const page of pages)
    for (const h of page.data)
      if (!seen.has(h.id)) {
        seen.add(h.id);
        lines.push(h);
      }
  return lines;
}

/**
 * The next fetch after `pages`, or undefined when there is no more (or the last fetch failed:
 * the list stays as it is). The server pages by `page · size`: after the first 15, ten a fetch
 * from the page that holds the next unseen line; the overlap, and a line shifted down by a live
 * highlight, are read twice and shown once.
 *
 * @example nextHighlightsParam([{ data: fifteen, total: 40 }]) // { page: 1, size: 10 }
 */
export function nextHighlightsParam(
  pages: readonly HighlightPage[],
): HighlightPageParam | undefined {
  const last = pages.at(-1);
  if (!last || last.failed || last.data.length === 0) return undefined;
  const loaded = highlightsOf(pages).length;
  const before = highlightsOf(pages.slice(0, -1)).length;
  // A fetch that brought nothing new would be asked for again and again.
  if (pages.length > 1 && loaded === before) return undefined;
  if (loaded >= last.total) return undefined;
  return { page: Math.floor(loaded / HIGHLIGHTS_MORE), size: HIGHLIGHTS_MORE };
}

/** The signed-in player's highlights, for the Game Dash's tab and the notifications page. */
export const myHighlightsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: highlightKeys.mine(userId),
    queryFn: async ({ pageParam }): Promise<HighlightPage> => {
      try {
        const answer = await api.call('highlights', {
          params: { id: userId },
          query: { page: String(pageParam.page), size: String(pageParam.size) },
        });
        return { data: answer.data, total: answer.meta.total };
      } catch (error) {
        // The spec swallows it: the list keeps what it has (or shows its empty text).
        leaveBreadcrumb('Error fetching highlights', {
          page: pageParam.page,
          error: error instanceof Error ? error.message : String(error),
        });
        return { data: [], total: 0, failed: true };
      }
    },
    initialPageParam: { page: 0, size: HIGHLIGHTS_FIRST } as HighlightPageParam,
    getNextPageParam: (_last, pages) => nextHighlightsParam(pages),
  });

/**
 * A highlight from the realtime channel goes to the top of every loaded list (once: the list
 * may have read it already); a list not loaded yet reads it with the rest when it opens.
 */
export function prependHighlight(client: QueryClient, highlight: Highlight): void {
  void client.invalidateQueries({ queryKey: highlightKeys.state() });
  client.setQueriesData<HighlightPages>({ queryKey: highlightKeys.all() }, (old) => {
    const [first, ...rest] = old?.pages ?? [];
    if (!old || !first || old.pages.some((p) => p.data.some((h) => h.id === highlight.id)))
      return old;
    return {
      ...old,
      pages: [
        { ...first, data: [highlight, ...first.data], total: first.total + 1 },
        ...rest.map((page) => ({ ...page, total: page.total + 1 })),
      ],
    };
  });
}
