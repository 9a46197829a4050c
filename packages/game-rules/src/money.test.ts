import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  FUNDING_MIN_CENTS,
  formatCents,
  parseMoney,
  splitChallengePrize,
  splitEntryFee,
  splitTournamentPrize,
  tournamentWinnerCount,
  validateFunding,
} from './money.js';

const cents = fc.integer({ min: 0, max: 1_000_000_000_00 });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('allocate', () => {
  it('gives leftover cents to the largest remainders, earlier part first on ties', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(10, [1, 2])).toEqual([3, 7]); // 3.33 and 6.67: the 0.67 remainder wins
  });

  it('handles zero totals and refuses impossible splits', () => {
    expect(allocate(0, [])).toEqual([]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });

  it('sums exactly, never goes negative, and stays within a cent of the exact share', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(total, weights);
          expect(sum(parts)).toBe(total);
          const weightSum = sum(weights);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(part)).toBe(true);
            const exact = (total * (weights[i] as number)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThanOrEqual(1 + 1e-6 * exact);
          });
        },
      ),
    );
  });

  it('is exact beyond 2^53 intermediate products', () => {
    const parts = allocate(Number.MAX_SAFE_INTEGER, [999_999_937, 1]);
    expect(parts[0]! + parts[1]!).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('splitEntryFee', () => {
  it.each([
    [1000, { owner: 650, prizePool: 280, platform: 70 }],
    [100, { owner: 65, prizePool: 28, platform: 7 }],
    [1, { owner: 1, prizePool: 0, platform: 0 }],
    [3, { owner: 2, prizePool: 1, platform: 0 }],
    [0, { owner: 0, prizePool: 0, platform: 0 }],
    [999, { owner: 649, prizePool: 280, platform: 70 }],
  ])('splits %s cents 65/28/7', (fee, expected) => {
    expect(splitEntryFee(fee)).toEqual(expected);
  });

  it('always sums exactly to the fee', () => {
    fc.assert(
      fc.property(cents, (fee) => {
        const split = splitEntryFee(fee);
        expect(split.owner + split.prizePool + split.platform).toBe(fee);
        expect(Math.min(split.owner, split.prizePool, split.platform)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('splitChallengePrize', () => {
  it('pays the top 5 40/25/15/12/8', () => {
    const split = splitChallengePrize(10_000, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(split.payouts.map((p) => [p.entry, p.rank, p.cents])).toEqual([
      ['a', 1, 4000],
      ['b', 2, 2500],
      ['c', 3, 1500],
      ['d', 4, 1200],
      ['e', 5, 800],
    ]);
    expect(split.unawarded).toBe(0);
  });

  it('scales the shares up when fewer than five ideas were ranked', () => {
    const split = splitChallengePrize(10_000, ['a', 'b']);
    expect(split.payouts.map((p) => p.cents)).toEqual([6154, 3846]);
    expect(splitChallengePrize(777, ['solo']).payouts[0]?.cents).toBe(777);
  });

  it('pays nobody when no idea was ranked: the pledge stays unawarded', () => {
    expect(splitChallengePrize(5000, [])).toEqual({ payouts: [], unawarded: 5000 });
  });

  it('sums exactly and pays better places at least as much', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 12 }), (prize, count) => {
        const entries = Array.from({ length: count }, (_, i) => `idea-${i}`);
        const split = splitChallengePrize(prize, entries);
        expect(sum(split.payouts.map((p) => p.cents)) + split.unawarded).toBe(prize);
        expect(split.payouts.length).toBe(Math.min(count, 5));
        for (let i = 1; i < split.payouts.length; i++) {
          expect(split.payouts[i]!.cents).toBeLessThanOrEqual(split.payouts[i - 1]!.cents);
          expect(split.payouts[i]!.cents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('splitTournamentPrize', () => {
  it('pays the top third (rounded up) in proportion to their neurons', () => {
    const participants = [
      { userId: 'a', neurons: 300 },
      { userId: 'b', neurons: 100 },
      { userId: 'c', neurons: 50 },
      { userId: 'd', neurons: 40 },
      { userId: 'e', neurons: 10 },
      { userId: 'f', neurons: 5 },
    ];
    const split = splitTournamentPrize(10_000, participants);
    expect(split.payouts.map((p) => [p.entry.userId, p.cents])).toEqual([
      ['a', 7500],
      ['b', 2500],
    ]);
  });

  it('orders by neurons then user id, and ignores players who earned nothing', () => {
    const split = splitTournamentPrize(1001, [
      { userId: 'zed', neurons: 10 },
      { userId: 'amy', neurons: 10 },
      { userId: 'bob', neurons: 10 },
      { userId: 'idle', neurons: 0 },
    ]);
    // Three eligible: one winner; amy wins the tie on id.
    expect(split.payouts).toHaveLength(1);
    expect(split.payouts[0]?.entry.userId).toBe('amy');
    expect(split.payouts[0]?.cents).toBe(1001);
  });

  it('gives equal neurons equal shares up to a cent, 3-decimal scores exactly', () => {
    const split = splitTournamentPrize(1000, [
      { userId: 'a', neurons: 0.5 },
      { userId: 'b', neurons: 0.5 },
      { userId: 'c', neurons: 0.25 },
      { userId: 'd', neurons: 0.125 },
      { userId: 'e', neurons: 0.001 },
      { userId: 'f', neurons: 0.001 },
    ]);
    expect(split.payouts.map((p) => p.cents)).toEqual([500, 500]);
  });

  it('pays nobody when nobody earned neurons', () => {
    expect(splitTournamentPrize(100, [{ userId: 'a', neurons: 0 }])).toEqual({
      payouts: [],
      unawarded: 100,
    });
    expect(() => splitTournamentPrize(100, [{ userId: 'a', neurons: Number.NaN }])).toThrow(
      RangeError,
    );
  });

  it('counts winners as the top third rounded up', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 99, 300].map(tournamentWinnerCount)).toEqual([
      0, 1, 1, 1, 2, 2, 3, 33, 100,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (count) => {
        const winners = tournamentWinnerCount(count);
        expect(winners * 3).toBeGreaterThanOrEqual(count);
        expect((winners - 1) * 3).toBeLessThan(count);
      }),
    );
  });

  it('sums exactly, never negative, deterministic whatever the input order', () => {
    const participant = fc.record({
      userId: fc.string({ minLength: 1, maxLength: 6 }),
      neurons: fc.integer({ min: 0, max: 5_000_000 }).map((m) => m / 1000),
    });
    fc.assert(
      fc.property(
        cents,
        fc.uniqueArray(participant, { selector: (p) => p.userId, maxLength: 40 }),
        (prize, people) => {
          const split = splitTournamentPrize(prize, people);
          expect(sum(split.payouts.map((p) => p.cents)) + split.unawarded).toBe(prize);
          for (const p of split.payouts) expect(p.cents).toBeGreaterThanOrEqual(0);
          const eligible = people.filter((p) => p.neurons > 0).length;
          expect(split.payouts).toHaveLength(tournamentWinnerCount(eligible));
          const reversed = splitTournamentPrize(prize, [...people].reverse());
          expect(reversed.payouts.map((p) => [p.entry.userId, p.cents])).toEqual(
            split.payouts.map((p) => [p.entry.userId, p.cents]),
          );
        },
      ),
    );
  });
});

describe('money strings and funding', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['$12.05', 1205],
    [' 2500 ', 250_000],
  ])('parses %j', (text, value) => {
    expect(parseMoney(text)).toEqual({ ok: true, value });
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '12,50'])('refuses %j with a field error', (text) => {
    const result = parseMoney(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.field).toBe('prize_money');
  });

  it('formats cents as dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('needs at least $1 to fund, with no maximum', () => {
    expect(FUNDING_MIN_CENTS).toBe(100);
    expect(validateFunding(99).ok).toBe(false);
    expect(validateFunding(100)).toEqual({ ok: true, value: 100 });
    expect(validateFunding(1_000_000_000_00).ok).toBe(true);
    expect(validateFunding(1.5).ok).toBe(false);
  });
});
