import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_STATE_LABELS,
  ALLOCATION_STATES,
  type PayoutCheck,
  payoutDecision,
  type RaceStanding,
  splitOlympiadRace,
} from './olympiad-payouts.js';

const row = (userId: string, milliPoints: number, eligible = true): RaceStanding => ({
  userId,
  milliPoints,
  eligible,
});
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('splitOlympiadRace', () => {
  it('pays the top third of the board in proportion to their points', () => {
    const board = [row('a', 6000), row('b', 3000), row('c', 2000), row('d', 1000), row('e', 500)];
    const { allocations, unawarded } = splitOlympiadRace(900, board, null);
    expect(allocations).toEqual([
      { userId: 'a', rank: 1, cents: 600, milliPoints: 6000, state: 'allocated' },
      { userId: 'b', rank: 2, cents: 300, milliPoints: 3000, state: 'allocated' },
    ]);
    expect(unawarded).toBe(0);
  });

  it('keeps the owner out of the money and out of the count, and lists them not eligible', () => {
    const board = [row('dora', 9000), row('ivan', 5000), row('rita', 1000)];
    const { allocations } = splitOlympiadRace(900, board, 'dora');
    expect(allocations).toEqual([
      { userId: 'ivan', rank: 1, cents: 900, milliPoints: 5000, state: 'allocated' },
      { userId: 'dora', rank: 1, cents: 0, milliPoints: 9000, state: 'not_eligible' },
    ]);
  });

  it('leaves disabled players out; one below the cut is not listed', () => {
    const board = [row('a', 5000, false), row('b', 4000), row('c', 3000), row('d', 1, false)];
    const { allocations } = splitOlympiadRace(1000, board, null);
    expect(allocations.map((a) => [a.userId, a.state, a.cents])).toEqual([
      ['b', 'allocated', 1000],
      ['a', 'not_eligible', 0],
    ]);
  });

  it('gives the whole prize back when nobody can win', () => {
    expect(splitOlympiadRace(700, [], null)).toEqual({ allocations: [], unawarded: 700 });
    expect(splitOlympiadRace(700, [row('a', 0), row('b', 0)], null).unawarded).toBe(700);
    const onlyOwner = splitOlympiadRace(700, [row('o', 10)], 'o');
    expect(onlyOwner.unawarded).toBe(700);
    expect(onlyOwner.allocations).toEqual([
      { userId: 'o', rank: 1, cents: 0, milliPoints: 10, state: 'not_eligible' },
    ]);
  });

  it('settles equal points at the cut by board order, and splits equal points equally', () => {
    const board = [row('z', 2000), row('y', 2000), row('x', 2000), row('w', 2000)];
    const { allocations } = splitOlympiadRace(101, board, null);
    // Two winners of four: the first two rows of the board, 51 and 50 cents.
    expect(allocations.map((a) => [a.userId, a.cents])).toEqual([
      ['z', 51],
      ['y', 50],
    ]);
  });

  it('a zero prize still allocates places (0 cents), and sums stay exact', () => {
    const { allocations, unawarded } = splitOlympiadRace(0, [row('a', 10)], null);
    expect(allocations).toEqual([
      { userId: 'a', rank: 1, cents: 0, milliPoints: 10, state: 'allocated' },
    ]);
    expect(unawarded).toBe(0);
  });

  it('always sums exactly to the prize and never pays the owner or an ineligible player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.array(
          fc.record({
            milliPoints: fc.integer({ min: 0, max: 10_000_000_000 }),
            eligible: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        fc.nat(40),
        (cents, rows, ownerIndex) => {
          const board = rows
            .map((r, i) => ({ ...r, userId: `u${i}` }))
            .sort((a, b) => b.milliPoints - a.milliPoints);
          const owner = `u${ownerIndex}`;
          const { allocations, unawarded } = splitOlympiadRace(cents, board, owner);
          expect(sum(allocations.map((a) => a.cents)) + unawarded).toBe(cents);
          for (const a of allocations) {
            expect(a.cents).toBeGreaterThanOrEqual(0);
            const standing = board.find((b) => b.userId === a.userId);
            if (a.userId === owner || !standing?.eligible) expect(a.state).toBe('not_eligible');
            if (a.state === 'not_eligible') expect(a.cents).toBe(0);
          }
          expect(new Set(allocations.map((a) => a.userId)).size).toBe(allocations.length);
        },
      ),
    );
  });
});

describe('payoutDecision', () => {
  const ok: PayoutCheck = {
    state: 'allocated',
    cents: 500,
    allocatedMilliPoints: 7000,
    boardMilliPoints: 7000,
    balanceCents: 500,
    hasWallet: true,
  };

  it.each([
    ['pays an allocation whose board and wallet agree', ok, 'pay'],
    ['keeps a paid one', { ...ok, state: 'paid' }, 'keep'],
    ['keeps a not-eligible one', { ...ok, state: 'not_eligible' }, 'keep'],
    ['keeps a no-payment one', { ...ok, state: 'no_payment' }, 'keep'],
    ['nothing to pay', { ...ok, cents: 0 }, 'no_payment'],
    [
      'nothing to pay comes before a missing wallet',
      { ...ok, cents: 0, hasWallet: false },
      'no_payment',
    ],
    ['no payout account', { ...ok, hasWallet: false }, 'no_wallet'],
    ['the board moved since', { ...ok, boardMilliPoints: 7001 }, 'divergent'],
    ['the wallet was spent', { ...ok, balanceCents: 499 }, 'divergent'],
    ['retries a no-wallet one that now has a wallet', { ...ok, state: 'no_wallet' }, 'pay'],
    ['retries a divergent one that agrees again', { ...ok, state: 'divergent' }, 'pay'],
  ] as const)('%s', (_, check, expected) => {
    expect(payoutDecision(check as PayoutCheck)).toBe(expected);
  });

  it('labels every state with the spec’s words', () => {
    expect(ALLOCATION_STATES.map((s) => ALLOCATION_STATE_LABELS[s])).toEqual([
      'Allocated',
      'Paid',
      'Not eligible',
      'No wallet',
      'Divergent value',
      'No Payment!',
    ]);
  });
});
