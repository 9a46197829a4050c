import { describe, expect, it } from 'vitest';
import { formatRating, nextRating, starFill } from './rating-logic.js';

describe('rating logic', () => {
  it('sets the clicked value, and clears on a second click when clearable', () => {
    expect(nextRating(0, 3, true)).toBe(3);
    expect(nextRating(3, 3, true)).toBe(0);
    expect(nextRating(3, 3, false)).toBe(3);
  });

  it('shows one decimal', () => {
    expect(formatRating(3)).toBe('3.0');
    expect(formatRating(3.45)).toBe('3.5');
    expect(formatRating(4.04)).toBe('4.0');
  });

  it('fills stars fractionally', () => {
    expect([1, 2, 3, 4, 5].map((s) => starFill(3.5, s))).toEqual([1, 1, 1, 0.5, 0]);
  });
});
