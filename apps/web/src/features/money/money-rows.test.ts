import { MONEY_KINDS } from '@nervus/contracts';
import { describe, expect, it } from 'vitest';
import { moneyEnglish } from '../../i18n/money.en.js';
import { kindKey, signedCents } from './money-rows.js';

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
    expect(kindKey('card-deposit')).toBeNull();
  });
});
