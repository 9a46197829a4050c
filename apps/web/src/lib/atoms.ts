/**
 * The app's client-only state: a few atoms (values with subscribers) in a store that each app
 * root (and each test) provides, read and written by hooks. The shell's four values (the phone's
 * menus, reader mode, the bell's dot) are all there is: every page's first render reads them,
 * and jotai, which held them before, was 4 KB gzip of the code every page loads first. The API is
 * jotai's, in the part the app used: `atom`, `atomWithStorage`, `useAtom`, `useAtomValue`,
 * `useSetAtom`, a store per provider.
 *
 * @example
 * export const openAtom = atom(false);
 * const [open, setOpen] = useAtom(openAtom);
 */
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';

export interface Atom<T> {
  /** The value before anything was written (for a stored atom: what storage holds, else this). */
  readonly init: () => T;
  /** Writes the value where it is kept beyond the store (a stored atom's local storage). */
  readonly persist?: (value: T) => void;
}

export function atom<T>(initial: T): Atom<T> {
  return { init: () => initial };
}

/** Local storage, where the browser lets the page have it (a blocked one throws on access). */
function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * An atom kept in local storage under `key` as JSON (as jotai's `atomWithStorage` kept it, so
 * a stored choice carries over): read when a store first needs it, written on each change.
 */
export function atomWithStorage<T>(key: string, initial: T): Atom<T> {
  return {
    init: () => {
      try {
        const stored = localStore()?.getItem(key);
        return stored == null ? initial : (JSON.parse(stored) as T);
      } catch {
        return initial;
      }
    },
    persist: (value) => {
      try {
        localStore()?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or refused: the value holds for this page.
      }
    },
  };
}

export interface AtomStore {
  get<T>(atom: Atom<T>): T;
  set<T>(atom: Atom<T>, value: T): void;
  subscribe<T>(atom: Atom<T>, listener: () => void): () => void;
}

export function createAtomStore(): AtomStore {
  // Keyed by the atom itself (any T: each entry holds its own atom's value).
  const values = new Map<object, unknown>();
  const listeners = new Map<object, Set<() => void>>();
  const store: AtomStore = {
    get<T>(atom: Atom<T>): T {
      if (!values.has(atom)) values.set(atom, atom.init());
      return values.get(atom) as T;
    },
    set<T>(atom: Atom<T>, value: T) {
      if (values.has(atom) && Object.is(values.get(atom), value)) return;
      values.set(atom, value);
      atom.persist?.(value);
      for (const listener of listeners.get(atom) ?? []) listener();
    },
    subscribe<T>(atom: Atom<T>, listener: () => void) {
      let set = listeners.get(atom);
      if (!set) {
        set = new Set();
        listeners.set(atom, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  return store;
}

// Outside a provider (a component rendered alone), one store for the page.
const StoreContext = createContext<AtomStore>(createAtomStore());

/** Gives its children a store of their own (the app's root; each test's render). */
export function AtomProvider({ store, children }: { store: AtomStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useAtomValue<T>(atom: Atom<T>): T {
  const store = useContext(StoreContext);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(atom, listener),
    [store, atom],
  );
  const read = () => store.get(atom);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<T>(atom: Atom<T>): (value: T) => void {
  const store = useContext(StoreContext);
  return useCallback((value: T) => store.set(atom, value), [store, atom]);
}

export function useAtom<T>(atom: Atom<T>): [T, (value: T) => void] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
