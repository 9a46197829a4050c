/**
 * What the progress charts draw and say, as plain data: the series a chart plots (x and y
 * arrays, as uPlot takes them), the colour token of each role, and the numbers and dates as
 * the text alternative writes them. No drawing here, so the charting library stays in its own
 * chunk and these are tested in Node.
 */
import type { LadderRole } from '@nervus/game-rules';

/** The roles that earn neurons, in the ladder's order (`overall` is their sum). */
export const EARNING_ROLES = [
  'analyst',
  'catalyst',
  'director',
  'innovator',
  'insight',
  'mentor',
  'patron',
  'scout',
] as const satisfies readonly LadderRole[];

/**
 * Each role's colour, a ui-kit token: the player roles' accents, the analyst as the rater
 * (the spec's rater earns the analyst's neurons), insight in the info colour and the overall
 * score in the platform's brand.
 */
export const ROLE_COLOR: Readonly<Record<LadderRole, string>> = {
  analyst: '--nv-role-rater',
  catalyst: '--nv-role-catalyst',
  director: '--nv-role-director',
  innovator: '--nv-role-innovator',
  insight: '--nv-color-info',
  mentor: '--nv-role-mentor',
  overall: '--nv-color-brand',
  patron: '--nv-role-patron',
  scout: '--nv-role-scout',
};

/** One series of a chart: its name, a colour token and a value per x (null: no bar there). */
export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  readonly values: readonly (number | null)[];
}

/** What the drawing part plots: a time line (x in unix seconds) or bars (x = 0, 1, …). */
export interface ChartData {
  readonly kind: 'line' | 'bars';
  readonly x: readonly number[];
  readonly series: readonly ChartSeries[];
  /** The bars' names under the x axis. */
  readonly xLabels?: readonly string[];
}

/** Unix seconds of a UTC day (`YYYY-MM-DD`), as uPlot's time axis counts. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A score over time: the score at the end of each day with neurons, held until the next (the
 * line steps), started at zero the day before the first when the history starts there.
 *
 * @example historyChart([{ day: '2026-11-02', score: 5 }], 'Overall', '--nv-color-brand')
 */
export function historyChart(
  points: readonly { day: string; score: number }[],
  label: string,
  color: string,
): ChartData {
  const x = points.map((p) => daySeconds(p.day));
  const y = points.map((p) => p.score);
  const first = points[0];
  // A single day would draw a lone dot: start from the day before, at the score before it.
  if (first && points.length === 1) {
    x.unshift(daySeconds(first.day) - 86_400);
    y.unshift(0);
  }
  return { kind: 'line', x, series: [{ label, color, values: y }] };
}

/**
 * Bars, one per item and each in its own colour: one series per bar, valued at its own x only
 * (uPlot colours a series, not a point).
 */
export function barsChart(
  items: readonly { label: string; value: number; color: string; axisLabel?: string }[],
): ChartData {
  return {
    kind: 'bars',
    x: items.map((_, i) => i),
    xLabels: items.map((item) => item.axisLabel ?? item.label),
    series: items.map((item, i) => ({
      label: item.label,
      color: item.color,
      values: items.map((_, j) => (j === i ? item.value : null)),
    })),
  };
}

/** A number of neurons as the pages write it: up to 3 decimals (the spec's scores). */
export function formatPoints(value: number, language = 'en'): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** A UTC day as the pages write it (`2 Nov 2026`). */
export function formatDay(day: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month's first day as its name (`Nov 2026`), a week's as its Monday's date. */
export function formatPeriod(start: string, period: 'week' | 'month', language = 'en'): string {
  if (period === 'week') return formatDay(start, language);
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${start}T00:00:00Z`));
}

/**
 * A period's name under a bar, short: a week's Monday (`Nov 23`), a month's name with its year
 * only on the first bar and in January (`Dec 2025`, `Jan 2026`, `Feb` …).
 */
export function formatPeriodAxis(
  start: string,
  period: 'week' | 'month',
  first: boolean,
  language = 'en',
): string {
  const at = new Date(`${start}T00:00:00Z`);
  if (period === 'week')
    return new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(at);
  if (first || at.getUTCMonth() === 0) return formatPeriod(start, period, language);
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(at);
}
