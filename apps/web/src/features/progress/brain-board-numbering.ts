/**
 * The brain-level board's numbering toggle (level numbers on the brain's sections and the chart):
 * shown by default. A signed-in player's choice is their `show_numbering` preference, so it
 * follows them to every device; a visitor's (the help page's demos) stays on the device under
 * the spec's key. An admin shadowing a player changes it for the moment only.
 */
import type { Preferences } from '@nervus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { api, isShadowing } from '../../lib/api.js';
import { preferencesQueryOptions } from '../account/preferences-query.js';
import { sessionKeys, useMe } from '../session/queries.js';

/** The spec's device key for a visitor's choice. */
export const NUMBERING_KEY = 'overall-nerve-score:show-numbering';

/** The device's choice; shown unless the device says `false` (or storage is off: the default). */
export function readNumbering(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(NUMBERING_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Remembers the device's choice; false when storage refuses it (private windows). */
export function writeNumbering(
  show: boolean,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    storage?.setItem(NUMBERING_KEY, String(show));
    return storage !== undefined;
  } catch {
    return false;
  }
}

// The device's choice as one store, so that every board on a page (the help page has two)
// shows the same.
const listeners = new Set<() => void>();
// The choice made on this page when storage refused it: the toggle still works for the page.
let chosen: boolean | null = null;
const deviceSnapshot = () => chosen ?? readNumbering();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setDeviceNumbering(show: boolean): void {
  chosen = writeNumbering(show) ? null : show;
  for (const listener of listeners) listener();
}

/** Whether the numbering shows, and the toggle's change. */
export function useShowNumbering(): { show: boolean; setShow: (show: boolean) => void } {
  const client = useQueryClient();
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  const shadowing = isShadowing();
  const { data: preferences } = useQuery({ ...preferencesQueryOptions(), enabled: signedIn });
  const device = useSyncExternalStore(subscribe, deviceSnapshot, () => true);
  // A shadowing admin's toggle: this page only.
  const [local, setLocal] = useState<boolean | null>(null);
  const show = local ?? (signedIn ? (preferences?.show_numbering ?? true) : device);
  const setShow = (next: boolean) => {
    if (!signedIn) {
      setDeviceNumbering(next);
      return;
    }
    if (shadowing) {
      setLocal(next);
      return;
    }
    // The toggle answers at once; the saved preferences (the whole merged object) confirm it.
    client.setQueryData<Preferences>(sessionKeys.preferences(), (old) => ({
      ...old,
      show_numbering: next,
    }));
    api.call('putPreferences', { body: { show_numbering: next } }).then(
      (saved) => client.setQueryData(sessionKeys.preferences(), saved.data),
      () => void client.invalidateQueries({ queryKey: sessionKeys.preferences() }),
    );
  };
  return { show, setShow };
}
