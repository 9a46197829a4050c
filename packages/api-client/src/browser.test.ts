import { afterEach, describe, expect, it } from 'vitest';
import { browserEnvironment, FINGERPRINT_KEY, rememberScout } from './browser.js';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

function storage(get: () => Pick<Storage, 'getItem' | 'setItem'>) {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get });
}

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
  else delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('browserEnvironment', () => {
  it('keeps the fingerprint in local storage', () => {
    const items = new Map<string, string>();
    storage(() => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    }));
    const env = browserEnvironment();
    const first = env.fingerprint();
    expect(items.get(FINGERPRINT_KEY)).toBe(first);
    expect(env.fingerprint()).toBe(first);
  });

  it('works where the browser refuses local storage (a frame on another site), keeping values for the page', () => {
    storage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const env = browserEnvironment();
    const first = env.fingerprint();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.fingerprint()).toBe(first);
    expect(env.scoutId()).toBeNull();
    rememberScout('cora');
    expect(env.scoutId()).toBe('cora');
  });
});
