/**
 * Idea ranking.
 *
 * Ideas are ordered by a Bayesian average: each idea's ratings are pooled with
 * `RANKING_PRIOR_WEIGHT` imaginary ratings at the challenge's mean rating,
 *
 *     score = (C·m + Σ ratings) / (C + n)
 *
 * where n is the idea's rating count, C the prior weight and m the mean of every rating given
 * in the challenge (3 when there are none). Two perfect ratings therefore cannot outrank a
 * strong idea that twenty raters agree on, and a friend's single 5 moves little. Ideas with
 * fewer than `IDEA_RANK_MIN_RATINGS` ratings are not ranked and cannot win.
 *
 * Ties, in order: higher score; more ratings; higher raw mean; earlier submission; smaller id.
 * Scores are compared as exact fractions, so the order does not depend on the order of the input.
 */

/** Ratings an idea needs before it is ranked (and can win). */
export const IDEA_RANK_MIN_RATINGS = 2;

/** Pseudo-ratings at the challenge mean added to every idea (the C of the Bayesian average). */
export const RANKING_PRIOR_WEIGHT = 5;

/** The prior mean when a challenge has no ratings at all. */
export const RANKING_DEFAULT_MEAN = 3;

/** The rating scale raters use on ideas: up to 5 stars, in tenths. */
export const IDEA_RATING_MAX = 5;

/** An idea as ranking needs it. */
export interface RankableIdea {
  readonly id: string;
  /** Star ratings from 0.1 to 5, in steps of 0.1. */
  readonly ratings: readonly number[];
  /** Submission time in epoch milliseconds; earlier wins a tie. */
  readonly submittedAt?: number | null | undefined;
}

/** A ranked idea: 1-based place, its Bayesian score and raw mean (3 decimals). */
export interface RankedIdea<T extends RankableIdea> {
  readonly idea: T;
  readonly rank: number;
  readonly score: number;
  readonly mean: number;
  readonly ratingCount: number;
}

/** The outcome of a ranking. */
export interface IdeaRanking<T extends RankableIdea> {
  readonly ranked: readonly RankedIdea<T>[];
  /** Ideas with too few ratings, in input order. They cannot win. */
  readonly unranked: readonly T[];
}

function toTenths(rating: number): number {
  const tenths = Math.round(rating * 10);
  if (
    !Number.isFinite(rating) ||
    tenths < 1 ||
    tenths > IDEA_RATING_MAX * 10 ||
    Math.abs(rating * 10 - tenths) > 1e-6
  ) {
    throw new RangeError(`ratings must be from 0.1 to ${IDEA_RATING_MAX} in tenths, got ${rating}`);
  }
  return tenths;
}

interface Scored<T extends RankableIdea> {
  readonly idea: T;
  readonly n: number;
  readonly sumTenths: number;
  /** score = num / den, in tenths of a star. */
  readonly num: bigint;
  readonly den: bigint;
}

function compareFractions(an: bigint, ad: bigint, bn: bigint, bd: bigint): number {
  const left = an * bd;
  const right = bn * ad;
  return left === right ? 0 : left > right ? 1 : -1;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Ranks a challenge's ideas by Bayesian average (see the module comment).
 *
 * @example
 * rankIdeas([
 *   { id: 'a', ratings: [5, 5] },
 *   { id: 'b', ratings: [4, 5, 4, 5, 4, 5, 4, 5] },
 *   { id: 'c', ratings: [5] },
 * ])
 * // ranked: b (rank 1), a (rank 2); unranked: c
 */
export function rankIdeas<T extends RankableIdea>(ideas: readonly T[]): IdeaRanking<T> {
  let totalTenths = 0;
  let totalCount = 0;
  const tallies = ideas.map((idea) => {
    const sumTenths = idea.ratings.reduce((sum, r) => sum + toTenths(r), 0);
    totalTenths += sumTenths;
    totalCount += idea.ratings.length;
    return { idea, n: idea.ratings.length, sumTenths };
  });

  // Prior mean m = S / N (tenths); with none, the default mean.
  const priorNum = BigInt(totalCount === 0 ? RANKING_DEFAULT_MEAN * 10 : totalTenths);
  const priorDen = BigInt(totalCount === 0 ? 1 : totalCount);
  const c = BigInt(RANKING_PRIOR_WEIGHT);

  const scored: Scored<T>[] = [];
  const unranked: T[] = [];
  for (const tally of tallies) {
    if (tally.n < IDEA_RANK_MIN_RATINGS) {
      unranked.push(tally.idea);
      continue;
    }
    // (C·S/N + sum) / (C + n) = (C·S + N·sum) / (N·(C + n))
    scored.push({
      ...tally,
      num: c * priorNum + priorDen * BigInt(tally.sumTenths),
      den: priorDen * (c + BigInt(tally.n)),
    });
  }

  scored.sort((a, b) => {
    const byScore = compareFractions(b.num, b.den, a.num, a.den);
    if (byScore !== 0) return byScore;
    if (a.n !== b.n) return b.n - a.n;
    const byMean = compareFractions(
      BigInt(b.sumTenths),
      BigInt(b.n),
      BigInt(a.sumTenths),
      BigInt(a.n),
    );
    if (byMean !== 0) return byMean;
    const at = a.idea.submittedAt ?? Number.POSITIVE_INFINITY;
    const bt = b.idea.submittedAt ?? Number.POSITIVE_INFINITY;
    if (at !== bt) return at < bt ? -1 : 1;
    return a.idea.id < b.idea.id ? -1 : a.idea.id > b.idea.id ? 1 : 0;
  });

  return {
    ranked: scored.map((s, index) => ({
      idea: s.idea,
      rank: index + 1,
      score: round3(Number(s.num) / Number(s.den) / 10),
      mean: round3(s.sumTenths / s.n / 10),
      ratingCount: s.n,
    })),
    unranked,
  };
}
