/**
 * Tournament cycles. A tournament renews every month by default (some directors choose every
 * week). Activity points reset with each cycle while neurons accumulate: a cycle is the window
 * in which the ledger's awards count towards the tournament's leaderboard and prizes.
 *
 * Cycles are computed in the tournament's time zone (UTC unless its base says otherwise): a
 * monthly cycle runs from local midnight of the first of the month to that of the next month; a
 * weekly cycle is an ISO week, local midnight of Monday to that of the next Monday.
 */

/** How often a tournament renews. */
export const TOURNAMENT_CADENCES = ['monthly', 'weekly'] as const;
export type TournamentCadence = (typeof TOURNAMENT_CADENCES)[number];

export const DEFAULT_TOURNAMENT_CADENCE: TournamentCadence = 'monthly';

/** One cycle: `[startsAt, endsAt)` in epoch ms, and a stable key (its zone is the caller's). */
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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for a zone the runtime does not know.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `time` in `timeZone`, as if it were UTC (epoch ms of the local fields). */
export function wallClock(time: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(time)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return (
    Date.UTC(year, month - 1, day, hour, minute, second) + (time - Math.floor(time / 1000) * 1000)
  );
}

/**
 * The instant a local calendar day starts in `timeZone`: its midnight, or, where a DST change
 * skips midnight, the first instant of the day.
 */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): number {
  const wanted = Date.UTC(year, month, day);
  // Two passes settle the offset in force at the answer, DST included.
  let time = wanted - (wallClock(wanted, timeZone) - wanted);
  time = wanted - (wallClock(time, timeZone) - time);
  // Midnight did not exist (the clocks jumped over it): the day starts when the jump lands.
  if (wallClock(time, timeZone) < wanted) time += 3_600_000;
  return time;
}

/**
 * The tournament cycle that contains `date`, in a time zone (IANA, `UTC` by default): a month
 * starts at local midnight of its 1st, a week at local midnight of its ISO Monday, so a cycle
 * spanning a DST change is an hour shorter or longer. Keys name the local month or ISO week.
 *
 * @example tournamentCycle(Date.UTC(2026, 10, 22)).key            // '2026-11'
 * @example tournamentCycle(Date.UTC(2026, 10, 22), 'weekly').key  // '2026-W47'
 * @example tournamentCycle(Date.UTC(2026, 11, 1, 5), 'monthly', 'America/Los_Angeles').key // '2026-11'
 */
export function tournamentCycle(
  date: Date | number,
  cadence: TournamentCadence = DEFAULT_TOURNAMENT_CADENCE,
  timeZone = 'UTC',
): TournamentCycle {
  const time = toTime(date);
  if (cadence !== 'monthly' && cadence !== 'weekly') {
    throw new RangeError(`unknown cadence ${String(cadence)}`);
  }
  const local = new Date(wallClock(time, timeZone));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  if (cadence === 'monthly') {
    return {
      cadence,
      key: `${year}-${String(month + 1).padStart(2, '0')}`,
      startsAt: startOfLocalDay(year, month, 1, timeZone),
      endsAt: startOfLocalDay(year, month + 1, 1, timeZone),
    };
  }
  const midnight = Date.UTC(year, month, local.getUTCDate());
  const isoDay = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(midnight - isoDay * DAY);
  // The ISO week belongs to the year of its Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY)) + 1;
  const [y, m, d] = [monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate()];
  return {
    cadence,
    key: `${weekYear}-W${String(week).padStart(2, '0')}`,
    startsAt: startOfLocalDay(y, m, d, timeZone),
    endsAt: startOfLocalDay(y, m, d + 7, timeZone),
  };
}

/** The cycle after `cycle`. */
export function nextTournamentCycle(cycle: TournamentCycle, timeZone = 'UTC'): TournamentCycle {
  return tournamentCycle(cycle.endsAt, cycle.cadence, timeZone);
}

/** The cycle before `cycle`. */
export function previousTournamentCycle(cycle: TournamentCycle, timeZone = 'UTC'): TournamentCycle {
  return tournamentCycle(cycle.startsAt - 1, cycle.cadence, timeZone);
}

/** Whether an award made at `at` counts in `cycle`. */
export function isInCycle(at: Date | number, cycle: TournamentCycle): boolean {
  const time = toTime(at);
  return time >= cycle.startsAt && time < cycle.endsAt;
}
