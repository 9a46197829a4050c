import { atom } from '../../lib/atoms.js';

/**
 * Whether the bell shows the new-updates dot. Written by the Game Dash's watcher (loaded with
 * the signed-in player's shell), read by the navbar's bell, which is on every page.
 */
export const gameDashUpdatesAtom = atom(false);
