import { describe, expect, it } from 'vitest';
import {
  isInCycle,
  nextTournamentCycle,
  previousTournamentCycle,
  tournamentCycle,
} from './cycles.js';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

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

  it('refuses a time zone the runtime does not know', () => {
    expect(() => tournamentCycle(0, 'monthly', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

const HOUR = 3_600_000;

describe('tournamentCycle in a time zone', () => {
  it('starts a month at local midnight of the 1st: Los Angeles is 8 hours behind in winter', () => {
    const zone = 'America/Los_Angeles';
    // 2026-12-01 05:00 UTC is still 30 November, 21:00, in Los Angeles.
    const late = tournamentCycle(Date.UTC(2026, 11, 1, 5), 'monthly', zone);
    expect(late.key).toBe('2026-11');
    expect(iso(late.startsAt)).toBe('2026-11-01T07:00:00.000Z'); // PDT until 1 November, 2:00
    expect(iso(late.endsAt)).toBe('2026-12-01T08:00:00.000Z'); // PST
    expect(tournamentCycle(Date.UTC(2026, 11, 1, 8), 'monthly', zone).key).toBe('2026-12');
    // November loses no hour and gains one: 30 days and 1 hour.
    expect(late.endsAt - late.startsAt).toBe(30 * DAY_MS + HOUR);
  });

  it('starts a month at local midnight ahead of UTC: Auckland is 13 hours ahead in summer', () => {
    const zone = 'Pacific/Auckland';
    // 2026-12-31 11:00 UTC is already 1 January 2027, 00:00, in Auckland.
    const january = tournamentCycle(Date.UTC(2026, 11, 31, 11), 'monthly', zone);
    expect(january.key).toBe('2027-01');
    expect(iso(january.startsAt)).toBe('2026-12-31T11:00:00.000Z');
    expect(tournamentCycle(Date.UTC(2026, 11, 31, 10, 59), 'monthly', zone).key).toBe('2026-12');
    // Auckland's clocks go back an hour on 5 April 2026 and forward on 27 September 2026.
    const april = tournamentCycle(Date.UTC(2026, 3, 10), 'monthly', zone);
    expect(april.endsAt - april.startsAt).toBe(30 * DAY_MS + HOUR);
    const september = tournamentCycle(Date.UTC(2026, 8, 10), 'monthly', zone);
    expect(september.endsAt - september.startsAt).toBe(30 * DAY_MS - HOUR);
    expect(iso(september.endsAt)).toBe('2026-09-30T11:00:00.000Z'); // NZDT, +13
  });

  it('counts 29 days in a leap February, in every zone', () => {
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles']) {
      const february = tournamentCycle(Date.UTC(2028, 1, 15), 'monthly', zone);
      expect(february.key).toBe('2028-02');
      expect(february.endsAt - february.startsAt).toBe(29 * DAY_MS);
      expect(tournamentCycle(Date.UTC(2027, 1, 15), 'monthly', zone).endsAt).toBeGreaterThan(0);
    }
    const plain = tournamentCycle(Date.UTC(2027, 1, 15), 'monthly', 'UTC');
    expect(plain.endsAt - plain.startsAt).toBe(28 * DAY_MS);
    // The leap day itself belongs to February.
    expect(tournamentCycle(Date.UTC(2028, 1, 29, 12), 'monthly', 'America/Los_Angeles').key).toBe(
      '2028-02',
    );
  });

  it('runs a week from local Monday midnight; the week of a DST change is 167 or 169 hours', () => {
    const zone = 'America/Los_Angeles';
    // Clocks go forward on Sunday 8 March 2026: the week from Monday 2 March is an hour short.
    const spring = tournamentCycle(Date.UTC(2026, 2, 5), 'weekly', zone);
    expect(spring.key).toBe('2026-W10');
    expect(iso(spring.startsAt)).toBe('2026-03-02T08:00:00.000Z');
    expect(iso(spring.endsAt)).toBe('2026-03-09T07:00:00.000Z');
    expect(spring.endsAt - spring.startsAt).toBe(167 * HOUR);
    // Back on Sunday 1 November 2026: the week from Monday 26 October is an hour long.
    const fall = tournamentCycle(Date.UTC(2026, 9, 28), 'weekly', zone);
    expect(fall.endsAt - fall.startsAt).toBe(169 * HOUR);
    // Sunday evening in Los Angeles is Monday in UTC: still the local week.
    expect(tournamentCycle(Date.UTC(2026, 10, 23, 4), 'weekly', zone).key).toBe('2026-W47');
    expect(tournamentCycle(Date.UTC(2026, 10, 23, 4), 'weekly').key).toBe('2026-W48');
    // Auckland's Monday starts on Sunday, UTC.
    const auckland = tournamentCycle(Date.UTC(2026, 10, 22, 12), 'weekly', 'Pacific/Auckland');
    expect(auckland.key).toBe('2026-W48');
    expect(iso(auckland.startsAt)).toBe('2026-11-22T11:00:00.000Z');
  });

  it('chains cycles without gaps or overlaps across a year in each zone', () => {
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
      for (const cadence of ['monthly', 'weekly'] as const) {
        let cycle = tournamentCycle(Date.UTC(2026, 0, 1), cadence, zone);
        const keys = new Set<string>();
        for (let i = 0; i < (cadence === 'monthly' ? 14 : 60); i++) {
          const next = nextTournamentCycle(cycle, zone);
          expect(next.startsAt).toBe(cycle.endsAt);
          expect(previousTournamentCycle(next, zone).key).toBe(cycle.key);
          expect(isInCycle(cycle.endsAt - 1, cycle)).toBe(true);
          expect(isInCycle(cycle.endsAt, cycle)).toBe(false);
          keys.add(cycle.key);
          cycle = next;
        }
        expect(keys.size).toBe(cadence === 'monthly' ? 14 : 60);
      }
    }
  });
});
