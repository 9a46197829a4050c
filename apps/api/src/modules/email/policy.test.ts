import { describe, expect, it } from 'vitest';
import { digestPeriodMs, emailPreferences, kindOfHighlight, sendAfter, wants } from './policy.js';
import { retryDelayMs } from './worker.js';

describe('emailPreferences', () => {
  it('reads nothing stored as the page’s defaults: weekly digest, both kinds on, no quiet hours', () => {
    expect(emailPreferences({})).toEqual({
      digest: 'weekly',
      mentions: true,
      challengeUpdates: true,
      quietHours: null,
    });
  });

  it('reads quiet hours only when turned on, in UTC unless a zone is stored', () => {
    expect(emailPreferences({ email: { quiet_start: '23:00' } }).quietHours).toBeNull();
    expect(emailPreferences({ email: { quiet_hours: true } }).quietHours).toEqual({
      start: '22:00',
      end: '08:00',
      timeZone: 'UTC',
    });
  });
});

describe('kindOfHighlight and wants', () => {
  it.each([
    ['mentor-comment', 'mentions'],
    ['new-follower', 'mentions'],
    ['solution-delta', 'challenge_updates'],
    ['friend-solution', 'challenge_updates'],
    ['challenge-settled', 'challenge_updates'],
    ['medal-earned', 'challenge_updates'],
    ['olympiad-prize', 'challenge_updates'],
  ])('%s mail answers to %s', (type, kind) => {
    expect(kindOfHighlight(type)).toBe(kind);
  });

  it('follows each preference', () => {
    const off = emailPreferences({ email: { mentions: false, digest: 'never' } });
    expect(wants(off, 'mentions')).toBe(false);
    expect(wants(off, 'challenge_updates')).toBe(true);
    expect(wants(off, 'digest')).toBe(false);
  });
});

describe('sendAfter', () => {
  it('holds mail to the end of quiet hours, and sends at once without them or with an unknown zone', () => {
    const at = new Date('2026-11-24T23:30:00Z');
    const quiet = { email: { quiet_hours: true, quiet_start: '22:00', quiet_end: '08:00' } };
    expect(sendAfter(emailPreferences(quiet), at).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(sendAfter(emailPreferences({}), at)).toBe(at);
    const gone = { email: { ...quiet.email, time_zone: 'Atlantis/Capital' } };
    expect(sendAfter(emailPreferences(gone), at)).toBe(at);
  });
});

describe('retryDelayMs and digestPeriodMs', () => {
  it('waits 1, 4, 16, 64 minutes …, at most 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 4, 16, 64, 256, 360, 360,
    ]);
  });

  it('is a day or a week', () => {
    expect(digestPeriodMs('daily')).toBe(86_400_000);
    expect(digestPeriodMs('weekly')).toBe(7 * 86_400_000);
  });
});
