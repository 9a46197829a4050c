/**
 * Tournaments' reads: a board of a platform's current cycle, a race's board, a platform's
 * olympiads and the tournament widget. Boards are live: they refetch when the window regains
 * focus and every few seconds while the page is visible, so a new award moves its row within
 * seconds (the server updates boards in the award's own statement).
 */
import type { OlympiadBoard } from '@nervus/game-rules';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';

/** How often a board shown on screen asks again (TanStack pauses it while the tab is hidden). */
export const LIVE_MS = 5000;
/** Rows on one page of a full board. */
export const BOARD_PAGE_SIZE = 20;

export const olympiadKeys = {
  all: ['olympiads'] as const,
  board: (platform: string, board: OlympiadBoard, page: number, size: number) =>
    [...olympiadKeys.all, 'board', platform, board, page, size] as const,
  race: (race: string, page: number, size: number) =>
    [...olympiadKeys.all, 'race', race, page, size] as const,
  list: (platform: string) => [...olympiadKeys.all, 'list', platform] as const,
  widget: (platform: string) => [...olympiadKeys.all, 'widget', platform] as const,
};

const live = {
  refetchInterval: LIVE_MS,
  refetchOnWindowFocus: true,
  // Another board or page keeps the last rows on screen until its own arrive.
  placeholderData: keepPreviousData,
} as const;

/** A board of the platform's (slug or id) current cycle, with the viewer's own row. */
export const leaderboardQueryOptions = (
  platform: string,
  board: OlympiadBoard,
  page = 0,
  size = BOARD_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: olympiadKeys.board(platform, board, page, size),
    queryFn: async () =>
      await api.call('leaderboard', {
        params: { platform },
        query: { board, page: String(page), size: String(size) },
      }),
    ...live,
  });

/** The board of one race (of any cycle, open or closed), with the viewer's own row. */
export const raceResultsQueryOptions = (race: string, page = 0, size = BOARD_PAGE_SIZE) =>
  queryOptions({
    queryKey: olympiadKeys.race(race, page, size),
    queryFn: async () =>
      await api.call('raceResults', {
        params: { id: race },
        query: { page: String(page), size: String(size) },
      }),
    ...live,
  });

/** A platform's olympiads, newest first, each with its races. */
export const platformOlympiadsQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: olympiadKeys.list(platform),
    queryFn: async () =>
      await api.call('olympiads', { params: { platform }, query: { page: '0', size: '50' } }),
    staleTime: 30_000,
  });

/** The tournament widget: the platform's current tournament and the one before it. */
export const olympiadWidgetQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: olympiadKeys.widget(platform),
    queryFn: async () =>
      (
        await api.call('olympiadWidget', {
          params: { id: 'current' },
          query: { platform_slug: platform },
        })
      ).data,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/**
 * Adds money from the viewer's wallet to a race's prize. The caller keeps one `idempotencyKey`
 * per pledge, so a retried send or a lost answer moves the money once.
 */
export async function fundRace(raceId: string, cents: number, idempotencyKey: string) {
  const funded = await api.call('fundRace', {
    params: { id: raceId },
    body: { cents },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return funded.data;
}
