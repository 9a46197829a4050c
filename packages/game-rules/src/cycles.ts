/**
 * Tournament cycles. A tournament renews every month by default (some directors choose every
 * week). Activity points reset with each cycle while neurons accumulate: a cycle is the window
 * in which the ledger's awards count towards the tournament's leaderboard and prizes.
 *
 * Cycles are computed in UTC: a monthly cycle runs from the first of the month 00:00 UTC to the
 * first of the next month; a weekly cycle is an ISO week, Monday 00:00 UTC to the next Monday.
 */

/** How often a tournament renews. */
export const TOURNAMENT_CADENCES = ['monthly', 'weekly'] as const;
export type TournamentCadence = (typeof TOURNAMENT_CADENCES)[number];

export const DEFAULT_TOURNAMENT_CADENCE: TournamentCadence = 'monthly';

/** One cycle: `[startsAt, endsAt)` in epoch ms, and a stable key. */
export interface TournamentCycle {
  readonly cadence: TournamentCadence;
  /** `2026-11` for a month, `2026-W47` for an ISO week. */
  readonly key: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

const DAY = 86_400_000;

function toTime(date: Date | number): number {
  const time = typeof date === 'number' ? date : date.getTime();
  if (!Number.isFinite(time)) throw new RangeError('invalid date');
  return time;
}

/**
 * The tournament cycle that contains `date`.
 *
 * @example tournamentCycle(Date.UTC(2026, 10, 22)).key            // '2026-11'
 * @example tournamentCycle(Date.UTC(2026, 10, 22), 'weekly').key  // '2026-W47'
 */
export function tournamentCycle(
  date: Date | number,
  cadence: TournamentCadence = DEFAULT_TOURNAMENT_CADENCE,
): TournamentCycle {
  const time = toTime(date);
  const d = new Date(time);
  if (cadence === 'monthly') {
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth();
    return {
      cadence,
      key: `${year}-${String(month + 1).padStart(2, '0')}`,
      startsAt: Date.UTC(year, month, 1),
      endsAt: Date.UTC(year, month + 1, 1),
    };
  }
  if (cadence !== 'weekly') throw new RangeError(`unknown cadence ${String(cadence)}`);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const isoDay = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const startsAt = midnight - isoDay * DAY;
  // The ISO week belongs to the year of its Thursday.
  const thursday = new Date(startsAt + 3 * DAY);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY)) + 1;
  return {
    cadence,
    key: `${weekYear}-W${String(week).padStart(2, '0')}`,
    startsAt,
    endsAt: startsAt + 7 * DAY,
  };
}

/** The cycle after `cycle`. */
export function nextTournamentCycle(cycle: TournamentCycle): TournamentCycle {
  return tournamentCycle(cycle.endsAt, cycle.cadence);
}

/** The cycle before `cycle`. */
export function previousTournamentCycle(cycle: TournamentCycle): TournamentCycle {
  return tournamentCycle(cycle.startsAt - 1, cycle.cadence);
}

/** Whether an award made at `at` counts in `cycle`. */
export function isInCycle(at: Date | number, cycle: TournamentCycle): boolean {
  const time = toTime(at);
  return time >= cycle.startsAt && time < cycle.endsAt;
}
