import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock } from './cycles.js';
import { clockMinutes, quietUntil } from './quiet-hours.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const night = (timeZone: string) => ({ start: '22:00', end: '08:00', timeZone });

describe('quietUntil', () => {
  it.each([
    // [zone, start, end, now, expected]
    ['UTC', '22:00', '08:00', '2026-11-24T22:30:00Z', '2026-11-25T08:00:00.000Z'],
    ['UTC', '22:00', '08:00', '2026-11-24T03:00:00Z', '2026-11-24T08:00:00.000Z'],
    ['UTC', '22:00', '08:00', '2026-11-24T12:00:00Z', '2026-11-24T12:00:00.000Z'],
    // The start belongs to the window, the end does not.
    ['UTC', '22:00', '08:00', '2026-11-24T22:00:00Z', '2026-11-25T08:00:00.000Z'],
    ['UTC', '22:00', '08:00', '2026-11-24T08:00:00Z', '2026-11-24T08:00:00.000Z'],
    ['UTC', '22:00', '08:00', '2026-11-24T07:59:59Z', '2026-11-24T08:00:00.000Z'],
    // A window inside one day.
    ['UTC', '13:00', '15:00', '2026-11-24T14:10:00Z', '2026-11-24T15:00:00.000Z'],
    ['UTC', '13:00', '15:00', '2026-11-24T15:10:00Z', '2026-11-24T15:10:00.000Z'],
    // Paris in winter is UTC+1: 22:30 there is 21:30 UTC, 08:00 there is 07:00 UTC.
    ['Europe/Paris', '22:00', '08:00', '2026-11-24T21:30:00Z', '2026-11-25T07:00:00.000Z'],
    // Still the 23rd in New York (UTC-5): quiet until 08:00 there on the 24th.
    ['America/New_York', '22:00', '08:00', '2026-11-24T04:00:00Z', '2026-11-24T13:00:00.000Z'],
    // 02:00 UTC is 11:00 in Tokyo: not quiet there, whatever UTC's night says.
    ['Asia/Tokyo', '22:00', '08:00', '2026-11-24T02:00:00Z', '2026-11-24T02:00:00.000Z'],
    ['Asia/Tokyo', '22:00', '08:00', '2026-11-24T14:00:00Z', '2026-11-24T23:00:00.000Z'],
    // Half- and quarter-hour zones.
    ['Asia/Kolkata', '22:00', '08:00', '2026-11-24T17:00:00Z', '2026-11-25T02:30:00.000Z'],
    ['Asia/Kathmandu', '22:00', '08:00', '2026-11-24T17:00:00Z', '2026-11-25T02:15:00.000Z'],
    // Spring forward in Paris (29 March 2026, 02:00 -> 03:00): the night starts at UTC+1 and
    // ends at UTC+2.
    ['Europe/Paris', '22:00', '08:00', '2026-03-28T22:00:00Z', '2026-03-29T06:00:00.000Z'],
    // Fall back (25 October 2026, 03:00 -> 02:00): starts at UTC+2, ends at UTC+1.
    ['Europe/Paris', '22:00', '08:00', '2026-10-24T21:00:00Z', '2026-10-25T07:00:00.000Z'],
    // New York springs forward on 8 March 2026 (02:00 -> 03:00): 08:00 EDT is 12:00 UTC.
    ['America/New_York', '22:00', '08:00', '2026-03-08T04:00:00Z', '2026-03-08T12:00:00.000Z'],
    // An end the clocks jump over (02:30 never happens on 29 March in Paris): mail goes at the
    // jump, 03:00 local = 01:00 UTC.
    ['Europe/Paris', '01:00', '02:30', '2026-03-29T00:30:00Z', '2026-03-29T01:00:00.000Z'],
    // An end that happens twice (02:30 on 25 October in Paris): the first time, at UTC+2 …
    ['Europe/Paris', '00:00', '02:30', '2026-10-24T23:00:00Z', '2026-10-25T00:30:00.000Z'],
    // … unless that has passed: at the second 02:15 (UTC+1) the next 02:30 is the second one.
    ['Europe/Paris', '00:00', '02:30', '2026-10-25T01:15:00Z', '2026-10-25T01:30:00.000Z'],
    // Start equal to end: no quiet hours.
    ['UTC', '08:00', '08:00', '2026-11-24T03:00:00Z', '2026-11-24T03:00:00.000Z'],
  ])('%s %s-%s at %s: %s', (timeZone, start, end, now, expected) => {
    expect(iso(quietUntil(at(now), { start, end, timeZone }))).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(quietUntil(new Date('2026-11-24T23:00:00Z'), night('UTC'))).toBe(
      at('2026-11-25T08:00:00Z'),
    );
  });

  it('refuses a time that is not HH:MM and a zone the runtime does not know', () => {
    expect(() => quietUntil(0, { start: '24:00', end: '08:00', timeZone: 'UTC' })).toThrow(
      RangeError,
    );
    expect(() => quietUntil(0, { start: '7:00', end: '08:00', timeZone: 'UTC' })).toThrow(
      RangeError,
    );
    expect(() => quietUntil(0, night('Mars/Olympus'))).toThrow(RangeError);
  });

  it('never answers earlier than now, nor a time inside the quiet hours', () => {
    const zones = [
      'UTC',
      'Europe/Paris',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
    ];
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.constantFrom(...zones),
        clock,
        clock,
        (now, timeZone, start, end) => {
          const until = quietUntil(now, { start, end, timeZone });
          expect(until).toBeGreaterThanOrEqual(now);
          // At most a day later (plus an hour of DST).
          expect(until - now).toBeLessThanOrEqual(25 * 3_600_000);
          if (until === now || start === end) return;
          const local = wallClock(until, timeZone);
          const minute = Math.floor((local % 86_400_000) / 60_000);
          const [s, e] = [clockMinutes(start), clockMinutes(end)];
          const quiet = s < e ? minute >= s && minute < e : minute >= s || minute < e;
          expect(quiet).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('clockMinutes', () => {
  it('reads HH:MM', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('22:30')).toBe(1350);
    expect(() => clockMinutes('22:60')).toThrow(RangeError);
  });
});
