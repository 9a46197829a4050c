import { describe, expect, it } from 'vitest';
import { canUseDraft } from './policy.js';

describe('canUseDraft', () => {
  it('lets the author use their draft', () => {
    expect(canUseDraft({ id: 'a' }, { userId: 'a' }).allowed).toBe(true);
  });

  it('answers anyone else as if the draft did not exist', () => {
    expect(canUseDraft({ id: 'b' }, { userId: 'a' })).toEqual({
      allowed: false,
      status: 404,
      message: 'Draft not found.',
    });
  });
});
