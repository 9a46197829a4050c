import { describe, expect, it } from 'vitest';
import { canSeeIdeaAwards, medalReader, UNKNOWN_IDEA } from './policy.js';

describe('medalReader', () => {
  it.each([
    ['p1', 'p1', 'owner'],
    ['p2', 'p1', 'other'],
    [undefined, 'p1', 'other'],
  ] as const)('viewer %s of %s reads as %s', (viewer, player, reader) => {
    expect(medalReader(viewer, player)).toBe(reader);
  });
});

describe('canSeeIdeaAwards', () => {
  it('allows a settled idea', () => {
    expect(canSeeIdeaAwards({ settledAt: new Date(0) })).toEqual({ allowed: true });
  });

  it('answers an unsettled idea exactly as a missing one', () => {
    const hidden = canSeeIdeaAwards({ settledAt: null });
    expect(hidden).toEqual({ allowed: false, status: 404, message: UNKNOWN_IDEA });
    expect(canSeeIdeaAwards(null)).toEqual(hidden);
  });
});
