import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AtomProvider,
  atom,
  atomWithStorage,
  createAtomStore,
  useAtom,
  useAtomValue,
} from './atoms.js';

describe('atoms', () => {
  it('keeps a value per store, and tells its readers of a change', () => {
    const open = atom(false);
    const one = createAtomStore();
    const two = createAtomStore();
    const seen: boolean[] = [];
    one.sub(open, () => seen.push(one.get(open)));
    one.set(open, true);
    one.set(open, true);
    expect(one.get(open)).toBe(true);
    expect(two.get(open)).toBe(false);
    // Told once: writing the same value again changes nothing.
    expect(seen).toEqual([true]);
  });

  it('keeps a stored atom in local storage as JSON, read once mounted', () => {
    localStorage.setItem('atoms-test', 'true');
    const reader = atomWithStorage('atoms-test', false);
    const store = createAtomStore();
    // Before mounting it answers its initial value, as the prerendered page did.
    expect(store.get(reader)).toBe(false);
    const unmount = store.sub(reader, () => {});
    expect(store.get(reader)).toBe(true);
    store.set(reader, false);
    expect(localStorage.getItem('atoms-test')).toBe('false');
    unmount();
    localStorage.setItem('atoms-test', '{not json');
    const fresh = createAtomStore();
    fresh.sub(reader, () => {});
    expect(fresh.get(reader)).toBe(false);
    localStorage.removeItem('atoms-test');
  });

  it('renders a component again when its atom changes, in its own provider’s store only', () => {
    const count = atom(0);
    function Counter({ label }: { label: string }) {
      const [value, setValue] = useAtom(count);
      return (
        <button type="button" onClick={() => setValue(value + 1)}>
          {label} {value}
        </button>
      );
    }
    function Reader() {
      return <output>{useAtomValue(count)}</output>;
    }
    render(
      <>
        <AtomProvider store={createAtomStore()}>
          <Counter label="a" />
          <Reader />
        </AtomProvider>
        <AtomProvider store={createAtomStore()}>
          <Counter label="b" />
        </AtomProvider>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'a 0' }).click());
    expect(screen.getByRole('button', { name: 'a 1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'b 0' })).toBeTruthy();
  });
});
