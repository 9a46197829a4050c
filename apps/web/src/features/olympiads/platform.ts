/** Which platform's boards a page reads, and the leaderboard's tabs. */
import type { OlympiadBoard } from '@nervus/game-rules';
import { useQuery } from '@tanstack/react-query';
import { currentPlatformQueryOptions } from '../session/queries.js';

/** The leaderboard's tabs, in the spec's order: the Nerve Score, then each role's board. */
export const ROLE_TABS = [
  'overall',
  'catalyst',
  'mentor',
  'scout',
  'analyst',
  'director',
  'commentator',
] as const satisfies readonly OlympiadBoard[];

/**
 * The platform a board is read from: the one named in the address (a player's own platform), or
 * the platform of this host.
 */
export function useBoardPlatform(platformSlug: string | undefined): string | undefined {
  const host = useQuery({ ...currentPlatformQueryOptions(), enabled: platformSlug === undefined });
  return platformSlug?.toLowerCase() ?? host.data?.slug;
}
