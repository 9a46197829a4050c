/**
 * Olympiad prizes and payouts: how a closed tournament's race prize is allocated among its
 * board, and what a payout does with each allocation. Money in integer cents, points in
 * thousandths of a neuron (`milliPoints`), as the olympiad tables store them.
 */
import { splitTournamentPrize, tournamentWinnerCount } from './money.js';

/** What became of one allocation of a race's prize. */
export const ALLOCATION_STATES = [
  'allocated',
  'paid',
  'not_eligible',
  'no_wallet',
  'divergent',
  'no_payment',
] as const;
export type AllocationState = (typeof ALLOCATION_STATES)[number];

/** How the pages name each state (the spec's words: Divergent value, Not eligible, …). */
export const ALLOCATION_STATE_LABELS: Readonly<Record<AllocationState, string>> = {
  allocated: 'Allocated',
  paid: 'Paid',
  not_eligible: 'Not eligible',
  no_wallet: 'No wallet',
  divergent: 'Divergent value',
  no_payment: 'No Payment!',
};

/** One row of a race's board at close, in board order (points, then who reached them first). */
export interface RaceStanding {
  readonly userId: string;
  readonly milliPoints: number;
  /** False for a disabled or deleted player: they cannot win money. */
  readonly eligible: boolean;
}

/** One allocation of a race: a winner's share, or a place the rules keep from its holder. */
export interface RaceAllocation {
  readonly userId: string;
  /** 1-based: the winner's place among the winners, or the board place of one not eligible. */
  readonly rank: number;
  readonly cents: number;
  readonly milliPoints: number;
  readonly state: 'allocated' | 'not_eligible';
}

export interface RaceSplit {
  readonly allocations: readonly RaceAllocation[];
  /** Cents nobody won: they go back to the tournament's owner. */
  readonly unawarded: number;
}

/**
 * Splits one race's prize at close. The tournament's owner (its director) cannot win their own
 * tournament's money and players who cannot be paid (disabled, deleted) are left out: the split
 * is `splitTournamentPrize` over everyone else with points (the top third of them, each in
 * proportion to their points, summing exactly). Those left out who hold a place in the top
 * third of the whole board are listed `not_eligible` with 0 cents, so the owner sees why.
 * Equal points at the cut go to the player earlier in `standings` (the board's order: who
 * reached the score first), as the leaderboard shows them.
 *
 * @example
 * splitOlympiadRace(900, [
 *   { userId: 'dora', milliPoints: 9000, eligible: true },
 *   { userId: 'ivan', milliPoints: 5000, eligible: true },
 *   { userId: 'rita', milliPoints: 1000, eligible: true },
 * ], 'dora') // ivan 900 (one winner of the two others), dora not_eligible
 */
export function splitOlympiadRace(
  cents: number,
  standings: readonly RaceStanding[],
  ownerId: string | null,
): RaceSplit {
  const scored = standings.filter((s) => s.milliPoints > 0);
  const canWin = (s: RaceStanding) => s.eligible && s.userId !== ownerId;
  // The board position as the tie-break key: splitTournamentPrize breaks ties by `userId`.
  const participants = scored
    .map((s, index) => ({ standing: s, index }))
    .filter(({ standing }) => canWin(standing))
    .map(({ standing, index }) => ({
      userId: String(index).padStart(12, '0'),
      neurons: standing.milliPoints / 1000,
      standing,
    }));
  const split = splitTournamentPrize(cents, participants);
  const winners: RaceAllocation[] = split.payouts.map((p) => ({
    userId: p.entry.standing.userId,
    rank: p.rank,
    cents: p.cents,
    milliPoints: p.entry.standing.milliPoints,
    state: 'allocated',
  }));
  const topOfBoard = tournamentWinnerCount(scored.length);
  const kept: RaceAllocation[] = scored.slice(0, topOfBoard).flatMap((s, index) =>
    canWin(s)
      ? []
      : [
          {
            userId: s.userId,
            rank: index + 1,
            cents: 0,
            milliPoints: s.milliPoints,
            state: 'not_eligible' as const,
          },
        ],
  );
  return { allocations: [...winners, ...kept], unawarded: split.unawarded };
}

/** What a payout knows of one allocation when it comes to it. */
export interface PayoutCheck {
  readonly state: AllocationState;
  readonly cents: number;
  /** The milli-points the allocation was made for. */
  readonly allocatedMilliPoints: number;
  /** The player's points on the race's board now. */
  readonly boardMilliPoints: number;
  /** The player's on-site wallet balance now. */
  readonly balanceCents: number;
  readonly hasWallet: boolean;
}

/** The states a payout may still act on: it tries them again on every run. */
export const PAYABLE_STATES: readonly AllocationState[] = ['allocated', 'no_wallet', 'divergent'];

/**
 * What a payout does with one allocation: `pay` it, or the state to record instead. Paid, not
 * eligible and no-payment allocations are final (`keep`). Nothing to pay (0 cents) is
 * `no_payment` before anything else; then a player without a payout account is `no_wallet`;
 * then the board must still show the points the prize was allocated for and the wallet must
 * still hold the prize (the leaderboard and the on-site balance agree), or it is `divergent`.
 * A `no_wallet` or `divergent` allocation is tried again by the next payout, so adding a
 * wallet later gets the player paid.
 *
 * @example
 * payoutDecision({ state: 'allocated', cents: 500, allocatedMilliPoints: 7000,
 *   boardMilliPoints: 7000, balanceCents: 900, hasWallet: true }) // 'pay'
 */
export function payoutDecision(check: PayoutCheck): 'pay' | 'keep' | AllocationState {
  if (!PAYABLE_STATES.includes(check.state)) return 'keep';
  if (check.cents <= 0) return 'no_payment';
  if (!check.hasWallet) return 'no_wallet';
  if (check.boardMilliPoints !== check.allocatedMilliPoints) return 'divergent';
  if (check.balanceCents < check.cents) return 'divergent';
  return 'pay';
}
