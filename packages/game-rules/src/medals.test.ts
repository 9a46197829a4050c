import { describe, expect, it } from 'vitest';
import { levelThreshold } from './levels.js';
import {
  brainLevelCount,
  countersOfReason,
  ideaMedalsEarned,
  MEDAL_COUNTER_REASONS,
  MEDAL_COUNTERS,
  MEDAL_ICONS,
  MEDAL_TIERS,
  MEDALS,
  medalById,
  medalProgress,
  medalsOfCounters,
  playerMedalsEarned,
  raceMedalsEarned,
} from './medals.js';

const ids = (medals: { id: string }[]) => medals.map((m) => m.id);

describe('MEDALS', () => {
  it('has unique ids, known tiers and icons, and positive thresholds', () => {
    expect(new Set(ids([...MEDALS])).size).toBe(MEDALS.length);
    for (const m of MEDALS) {
      expect(m.id).toMatch(/^[a-z0-9-]+$/);
      expect(MEDAL_TIERS).toContain(m.tier);
      expect(MEDAL_ICONS).toContain(m.icon);
      expect(m.name.length).toBeGreaterThan(0);
      expect(m.description.length).toBeGreaterThan(0);
      if (m.rule.scope === 'player') {
        expect(MEDAL_COUNTERS).toContain(m.rule.counter);
        expect(m.rule.atLeast).toBeGreaterThan(0);
      }
    }
  });

  it('has the brain level milestones 10, 25, 50 and 100', () => {
    const levels = MEDALS.flatMap((m) =>
      m.rule.scope === 'player' && m.rule.counter === 'brain-level' ? [m.rule.atLeast] : [],
    );
    expect(levels).toEqual([10, 25, 50, 100]);
  });
});

describe('medalById', () => {
  it.each([
    ['first-idea', 'First Spark'],
    ['olympiad-podium', 'Olympian'],
  ])('%s is %s', (id, name) => {
    expect(medalById(id)?.name).toBe(name);
  });

  it('answers undefined for an unknown id', () => {
    expect(medalById('no-such-medal')).toBeUndefined();
  });
});

describe('playerMedalsEarned', () => {
  it.each([
    [{}, []],
    [{ 'ideas-entered': 1 }, ['first-idea']],
    [{ 'ideas-entered': 9 }, ['first-idea']],
    [{ 'ideas-entered': 10 }, ['first-idea', 'ideas-10']],
    [{ 'ratings-given': 100 }, ['first-rating', 'ratings-10', 'ratings-100']],
    [{ 'ratings-given': 0 }, []],
    [{ 'mentoring-given': 10 }, ['first-mentoring', 'mentoring-10']],
    [{ 'challenges-published': 3 }, ['first-challenge']],
    [{ 'recruits-joined': 10 }, ['first-recruit', 'recruits-10']],
    [{ 'forum-posts': 30 }, ['first-post', 'posts-25']],
    [{ 'brain-level': 24 }, ['brain-level-10']],
    [
      { 'brain-level': 100 },
      ['brain-level-10', 'brain-level-25', 'brain-level-50', 'brain-level-100'],
    ],
  ] as const)('%o earns %o', (counts, expected) => {
    expect(ids(playerMedalsEarned(counts))).toEqual(expected);
  });

  it('never answers an idea or race medal', () => {
    const all = Object.fromEntries(MEDAL_COUNTERS.map((c) => [c, 1_000]));
    expect(playerMedalsEarned(all).every((m) => m.rule.scope === 'player')).toBe(true);
  });
});

describe('ideaMedalsEarned', () => {
  it.each([
    [{ place: 1, picked: false }, ['idea-podium', 'challenge-won']],
    [{ place: 2, picked: false }, ['idea-podium']],
    [{ place: 3, picked: true }, ['idea-podium', 'catalyst-pick']],
    [{ place: 4, picked: false }, []],
    [{ place: null, picked: true }, ['catalyst-pick']],
    [{ place: null, picked: false }, []],
    [{ place: 0, picked: false }, []],
  ] as const)('%o earns %o', (outcome, expected) => {
    expect(ids(ideaMedalsEarned(outcome))).toEqual(expected);
  });
});

describe('raceMedalsEarned', () => {
  it.each([
    [1, ['olympiad-podium']],
    [3, ['olympiad-podium']],
    [4, []],
    [0, []],
  ] as const)('place %i earns %o', (place, expected) => {
    expect(ids(raceMedalsEarned(place))).toEqual(expected);
  });
});

describe('countersOfReason and medalsOfCounters', () => {
  it.each([
    ['idea-created', ['ideas-entered']],
    ['idea-rated', ['ratings-given']],
    ['mentoring-given', ['mentoring-given']],
    ['challenge-published', ['challenges-published']],
    ['recruit-joined', ['recruits-joined']],
    ['forum-topic-created', ['forum-posts']],
    ['forum-reply-created', ['forum-posts']],
    ['rating-received', []],
    ['community-top-5:1', []],
  ] as const)('%s moves %o', (reason, expected) => {
    expect(countersOfReason(reason)).toEqual(expected);
  });

  it('maps every ledger-counted counter to at least one reason', () => {
    for (const counter of MEDAL_COUNTERS.filter((c) => c !== 'brain-level')) {
      expect(
        MEDAL_COUNTER_REASONS[counter as keyof typeof MEDAL_COUNTER_REASONS].length,
      ).toBeGreaterThan(0);
    }
  });

  it('lists the medals a counter may earn', () => {
    expect(ids(medalsOfCounters(['ratings-given']))).toEqual([
      'first-rating',
      'ratings-10',
      'ratings-100',
    ]);
    expect(medalsOfCounters([])).toEqual([]);
  });
});

describe('brainLevelCount', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [50, 1],
    [levelThreshold(9), 10],
    [levelThreshold(9) - 0.001, 9],
    [10_000_000, 100],
  ])('score %d is level %i', (score, level) => {
    expect(brainLevelCount(score)).toBe(level);
  });
});

describe('medalProgress', () => {
  const ratings10 = medalById('ratings-10');
  const podium = medalById('idea-podium');
  if (!ratings10 || !podium) throw new Error('catalogue changed');

  it.each([
    [{ 'ratings-given': 4 }, 0, { current: 4, target: 10, earned: false, ratio: 0.4 }],
    [{ 'ratings-given': 10 }, 0, { current: 10, target: 10, earned: true, ratio: 1 }],
    [{ 'ratings-given': 250 }, 1, { current: 250, target: 10, earned: true, ratio: 1 }],
    // Awarded once, it stays earned even when the count falls back (a brain level can).
    [{}, 1, { current: 0, target: 10, earned: true, ratio: 1 }],
  ])('ratings-10 with %o and %i awarded is %o', (counts, times, expected) => {
    expect(medalProgress(ratings10, counts, times)).toEqual(expected);
  });

  it('counts an idea medal by the times it was earned', () => {
    expect(medalProgress(podium, {}, 0)).toEqual({
      current: 0,
      target: 1,
      earned: false,
      ratio: 0,
    });
    expect(medalProgress(podium, {}, 3)).toMatchObject({ current: 3, earned: true });
  });
});
