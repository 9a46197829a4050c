/**
 * The Game Dash's watcher, mounted by the navbar for a signed-in player (it loads with the
 * player's shell, apart from the first page's code): it compares the stored last-seen overall
 * score with the current one for the bell's dot, and once the page is idle it opens the
 * player's realtime connection, so an award shows on the bell and in the Game Dash without a
 * reload.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSetAtom } from '../../lib/atoms.js';
import { whenIdle } from '../../lib/when-idle.js';
import { preferencesQueryOptions } from '../account/preferences-query.js';
import { brainKeys, myBrainsQueryOptions } from '../game/queries.js';
import { gameDashUpdatesAtom } from './atoms.js';
import { hasNewUpdates } from './queries.js';

const RealtimeLink = lazy(async () => ({ default: (await import('./live.js')).RealtimeLink }));

export function GameDashWatch({ userId, shadowing }: { userId: string; shadowing: boolean }) {
  const client = useQueryClient();
  const setUpdates = useSetAtom(gameDashUpdatesAtom);
  const { data: brains } = useQuery(myBrainsQueryOptions());
  const { data: preferences } = useQuery({ ...preferencesQueryOptions(), enabled: !shadowing });
  // The brains cached under "mine" may be another player's, who signed out in this tab.
  const theirs = brains?.[0] !== undefined && brains[0].user_id !== userId;
  useEffect(() => {
    if (!theirs) return;
    void client.invalidateQueries({ queryKey: brainKeys.mine() });
    void client.invalidateQueries({ queryKey: brainKeys.neurons() });
  }, [client, theirs]);
  const overall = theirs ? undefined : brains?.find((b) => b.role === 'overall')?.score;
  const updates = !shadowing && hasNewUpdates(preferences, overall);
  useEffect(() => {
    setUpdates(updates);
  }, [setUpdates, updates]);
  useEffect(() => () => setUpdates(false), [setUpdates]);

  // A browser without EventSource (none today; the unit tests' jsdom) stays without live updates.
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return whenIdle(() => setLive(true));
  }, []);
  // Not while shadowing: the stream's token is a POST, which shadow mode asks the admin to
  // confirm as a change made as the player, so every page they opened (and every retry) asked
  // about a change nobody made; the bell's dot is off while shadowing already.
  return live && !shadowing ? (
    <Suspense fallback={null}>
      <RealtimeLink key={userId} userId={userId} />
    </Suspense>
  ) : null;
}
