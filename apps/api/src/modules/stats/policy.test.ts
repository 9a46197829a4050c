import { describe, expect, it } from 'vitest';
import { challengeCountsShown, statsReader } from './policy.js';

const PLAYER = '6f0c2f35-8f5b-4b9c-9d8e-3c1a0b2d4e5f';

describe('statsReader', () => {
  it('counts for the owner when the player reads their own stats', () => {
    expect(statsReader({ id: PLAYER }, PLAYER)).toBe('owner');
  });

  it('counts for anyone else when another player or a visitor reads them', () => {
    expect(statsReader({ id: '0b9f3a2e-1c4d-4e5f-8a7b-6c5d4e3f2a1b' }, PLAYER)).toBe('other');
    expect(statsReader(null, PLAYER)).toBe('other');
  });
});

describe('challengeCountsShown', () => {
  it('waits for the settlement', () => {
    expect(challengeCountsShown({ settledAt: null })).toBe(false);
    expect(challengeCountsShown({ settledAt: new Date('2026-01-02T00:00:00Z') })).toBe(true);
  });
});
