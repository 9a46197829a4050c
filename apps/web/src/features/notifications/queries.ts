/**
 * The notifications pages' reads: the neurons list a page of 20 at a time, and each tab's
 * loader (the highlights are the Game Dash's, `game/highlights.ts`).
 */
import type { MeDetailed } from '@nervus/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { myHighlightsQueryOptions, notificationStateQueryOptions } from '../game/highlights.js';
import { brainKeys, NEURON_PAGE_SIZE } from '../game/queries.js';
import { meQueryOptions, whenSignedIn } from '../session/queries.js';

/** The neurons-earned page's pages, under the neurons' key: a live neuron marks them stale. */
export const neuronPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...brainKeys.neurons(), 'page', page] as const,
    queryFn: async () =>
      await api.call('neurons', {
        query: { page: String(page), size: String(NEURON_PAGE_SIZE) },
      }),
  });

export type NotificationsTab = 'neurons-earned' | 'highlights' | 'helpful-tips';

/** The address's player is the one signed in (the dashboard's slug is their handle). */
export function isOwn(me: MeDetailed | null | undefined, platformSlug: string): boolean {
  return Boolean(me && me.user.handle === platformSlug.toLowerCase());
}

/**
 * A tab's loader: the signed-in player's first page of it, on their own address only (another's
 * shows the private notice and reads nothing).
 */
export async function loadNotifications(
  client: QueryClient,
  platformSlug: string,
  tab: NotificationsTab,
): Promise<void> {
  await whenSignedIn(async () => {
    const me = await client.ensureQueryData(meQueryOptions());
    if (!me || !isOwn(me, platformSlug)) return;
    // The frame's totals, beside the tab's own first page.
    await Promise.all([
      client.ensureQueryData(notificationStateQueryOptions()),
      tab === 'neurons-earned' ? client.ensureQueryData(neuronPageQueryOptions(0)) : null,
      tab === 'highlights'
        ? client.ensureInfiniteQueryData(myHighlightsQueryOptions(me.user.id))
        : null,
    ]);
  });
}
