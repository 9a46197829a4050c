import { describe, expect, it } from 'vitest';
import { formatMoney, formatNeurons } from './format.js';

/** What the en-US number format wrote before: the functions must keep writing the same. */
const intlMoney = (cents: number) => {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};
const intlNeurons = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

describe('formatMoney', () => {
  it('writes whole dollars without cents and groups thousands', () => {
    expect(formatMoney(250_000)).toBe('$2,500');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(123_456_789_00)).toBe('$123,456,789');
  });
  it('writes two decimals when there are cents', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(100_005)).toBe('$1,000.05');
  });
  it('writes what the en-US number format wrote', () => {
    for (const cents of [1, 99, 100, 101, 999_999, 1_000_000, 12_345_678, 7_00])
      expect(formatMoney(cents)).toBe(intlMoney(cents));
  });
});

describe('formatNeurons', () => {
  it('always writes three decimals and groups thousands', () => {
    expect(formatNeurons(1234.5)).toBe('1,234.500');
    expect(formatNeurons(0)).toBe('0.000');
    expect(formatNeurons(-1234567.891)).toBe('-1,234,567.891');
  });
  it('writes what the en-US number format wrote', () => {
    for (const n of [0.1, 0.0004, 2.675, 999.9995, 1_000_000.125, 42, -3.25, 17.333333])
      expect(formatNeurons(n)).toBe(intlNeurons(n));
  });
});
