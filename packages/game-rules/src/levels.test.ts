import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brainLevel,
  FINAL_LEVEL_SCORE,
  levelProgress,
  levelRange,
  levelThreshold,
  MAX_LEVEL,
} from './levels.js';

describe('levelThreshold', () => {
  it('is n³ + 50n², reproducing the three spec anchors', () => {
    expect(levelThreshold(1)).toBe(51);
    expect(levelThreshold(2)).toBe(208);
    expect(levelThreshold(99)).toBe(1_460_349);
  });
});

describe('levelRange', () => {
  it('matches the spec anchors', () => {
    expect(levelRange(1)).toEqual({ start: 0, end: 51 });
    expect(levelRange(2).end).toBe(208);
    expect(levelRange(100)).toEqual({ start: 1_460_349, end: 1_460_349 });
    expect(FINAL_LEVEL_SCORE).toBe(1_460_349);
  });

  it('gives level 0 an empty range at zero', () => {
    expect(levelRange(0)).toEqual({ start: 0, end: 0 });
  });

  it('has strictly increasing thresholds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 98 }), fc.integer({ min: 1, max: 99 }), (n, d) => {
        fc.pre(n + d <= 99);
        expect(levelThreshold(n + d)).toBeGreaterThan(levelThreshold(n));
        expect(levelRange(n + d).start).toBeGreaterThanOrEqual(levelRange(n).end);
      }),
    );
  });

  it('has values computed by hand at a few levels', () => {
    expect(levelRange(3)).toEqual({ start: 208, end: 477 }); // 27 + 450
    expect(levelRange(10)).toEqual({ start: 4779, end: 6000 }); // 729 + 4050, 1000 + 5000
    expect(levelRange(50)).toEqual({ start: 237_699, end: 250_000 }); // 49²·99, 50²·100
    expect(levelRange(99)).toEqual({ start: 1_421_392, end: 1_460_349 }); // 98²·148 = 9604·148
  });

  it('covers every level 0–100 contiguously, each wider than the one before', () => {
    let previous = levelRange(1);
    expect(previous.start).toBe(0);
    for (let level = 2; level < MAX_LEVEL; level++) {
      const range = levelRange(level);
      expect(range.start, `level ${level} starts where ${level - 1} ends`).toBe(previous.end);
      expect(range.end - range.start, `level ${level} is wider`).toBeGreaterThan(
        previous.end - previous.start,
      );
      expect(Number.isInteger(range.start) && Number.isInteger(range.end)).toBe(true);
      previous = range;
    }
    expect(levelRange(MAX_LEVEL).start).toBe(previous.end);
  });

  it.each([-1, 101, 1.5, Number.NaN])('refuses level %s', (level) => {
    expect(() => levelRange(level)).toThrow(RangeError);
  });
});

describe('brainLevel', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [0.001, 1],
    [1, 1],
    [5, 1],
    [6, 1.1],
    [25, 1.4],
    [50, 1.9],
    [51, 2],
    [207, 2.9],
    [208, 3],
    [6000, 11],
    [250_000, 51],
    [1_460_348, 99.9],
    [1_460_349, 100],
    [9_999_999, 100],
  ])('score %s is level %s', (score, level) => {
    expect(brainLevel(score)).toBe(level);
  });

  it('floors the tenths: a player is never shown further than they are', () => {
    // Level 2 spans 51..208 (157 wide): 10% is 15.7 neurons.
    expect(brainLevel(51 + 15)).toBe(2);
    expect(brainLevel(51 + 16)).toBe(2.1);
  });

  it('lands exactly on the start of every level', () => {
    for (let level = 1; level <= MAX_LEVEL; level++) {
      expect(brainLevel(levelRange(level).start || 0.5)).toBe(level);
    }
  });

  it('agrees with a plain linear search on every integer score up to past level 100', () => {
    let level = 1;
    const mismatches: number[] = [];
    for (let score = 1; score <= FINAL_LEVEL_SCORE + 1000; score++) {
      while (level < MAX_LEVEL && score >= levelThreshold(level)) level++;
      let expected = MAX_LEVEL;
      if (level < MAX_LEVEL) {
        const start = levelThreshold(level - 1);
        const width = levelThreshold(level) - start;
        expected = level + Math.floor(((score - start) * 10) / width) / 10;
      }
      if (Math.abs(brainLevel(score) - expected) > 1e-9) mismatches.push(score);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses NaN', () => {
    expect(() => brainLevel(Number.NaN)).toThrow(RangeError);
  });

  it('never decreases as the score grows, and stays within its level range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (score, extra) => {
          const level = brainLevel(score);
          expect(brainLevel(score + extra)).toBeGreaterThanOrEqual(level);
          expect(Math.round(level * 10)).toBeCloseTo(level * 10, 9);
          if (score > 0) {
            const range = levelRange(Math.floor(level));
            expect(score).toBeGreaterThanOrEqual(range.start);
            if (level < MAX_LEVEL) expect(score).toBeLessThan(range.end);
          }
        },
      ),
    );
  });
});

describe('levelProgress', () => {
  it('splits level and tenths', () => {
    expect(levelProgress(37.4)).toEqual({ level: 37, step: 4, percent: 40, isFinal: false });
    expect(levelProgress(0)).toEqual({ level: 0, step: 0, percent: 0, isFinal: false });
    expect(levelProgress(1.9)).toEqual({ level: 1, step: 9, percent: 90, isFinal: false });
  });

  it('says level 100 is final', () => {
    expect(levelProgress(100)).toEqual({ level: 100, step: 0, percent: 0, isFinal: true });
  });

  it('round-trips every brain level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_500_000 }), (score) => {
        const level = brainLevel(score);
        const progress = levelProgress(level);
        expect(progress.level + progress.step / 10).toBeCloseTo(level, 9);
        expect(progress.step).toBeGreaterThanOrEqual(0);
        expect(progress.step).toBeLessThan(10);
      }),
    );
  });

  it.each([-0.1, 100.1, Number.NaN])('refuses %s', (level) => {
    expect(() => levelProgress(level)).toThrow(RangeError);
  });
});
