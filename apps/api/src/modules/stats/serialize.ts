/** Stats as the API answers them, and the periods score details are counted in (UTC). */
import type { StatsPeriod } from '@nervus/contracts';
import { LADDER_ROLES, type LadderRole, type RoleScores } from '@nervus/game-rules';
import type { RoleDay } from './queries.js';

const DAY_MS = 86_400_000;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The first day of the period holding a UTC day: its week's Monday, or its month's first.
 *
 * @example periodStartOf('2026-11-26', 'week') // '2026-11-23'
 */
export function periodStartOf(day: string, period: StatsPeriod): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const at = new Date(`${day}T00:00:00Z`);
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday.
  return isoDay(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS));
}

/**
 * The first days of the latest `count` periods up to the one holding `now`, oldest first.
 *
 * @example periodStarts(new Date('2026-11-24T09:00:00Z'), 'month', 2) // ['2026-10-01', '2026-11-01']
 */
export function periodStarts(now: Date, period: StatsPeriod, count: number): string[] {
  const last = periodStartOf(isoDay(now), period);
  const starts: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    if (period === 'week') {
      starts.push(isoDay(new Date(Date.parse(`${last}T00:00:00Z`) - back * 7 * DAY_MS)));
    } else {
      const first = new Date(`${last}T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() - back);
      starts.push(isoDay(first));
    }
  }
  return starts;
}

const points = (milli: number) => Math.round(milli) / 1000;

/** Each period's neurons per role (roles in game-rules' order) and its total, oldest first. */
export function periodsBody(
  starts: readonly string[],
  days: readonly RoleDay[],
  period: StatsPeriod,
) {
  const byPeriod = new Map(starts.map((s) => [s, new Map<string, number>()]));
  for (const d of days) {
    const roles = byPeriod.get(periodStartOf(d.day, period));
    if (roles) roles.set(d.role, (roles.get(d.role) ?? 0) + d.milli);
  }
  return starts.map((start) => {
    const roles = byPeriod.get(start) ?? new Map<string, number>();
    const neurons = LADDER_ROLES.filter(
      (role) => role !== 'overall' && (roles.get(role) ?? 0) !== 0,
    ).map((role) => ({
      role,
      points: points(roles.get(role) ?? 0),
    }));
    const total = [...roles.values()].reduce((sum, milli) => sum + milli, 0);
    return { start, neurons, total: points(total) };
  });
}

/** Every role of the ladder with its neurons, `overall` being the Nerve Score. */
export function roleNeurons(scores: RoleScores, overall: number) {
  return LADDER_ROLES.map((role: LadderRole) => ({
    role,
    points: role === 'overall' ? overall : (scores[role] ?? 0),
  }));
}

export function reasonsBody(
  rows: readonly { role: string; reason: string; milli: string; awards: number }[],
) {
  return rows
    .filter((r): r is typeof r & { role: LadderRole } =>
      (LADDER_ROLES as readonly string[]).includes(r.role),
    )
    .map((r) => ({
      role: r.role,
      reason: r.reason,
      points: points(Number(r.milli)),
      awards: r.awards,
    }));
}

/** A context's counts, null where they are not counted (or not yet). */
export function contextBody(
  context: {
    kind: 'challenge' | 'platform' | 'olympiad';
    id: string;
    title: string;
    settled: boolean;
  },
  counts: {
    challenges?: number;
    open_challenges?: number;
    players?: number;
    ideas?: number;
    ratings?: number;
    mentoring?: number;
    milli?: string;
    prize_cents?: number;
  },
) {
  const or = (n: number | undefined) => (n === undefined ? null : n);
  return {
    ...context,
    challenges: or(counts.challenges),
    open_challenges: or(counts.open_challenges),
    players: or(counts.players),
    ideas: or(counts.ideas),
    ratings: or(counts.ratings),
    mentoring: or(counts.mentoring),
    neurons: counts.milli === undefined ? null : points(Number(counts.milli)),
    prize_cents: or(counts.prize_cents),
  };
}
