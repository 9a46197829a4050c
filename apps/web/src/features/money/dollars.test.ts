import { describe, expect, it } from 'vitest';
import { parseDollars } from './dollars.js';

describe('parseDollars', () => {
  it.each([
    ['2.50', 250],
    ['2.5', 250],
    ['$1', 100],
    [' 0.99 ', 99],
    ['1,000.05', 100_005],
    ['12345', 1_234_500],
    ['0.1', 10],
  ])('%s is %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '2.505', '1,00', '-3', '1e3', '2.', '.5', '$ 2,50'])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});
