import { describe, expect, it } from 'vitest';
import {
  isInCycle,
  nextTournamentCycle,
  previousTournamentCycle,
  tournamentCycle,
} from './cycles.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('tournamentCycle', () => {
  it('is monthly by default, in UTC', () => {
    const cycle = tournamentCycle(Date.UTC(2026, 10, 22, 15));
    expect(cycle.key).toBe('2026-11');
    expect(iso(cycle.startsAt)).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(cycle.endsAt)).toBe('2026-12-01T00:00:00.000Z');
    expect(tournamentCycle(new Date('2026-12-31T23:59:59.999Z')).key).toBe('2026-12');
  });

  it('can be weekly, by ISO week from Monday', () => {
    const cycle = tournamentCycle(Date.UTC(2026, 10, 22), 'weekly'); // a Sunday
    expect(cycle.key).toBe('2026-W47');
    expect(iso(cycle.startsAt)).toBe('2026-11-16T00:00:00.000Z');
    expect(iso(cycle.endsAt)).toBe('2026-11-23T00:00:00.000Z');
    expect(tournamentCycle(Date.UTC(2026, 10, 23), 'weekly').key).toBe('2026-W48');
  });

  it('puts the turn of the year in the ISO week of its Thursday', () => {
    expect(tournamentCycle(Date.UTC(2027, 0, 1), 'weekly').key).toBe('2026-W53');
    expect(tournamentCycle(Date.UTC(2025, 11, 29), 'weekly').key).toBe('2026-W01');
  });

  it('steps to the next and previous cycle', () => {
    const november = tournamentCycle(Date.UTC(2026, 10, 5));
    expect(nextTournamentCycle(november).key).toBe('2026-12');
    expect(nextTournamentCycle(nextTournamentCycle(november)).key).toBe('2027-01');
    expect(previousTournamentCycle(november).key).toBe('2026-10');
    const week = tournamentCycle(Date.UTC(2026, 10, 22), 'weekly');
    expect(nextTournamentCycle(week).startsAt).toBe(week.endsAt);
  });

  it('counts an award in the cycle it was made in: points reset, neurons accumulate', () => {
    const november = tournamentCycle(Date.UTC(2026, 10, 5));
    expect(isInCycle(Date.UTC(2026, 10, 1), november)).toBe(true);
    expect(isInCycle(Date.UTC(2026, 11, 1), november)).toBe(false);
    expect(isInCycle(Date.UTC(2026, 9, 31, 23, 59), november)).toBe(false);
  });

  it('refuses invalid dates and cadences', () => {
    expect(() => tournamentCycle(Number.NaN)).toThrow(RangeError);
    expect(() => tournamentCycle(0, 'daily' as never)).toThrow(RangeError);
  });
});
