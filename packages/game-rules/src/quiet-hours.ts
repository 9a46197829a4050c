/**
 * Quiet hours: a window of the player's local day (e.g. 22:00–08:00) in which no mail is sent.
 * Mail that falls in it waits for the window's end, on the player's wall clock in their time
 * zone, daylight-saving changes included: an end that the clocks jump over (a spring-forward
 * gap) is met when the jump lands, and an end that happens twice (fall-back) is met the first time.
 */
import { wallClock } from './cycles.js';

/** `HH:MM`, 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What the email-preferences page proposes: no mail at night. */
export const DEFAULT_QUIET_START = '22:00';
export const DEFAULT_QUIET_END = '08:00';

export interface QuietHours {
  /** `HH:MM`: the local time mail stops. */
  readonly start: string;
  /** `HH:MM`: the local time mail may go again. Equal to `start`: no quiet hours. */
  readonly end: string;
  /** IANA zone, e.g. `Europe/Paris`. */
  readonly timeZone: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes since midnight of an `HH:MM` time; RangeError when it is not one. */
export function clockMinutes(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether `minute` (of the local day) lies in `[start, end)`, a window that may wrap midnight. */
function inWindow(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The first instant after `after` whose wall clock in `timeZone` reads `wall` (epoch ms of the
 * local fields), or, when the clocks jump over it, the instant of the jump.
 */
function instantOf(wall: number, timeZone: string, after: number): number {
  // The offsets in force half a day either side cover any one change around `wall`.
  const candidates = [wall - 12 * 3_600_000, wall + 12 * 3_600_000]
    .map((probe) => wall - (wallClock(probe, timeZone) - probe))
    .sort((a, b) => a - b);
  const exact = candidates.find((time) => time > after && wallClock(time, timeZone) === wall);
  if (exact !== undefined) return exact;
  // The clocks jumped over `wall`: the answer is the jump, between the two candidates. Zones
  // change on whole minutes, so a search over minutes finds it.
  let lo = Math.floor((candidates[0] ?? wall) / MINUTE);
  let hi = Math.ceil((candidates[1] ?? wall) / MINUTE);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallClock(mid * MINUTE, timeZone) >= wall) hi = mid;
    else lo = mid + 1;
  }
  return hi * MINUTE;
}

/**
 * When mail written at `now` may be sent: `now` itself outside the quiet hours, else the end of
 * the quiet hours on the player's clock (epoch ms).
 *
 * @example quietUntil(Date.UTC(2026, 10, 24, 22, 30), { start: '22:00', end: '08:00', timeZone: 'UTC' })
 *   // Date.UTC(2026, 10, 25, 8)
 * @example quietUntil(Date.UTC(2026, 10, 24, 12), { start: '22:00', end: '08:00', timeZone: 'UTC' })
 *   // Date.UTC(2026, 10, 24, 12)
 */
export function quietUntil(now: Date | number, quiet: QuietHours): number {
  const time = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(time)) throw new RangeError('invalid date');
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  if (start === end) return time;
  const local = wallClock(time, quiet.timeZone);
  const midnight = Math.floor(local / DAY) * DAY;
  const minute = Math.floor((local - midnight) / MINUTE);
  if (!inWindow(minute, start, end)) return time;
  // Before midnight in a window that wraps it, the end is tomorrow's.
  const endDay = start > end && minute >= start ? midnight + DAY : midnight;
  return instantOf(endDay + end * MINUTE, quiet.timeZone, time);
}
