import { atom, atomWithStorage } from '../../lib/atoms.js';

/** The navbar's menu on small screens. */
export const navOpenAtom = atom(false);

/** The section sidebar on small screens. */
export const sidebarOpenAtom = atom(false);

/** Reader mode, stored under `reader-mode` (default off). */
export const readerModeAtom = atomWithStorage('reader-mode', false);
