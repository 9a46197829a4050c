/**
 * The leaderboards' loaders: they start a board's read with the page's code instead of after
 * it, and do not wait for it (the page shows its skeleton until the rows arrive).
 */
import type { OlympiadBoard } from '@nervus/game-rules';
import type { QueryClient } from '@tanstack/react-query';
import { currentPlatformQueryOptions } from '../session/queries.js';
import { type BoardAddress, isBoard } from './address.js';
import { leaderboardQueryOptions, raceResultsQueryOptions } from './queries.js';

/** Starts reading the board an address of `/{platformSlug?}/olympiad/leaderboard/{race?}` shows. */
export function prefetchBoard(
  queryClient: QueryClient,
  platformSlug: string | undefined,
  race: string | undefined,
  address: BoardAddress,
): void {
  const page = address.page ?? 0;
  if (race && !isBoard(race)) {
    void queryClient.prefetchQuery(raceResultsQueryOptions(race, page));
    return;
  }
  const board: OlympiadBoard = race && isBoard(race) ? race : (address.tab ?? 'overall');
  void (async () => {
    const platform =
      platformSlug?.toLowerCase() ??
      (await queryClient.ensureQueryData(currentPlatformQueryOptions())).slug;
    await queryClient.prefetchQuery(leaderboardQueryOptions(platform, board, page));
  })().catch(() => undefined);
}
