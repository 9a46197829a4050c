import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScore } from './score-format.js';

describe('formatScore', () => {
  it.each([
    [0, '0.000'],
    [0.5, '0.500'],
    [0.0004, '0.000'],
    [0.0005, '0.001'],
    [0.9999, '1'],
    [-0.25, '-0.250'],
    [1, '1'],
    [12, '12'],
    [12.5, '12.5'],
    [2.34567, '2.346'],
    [1234.5, '1,234.5'],
    [1_460_349, '1,460,349'],
    [-1234.5678, '-1,234.568'],
  ])('%s → %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });

  it('refuses non-finite scores', () => {
    expect(() => formatScore(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always shows decimals under 1 and never more than 3', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const text = formatScore(n);
        const decimals = text.split('.')[1] ?? '';
        expect(decimals.length).toBeLessThanOrEqual(3);
        if (Math.abs(Math.round(n * 1000)) < 1000) expect(decimals).toHaveLength(3);
      }),
    );
  });
});
