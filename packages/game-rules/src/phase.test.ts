import { describe, expect, it } from 'vitest';
import { type ChallengeOpenFields, challengePhase, isChallengeOpen } from './phase.js';

const now = Date.parse('2026-06-15T12:00:00Z');
const start = '2026-06-01T00:00:00Z';
const end = '2026-07-01T00:00:00Z';
const running = { durationStart: start, durationEnd: end, isClosed: false, status: 'open' };

describe('challengePhase', () => {
  it.each([
    ['a draft, even with times that would make it open', { ...running, isDraft: true }, 'draft'],
    ['between start and end', running, 'open'],
    ['exactly at its start (inclusive)', { ...running, durationStart: now }, 'open'],
    ['before its start', { ...running, durationStart: '2026-06-15T12:00:01Z' }, 'scheduled'],
    ['exactly at its end (exclusive)', { ...running, durationEnd: now }, 'closed'],
    ['after its end, not yet swept', { ...running, durationEnd: '2026-06-15T11:59:59Z' }, 'closed'],
    ['closed early by its flag', { ...running, isClosed: true }, 'closed'],
    ['closed early by its status', { ...running, status: 'closed' }, 'closed'],
    [
      'closed by its flag before it started',
      { ...running, durationStart: end, isClosed: true },
      'closed',
    ],
    ['settled', { ...running, settledAt: '2026-06-10T00:00:00Z', isClosed: true }, 'settled'],
    ['settled even if the flags were never set', { ...running, settledAt: now }, 'settled'],
    ['with no times at all', {}, 'open'],
    ['with no end', { durationStart: start }, 'open'],
    ['with an unparsable end', { durationEnd: 'not a date' }, 'open'],
    [
      'with null times and settlement (API and row nulls)',
      { settledAt: null, durationEnd: null },
      'open',
    ],
  ] as const)('%s', (_, fields, phase) => {
    expect(challengePhase(fields, now)).toBe(phase);
  });

  it('reads Date, ISO string and epoch-ms times alike, and a Date or ms now', () => {
    const asDates = { durationStart: new Date(start), durationEnd: new Date(end) };
    const asStrings = { durationStart: start, durationEnd: end };
    const asNumbers = { durationStart: Date.parse(start), durationEnd: Date.parse(end) };
    for (const fields of [asDates, asStrings, asNumbers]) {
      expect(challengePhase(fields, now)).toBe('open');
      expect(challengePhase(fields, new Date(now))).toBe('open');
      expect(challengePhase(fields, Date.parse(end))).toBe('closed');
      expect(challengePhase(fields, Date.parse(start) - 1)).toBe('scheduled');
    }
  });

  it('takes a server row as it is (camelCase, Date times, extra columns)', () => {
    const row = {
      id: 'c1',
      solutionFormat: 'standard',
      durationStart: new Date(start),
      durationEnd: new Date(end),
      isClosed: false,
      status: 'open' as const,
      settledAt: null,
    };
    expect(challengePhase(row, new Date(now))).toBe('open');
  });
});

describe('isChallengeOpen', () => {
  it.each([
    ['an open standard challenge', { ...running, solutionFormat: 'standard' }, true],
    ['an open challenge with no kind', running, true],
    ['an open QQ challenge', { ...running, solutionFormat: 'qq' }, true],
    [
      'a suggestion box (ama), even in its open phase',
      { ...running, solutionFormat: 'ama' },
      false,
    ],
    ['a scheduled challenge', { ...running, durationStart: end }, false],
    ['a closed challenge', { ...running, isClosed: true }, false],
    ['a settled challenge', { ...running, settledAt: start }, false],
    ['a draft', { ...running, isDraft: true }, false],
  ] as const satisfies readonly (readonly [string, ChallengeOpenFields, boolean])[])(
    '%s',
    (_, fields, open) => {
      expect(isChallengeOpen(fields, now)).toBe(open);
    },
  );
});
