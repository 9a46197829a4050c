import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankIdeas } from './ranking.js';

describe('rankIdeas', () => {
  it('leaves ideas with fewer than 2 ratings unranked: they cannot win', () => {
    const result = rankIdeas([
      { id: 'a', ratings: [5] },
      { id: 'b', ratings: [] },
      { id: 'c', ratings: [3, 3] },
    ]);
    expect(result.ranked.map((r) => r.idea.id)).toEqual(['c']);
    expect(result.unranked.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('does not let two perfect ratings beat a strong idea many agree on', () => {
    const result = rankIdeas([
      { id: 'two-fives', ratings: [5, 5] },
      { id: 'crowd-favourite', ratings: [5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 5] },
      { id: 'weak', ratings: [2, 1, 2, 2] },
    ]);
    expect(result.ranked.map((r) => r.idea.id)).toEqual(['crowd-favourite', 'two-fives', 'weak']);
    expect(result.ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it('reports the Bayesian score and raw mean to 3 decimals', () => {
    // Challenge mean m = (5+5+1+1)/4 = 3; C = 5. a: (15 + 10) / 7 = 3.571…
    const { ranked } = rankIdeas([
      { id: 'a', ratings: [5, 5] },
      { id: 'b', ratings: [1, 1] },
    ]);
    expect(ranked[0]).toMatchObject({ score: 3.571, mean: 5, ratingCount: 2 });
    expect(ranked[1]).toMatchObject({ score: 2.429, mean: 1, ratingCount: 2 });
  });

  it('breaks ties by more ratings, then earlier submission, then id', () => {
    const byCount = rankIdeas([
      { id: 'few', ratings: [3, 3] },
      { id: 'many', ratings: [3, 3, 3] },
    ]);
    expect(byCount.ranked.map((r) => r.idea.id)).toEqual(['many', 'few']);

    const byTime = rankIdeas([
      { id: 'late', ratings: [4, 4], submittedAt: 2000 },
      { id: 'early', ratings: [4, 4], submittedAt: 1000 },
      { id: 'undated', ratings: [4, 4] },
    ]);
    expect(byTime.ranked.map((r) => r.idea.id)).toEqual(['early', 'late', 'undated']);

    const byId = rankIdeas([
      { id: 'b', ratings: [4, 4] },
      { id: 'a', ratings: [4, 4] },
    ]);
    expect(byId.ranked.map((r) => r.idea.id)).toEqual(['a', 'b']);
  });

  it('accepts fractional ratings in tenths and refuses anything else', () => {
    expect(rankIdeas([{ id: 'a', ratings: [4.5, 3.2] }]).ranked[0]?.mean).toBe(3.85);
    for (const bad of [0, 5.1, -1, 4.55, Number.NaN]) {
      expect(() => rankIdeas([{ id: 'a', ratings: [bad, 3] }])).toThrow(RangeError);
    }
  });

  it('returns nothing ranked for an empty challenge', () => {
    expect(rankIdeas([])).toEqual({ ranked: [], unranked: [] });
  });

  const idea = fc.record({
    id: fc.string({ minLength: 1, maxLength: 5 }),
    ratings: fc.array(
      fc.integer({ min: 1, max: 50 }).map((t) => t / 10),
      { maxLength: 12 },
    ),
    submittedAt: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  });

  it('is deterministic: the same ideas in any order rank the same', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(idea, { selector: (i) => i.id, maxLength: 15 })
          .chain((ideas) =>
            fc.tuple(
              fc.constant(ideas),
              fc.shuffledSubarray(ideas, { minLength: ideas.length, maxLength: ideas.length }),
            ),
          ),
        ([ideas, shuffled]) => {
          const a = rankIdeas(ideas).ranked.map((r) => [r.idea.id, r.rank, r.score]);
          const b = rankIdeas(shuffled).ranked.map((r) => [r.idea.id, r.rank, r.score]);
          expect(b).toEqual(a);
        },
      ),
    );
  });

  it('ranks only ideas with 2+ ratings, with scores that never increase down the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(idea, { selector: (i) => i.id, maxLength: 15 }), (ideas) => {
        const { ranked, unranked } = rankIdeas(ideas);
        expect(ranked.length + unranked.length).toBe(ideas.length);
        for (const r of ranked) expect(r.ratingCount).toBeGreaterThanOrEqual(2);
        for (const u of unranked) expect(u.ratings.length).toBeLessThan(2);
        for (let i = 1; i < ranked.length; i++) {
          expect(ranked[i]!.score).toBeLessThanOrEqual(ranked[i - 1]!.score);
        }
      }),
    );
  });
});
