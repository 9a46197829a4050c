import { describe, expect, it } from 'vitest';
import { readCatalystMode, writeCatalystMode } from './catalyst-mode.js';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('readCatalystMode', () => {
  it('defaults to easy mode', () => {
    expect(readCatalystMode(memory())).toBe('easy-mode');
  });
  it('answers the last mode written', () => {
    const storage = memory();
    writeCatalystMode('advanced-mode', storage);
    expect(readCatalystMode(storage)).toBe('advanced-mode');
    writeCatalystMode('easy-mode', storage);
    expect(readCatalystMode(storage)).toBe('easy-mode');
  });
  it('falls back to easy mode when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCatalystMode(broken)).toBe('easy-mode');
  });
});
