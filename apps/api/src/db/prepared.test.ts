import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { perDatabase } from './prepared.js';

describe('perDatabase', () => {
  it('builds once per database and answers what it built', () => {
    const built: object[] = [];
    const of = perDatabase((db) => {
      built.push(db);
      return { db };
    });
    const one = {} as Database;
    const two = {} as Database;
    const first = of(one);
    expect(of(one)).toBe(first);
    expect(of(two)).not.toBe(first);
    expect(of(two).db).toBe(two);
    expect(built).toEqual([one, two]);
  });
});
