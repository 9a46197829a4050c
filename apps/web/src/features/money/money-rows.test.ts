import { MONEY_KINDS } from '@nervus/contracts';
import { describe, expect, it } from 'vitest';
import { moneyEnglish } from '../../i18n/money.en.js';
import { kindKey, parseDollars, signedCents } from './money-rows.js';

describe('signedCents', () => {
  it.each([
    [1_200, '+$12.00'],
    [-500, '-$5.00'],
    [0, '$0.00'],
  ])('%i reads %s', (cents, text) => {
    expect(signedCents(cents)).toBe(text);
  });
});

describe('kindKey', () => {
  it('names every known kind with a label, and no unknown one', () => {
    for (const kind of MONEY_KINDS) {
      expect(kindKey(kind)).toBe(`money.kinds.${kind}`);
      expect(moneyEnglish.money.kinds[kind]).toMatch(/\w/);
    }
    expect(kindKey('payout')).toBeNull();
  });
});

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
