import { describe, expect, it } from 'vitest';
import {
  isLadderRole,
  LADDER_ROLES,
  RANK_COLORS,
  RANK_LADDERS,
  RANKS_PER_LADDER,
  rankFor,
} from './ranks.js';

describe('RANK_LADDERS', () => {
  it('has the nine ladders of the spec', () => {
    expect(Object.keys(RANK_LADDERS).sort()).toEqual([
      'analyst',
      'catalyst',
      'director',
      'innovator',
      'insight',
      'mentor',
      'overall',
      'patron',
      'scout',
    ]);
  });

  it.each(LADDER_ROLES)('%s: ten ranks of ten levels, thresholds strictly increasing', (role) => {
    const ladder = RANK_LADDERS[role];
    expect(ladder).toHaveLength(RANKS_PER_LADDER);
    ladder.forEach((rank, index) => {
      expect(rank.rank_position).toBe(index + 1);
      expect(rank.role).toBe(role);
      expect(rank.start_level).toBe(index * 10);
      expect(rank.id).toBe(`${role}-${index * 10}`);
      expect(rank.color).toBe(RANK_COLORS[index]);
      expect(rank.label.length).toBeGreaterThan(0);
      expect(rank.description).toContain(`levels ${rank.start_level} to ${rank.end_level}`);
      if (index > 0) {
        expect(rank.start_level).toBeGreaterThan((ladder[index - 1] as typeof rank).start_level);
        expect(rank.start_level).toBe((ladder[index - 1] as typeof rank).end_level + 1);
      }
    });
    const last = ladder[9] as (typeof ladder)[number];
    expect(last.start_level).toBe(90);
    expect(last.end_level).toBe(100);
    expect(last.next_level_score).toBe(100);
    expect((ladder[0] as (typeof ladder)[number]).next_level_score).toBe(10);
    expect(new Set(ladder.map((r) => r.label)).size).toBe(10);
  });

  it('marks the overall ladder as such, its last rank covering 90–100 with next level 100', () => {
    const last = RANK_LADDERS.overall[9];
    expect(last).toMatchObject({
      type: 'overall',
      start_level: 90,
      end_level: 100,
      next_level_score: 100,
    });
    expect(RANK_LADDERS.mentor[0]?.type).toBe('role');
  });

  it('uses ten distinct fixed colours', () => {
    expect(new Set(RANK_COLORS).size).toBe(10);
    for (const color of RANK_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(RANK_LADDERS)).toBe(true);
    expect(Object.isFrozen(RANK_LADDERS.scout)).toBe(true);
  });
});

describe('rankFor', () => {
  it.each([
    ['overall', 0, 1],
    ['overall', 9.9, 1],
    ['overall', 10, 2],
    ['mentor', 42.7, 5],
    ['scout', 89, 9],
    ['scout', 90, 10],
    ['patron', 100, 10],
  ] as const)('%s at level %s holds rank %s', (role, level, position) => {
    expect(rankFor(role, level).rank_position).toBe(position);
  });

  it('gives every level 0–100 exactly one rank per ladder', () => {
    for (const role of LADDER_ROLES) {
      for (let level = 0; level <= 100; level++) {
        const rank = rankFor(role, level);
        expect(level).toBeGreaterThanOrEqual(rank.start_level);
        expect(level).toBeLessThanOrEqual(rank.end_level);
      }
    }
  });

  it('refuses unknown roles and levels out of range', () => {
    expect(() => rankFor('wizard' as never, 1)).toThrow(RangeError);
    expect(() => rankFor('overall', -1)).toThrow(RangeError);
    expect(() => rankFor('overall', 101)).toThrow(RangeError);
    expect(isLadderRole('insight')).toBe(true);
    expect(isLadderRole('commentator')).toBe(false);
  });
});
