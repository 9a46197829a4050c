import { describe, expect, it } from 'vitest';
import { periodStartOf, periodStarts, periodsBody } from './serialize.js';

describe('periodStartOf', () => {
  it('starts a week on its Monday and a month on its first (UTC)', () => {
    expect(periodStartOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodStartOf('2027-01-02', 'week')).toBe('2026-12-28');
    expect(periodStartOf('2026-11-29', 'month')).toBe('2026-11-01');
  });
});

describe('periodStarts', () => {
  const now = new Date('2026-03-04T23:59:59Z');

  it('answers the latest periods up to the current one, oldest first', () => {
    expect(periodStarts(now, 'month', 4)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(periodStarts(now, 'week', 3)).toEqual(['2026-02-16', '2026-02-23', '2026-03-02']);
  });

  it('steps months from the first, never skipping a short one', () => {
    const starts = periodStarts(new Date('2026-03-31T12:00:00Z'), 'month', 2);
    expect(starts).toEqual(['2026-02-01', '2026-03-01']);
  });
});

describe('periodsBody', () => {
  it("sums each period's days per role, roles in the ladder's order, zero periods kept", () => {
    const body = periodsBody(
      ['2026-02-01', '2026-03-01'],
      [
        { role: 'mentor', day: '2026-03-02', milli: 1500 },
        { role: 'innovator', day: '2026-03-01', milli: 2000 },
        { role: 'innovator', day: '2026-03-04', milli: 250 },
        { role: 'rater', day: '2026-01-31', milli: 9000 },
      ],
      'month',
    );
    expect(body).toEqual([
      { start: '2026-02-01', neurons: [], total: 0 },
      {
        start: '2026-03-01',
        neurons: [
          { role: 'innovator', points: 2.25 },
          { role: 'mentor', points: 1.5 },
        ],
        total: 3.75,
      },
    ]);
  });
});
