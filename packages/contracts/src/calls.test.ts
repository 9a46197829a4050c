import { describe, expect, it } from 'vitest';
import { CALLS, callPath, honoPath } from './calls.js';

describe('CALLS', () => {
  it('names each method and path once', () => {
    const keys = Object.values(CALLS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded', () => {
    expect(callPath('userProfile', { id: 'ada' })).toBe('/users/ada/profile');
    expect(callPath('contentPage', { id: 'comedy', page: 'a b' })).toBe(
      '/content/platforms/comedy/pages/a%20b',
    );
    expect(() => callPath('userProfile')).toThrow('missing path parameter id');
    expect(honoPath('contentPage')).toBe('/content/platforms/:id/pages/:page');
  });
});
