import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../calls.js';
import { CALL_DOMAINS, fillPath, loadCall } from './domains.js';

describe('CALL_DOMAINS', () => {
  it('names every call of the table, and only those', () => {
    expect(Object.keys(CALL_DOMAINS).sort()).toEqual(Object.keys(CALLS).sort());
  });
});

describe('loadCall', () => {
  it("answers each call's own definition from its domain's table", async () => {
    for (const name of Object.keys(CALLS) as CallName[]) {
      expect(await loadCall(name), name).toBe(CALLS[name]);
    }
  });
});

describe('fillPath', () => {
  it('fills parameters, encoded, and names a missing one', () => {
    expect(fillPath('/a/{id}/b/{page}', { id: 'x', page: 'a b' }, 'call')).toBe('/a/x/b/a%20b');
    expect(() => fillPath('/a/{id}', {}, 'someCall')).toThrow(
      'missing path parameter id for someCall',
    );
  });
});
