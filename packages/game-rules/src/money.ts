/**
 * Money. Every amount is an integer number of cents, and every split returns parts that sum
 * exactly to its input.
 *
 * Remainder rule (all splits): each part first gets the floor of its exact share; the cents left
 * over (fewer than the number of parts) go one each to the parts with the largest fractional
 * remainders, ties going to the earlier part in the split's stated order (the largest-remainder,
 * or Hamilton, method). It is deterministic, never moves a part by more than one cent from its
 * exact share, and never makes a part negative.
 */
import type { Validated } from './result.js';

/** The smallest amount a patron can fund: $1. There is no maximum. */
export const FUNDING_MIN_CENTS = 100;

/** Entry-fee split on close, in percent: the challenge owner, the prize pool, the platform. */
export const ENTRY_FEE_SPLIT = { owner: 65, prizePool: 28, platform: 7 } as const;

/** Shares of a challenge's prize money by community rank 1–5, in percent. */
export const CHALLENGE_PRIZE_SHARES = [40, 25, 15, 12, 8] as const;

/** Tournament prizes go to the top 1/TOURNAMENT_WINNER_DIVISOR of participants: the top third. */
export const TOURNAMENT_WINNER_DIVISOR = 3;

function assertCents(cents: number, name = 'cents'): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${cents}`);
  }
}

/**
 * Splits `total` cents in proportion to `weights` (non-negative integers, not all zero when the
 * total is positive) with the largest-remainder rule above. Exact for any size: the arithmetic
 * is done in BigInt.
 *
 * @example allocate(100, [1, 1, 1]) // [34, 33, 33]
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertCents(total, 'total');
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('cannot allocate money among no parts');
  }
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`weights must be non-negative integers, got ${weight}`);
    }
  }
  const weightSum = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('cannot allocate money among parts that all weigh zero');
  }
  const big = BigInt(total);
  const parts = weights.map((w) => {
    const exact = big * BigInt(w);
    return { floor: exact / weightSum, remainder: exact % weightSum };
  });
  let left = big - parts.reduce((sum, p) => sum + p.floor, 0n);
  const order = parts
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = parts.map((p) => p.floor);
  for (const { index } of order) {
    if (left === 0n) break;
    result[index] = (result[index] as bigint) + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

/** Where an entry fee goes when the challenge closes. */
export interface EntryFeeSplit {
  readonly owner: number;
  readonly prizePool: number;
  readonly platform: number;
}

/**
 * Splits an entry fee 65/28/7 between the challenge owner, the challenge's prize pool and the
 * platform. Leftover cents follow the remainder rule in that order (owner first).
 *
 * @example splitEntryFee(1000) // { owner: 650, prizePool: 280, platform: 70 }
 * @example splitEntryFee(1)    // { owner: 1, prizePool: 0, platform: 0 }
 */
export function splitEntryFee(cents: number): EntryFeeSplit {
  const [owner, prizePool, platform] = allocate(cents, [
    ENTRY_FEE_SPLIT.owner,
    ENTRY_FEE_SPLIT.prizePool,
    ENTRY_FEE_SPLIT.platform,
  ]) as [number, number, number];
  return { owner, prizePool, platform };
}

/** One paid place of a split. */
export interface PrizePayout<T> {
  readonly entry: T;
  /** 1-based place. */
  readonly rank: number;
  readonly cents: number;
}

/** The result of a prize split: who is paid, and what could not be awarded. */
export interface PrizeSplit<T> {
  readonly payouts: readonly PrizePayout<T>[];
  /** Cents nobody won (no ranked entry): the pledge goes back to its funder. */
  readonly unawarded: number;
}

/**
 * Splits a closed challenge's prize money among its top 5 ranked entries (the order of
 * `rankIdeas`), 40/25/15/12/8. With fewer than five ranked entries the shares of the places
 * that exist are scaled up so that the whole prize is paid; with none, nothing is paid and the
 * whole amount is `unawarded`. Leftover cents go to the better place on equal remainders.
 *
 * @example
 * splitChallengePrize(10000, ['a', 'b']) // payouts a: 6154, b: 3846 (40:25 scaled to the whole)
 */
export function splitChallengePrize<T>(cents: number, rankedEntries: readonly T[]): PrizeSplit<T> {
  assertCents(cents);
  const winners = rankedEntries.slice(0, CHALLENGE_PRIZE_SHARES.length);
  if (winners.length === 0) return { payouts: [], unawarded: cents };
  const amounts = allocate(cents, CHALLENGE_PRIZE_SHARES.slice(0, winners.length));
  return {
    payouts: winners.map((entry, index) => ({
      entry,
      rank: index + 1,
      cents: amounts[index] as number,
    })),
    unawarded: 0,
  };
}

/** A tournament participant and the neurons they earned in the cycle. */
export interface TournamentParticipant {
  readonly userId: string;
  /** Neurons earned in the cycle; up to three decimals. */
  readonly neurons: number;
}

/** How many of `count` participants win: the top third, rounded up. */
export function tournamentWinnerCount(count: number): number {
  // Integer division: a float third times the count can land a hair above a whole number.
  return Math.floor((count + TOURNAMENT_WINNER_DIVISOR - 1) / TOURNAMENT_WINNER_DIVISOR);
}

/**
 * Splits a tournament's prize across the top third of its participants by neurons earned
 * (rounded up, so one participant of one, one of three, two of four), each winner in proportion
 * to their neurons. Only participants who earned more than zero neurons take part. Order, and
 * the cut at the top third, go by neurons (higher first), then by `userId` ascending, so equal
 * scores are settled the same way every time; equal neurons get equal shares up to one cent.
 *
 * @example
 * splitTournamentPrize(9000, [{ userId: 'a', neurons: 200 }, { userId: 'b', neurons: 100 },
 *   { userId: 'c', neurons: 50 }]) // a wins all 9000 (one winner of three)
 */
export function splitTournamentPrize<T extends TournamentParticipant>(
  cents: number,
  participants: readonly T[],
): PrizeSplit<T> {
  assertCents(cents);
  const eligible = participants
    .filter((p) => {
      if (!Number.isFinite(p.neurons)) throw new RangeError(`neurons must be finite`);
      return p.neurons > 0;
    })
    .slice()
    .sort((a, b) =>
      b.neurons !== a.neurons ? b.neurons - a.neurons : a.userId < b.userId ? -1 : 1,
    );
  const winners = eligible.slice(0, tournamentWinnerCount(eligible.length));
  if (winners.length === 0) return { payouts: [], unawarded: cents };
  // Thousandths, so that 3-decimal scores weigh exactly.
  const amounts = allocate(
    cents,
    winners.map((w) => Math.round(w.neurons * 1000)),
  );
  return {
    payouts: winners.map((entry, index) => ({
      entry,
      rank: index + 1,
      cents: amounts[index] as number,
    })),
    unawarded: 0,
  };
}

const MONEY_PATTERN = /^\s*\$?\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/;

/**
 * Reads a money string as the forms send it (`prize_money` is a string, default `'0'`):
 * dollars with up to two decimals, an optional `$`. Returns integer cents.
 *
 * @example parseMoney('12.5') // { ok: true, value: 1250 }
 */
export function parseMoney(text: string, field = 'prize_money'): Validated<number> {
  const match = MONEY_PATTERN.exec(text);
  if (!match) {
    return {
      ok: false,
      errors: [{ field, error: 'Enter an amount in dollars, like 25 or 25.50.' }],
    };
  }
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return { ok: true, value: dollars * 100 + cents };
}

/**
 * Formats cents as dollars for display.
 *
 * @example formatCents(123456) // '$1,234.56'
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${(abs % 100).toString().padStart(2, '0')}`;
}

/**
 * Checks a funding amount: at least $1, whole cents, no maximum.
 *
 * @example validateFunding(99) // { ok: false, errors: [{ field: 'amount', error: 'The minimum is $1.00.' }] }
 */
export function validateFunding(cents: number, field = 'amount'): Validated<number> {
  if (!Number.isSafeInteger(cents)) {
    return { ok: false, errors: [{ field, error: 'The amount must be a whole number of cents.' }] };
  }
  if (cents < FUNDING_MIN_CENTS) {
    return { ok: false, errors: [{ field, error: 'The minimum is $1.00.' }] };
  }
  return { ok: true, value: cents };
}
