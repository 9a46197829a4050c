/**
 * `useRealtime`: keeps the signed-in player's realtime connection open while the component
 * that calls it is mounted (once, in the shell), applies score and neuron updates to the query
 * cache, and hands every update to its listeners (`subscribeToRealtime`: the Game Dash's bell,
 * highlights).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { highlightKeys } from '../game/highlights.js';
import { brainKeys } from '../game/queries.js';
import { type ConnectOptions, connectRealtime } from './connection.js';
import { applyUpdate, type LiveUpdate, readEvent } from './events.js';
import { cookieTokenStore, notificationAuth } from './queries.js';

type Listener = (update: LiveUpdate) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` with each update of the player's channel until the answered function is
 * called.
 *
 * @example useEffect(() => subscribeToRealtime((u) => u.kind === 'neuron' && showDot()), []);
 */
export function subscribeToRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRealtime(
  userId: string | undefined,
  options: { currentRole?: string; connect?: Partial<ConnectOptions> } = {},
): void {
  const client = useQueryClient();
  // The role on screen changes without reconnecting.
  const role = useRef(options.currentRole);
  role.current = options.currentRole;
  const extra = useRef(options.connect);
  extra.current = options.connect;
  useEffect(() => {
    if (!userId) return;
    const connection = connectRealtime({
      userId,
      auth: notificationAuth,
      tokens: cookieTokenStore,
      onEvent(event, data) {
        const update = readEvent(event, data);
        if (!update) return;
        applyUpdate(client, update, role.current);
        for (const listener of listeners) listener(update);
      },
      // Back after a gap longer than the stream's memory: read the brains, neurons and
      // highlights again.
      onResync: () => {
        void client.invalidateQueries({ queryKey: brainKeys.mine() });
        void client.invalidateQueries({ queryKey: brainKeys.neurons() });
        void client.invalidateQueries({ queryKey: highlightKeys.all() });
      },
      ...extra.current,
    });
    return () => connection.close();
  }, [client, userId]);
}
