import { describe, expect, it } from 'vitest';
import { canEnter, canFund, canPayEntryFee } from './policy.js';

describe('canPayEntryFee', () => {
  const gated = { catalystId: 'cat', ideaEntryFeeCents: 500 };
  it('lets a player pay a fee', () => {
    expect(canPayEntryFee({ id: 'p' }, gated).allowed).toBe(true);
  });
  it('refuses a free challenge (409) and the catalyst (403)', () => {
    expect(canPayEntryFee({ id: 'p' }, { ...gated, ideaEntryFeeCents: 0 })).toMatchObject({
      status: 409,
    });
    expect(canPayEntryFee({ id: 'cat' }, gated)).toMatchObject({ status: 403 });
  });
});

describe('canEnter and canFund', () => {
  it('refuse a closed challenge and funding yourself', () => {
    expect(canEnter(true).allowed).toBe(true);
    expect(canEnter(false)).toMatchObject({ status: 409, message: 'This challenge is closed.' });
    expect(canFund({ id: 'a' }, { id: 'b' }).allowed).toBe(true);
    expect(canFund({ id: 'a' }, { id: 'a' })).toMatchObject({ status: 403 });
  });
});
