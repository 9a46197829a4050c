/**
 * The one module the app reaches jotai through (Excalidraw's rule, CONVENTIONS.md): features
 * import their atoms' helpers from here, and each app root and each test render gives its own
 * store, so nothing is shared between two apps on a page or two tests. jotai is part of the
 * stack the product chose; what the shell keeps in it (the phone's menus, reader mode, the
 * bell's dot) are client-only values that are not server state.
 *
 * @example
 * export const openAtom = atom(false);
 * const [open, setOpen] = useAtom(openAtom);
 */
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';

export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
// A stored atom starts at its initial value and reads local storage once mounted, so the first
// render in the browser matches the prerendered page.
export { atomWithStorage } from 'jotai/utils';

export type AtomStore = ReturnType<typeof createStore>;

export const createAtomStore = (): AtomStore => createStore();

/** Gives its children a store of their own (the app's root; each test's render). */
export function AtomProvider({ store, children }: { store: AtomStore; children: ReactNode }) {
  return createElement(Provider, { store }, children);
}
