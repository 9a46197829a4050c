import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The navbar's menu on small screens. */
export const navOpenAtom = atom(false);

/** The section sidebar on small screens. */
export const sidebarOpenAtom = atom(false);

/** Reader mode, stored under `reader-mode` (default off). */
export const readerModeAtom = atomWithStorage('reader-mode', false);
