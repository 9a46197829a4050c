/**
 * Brain levels.
 *
 * The cumulative neurons needed to complete level `n` follow one integer polynomial,
 *
 *     T(n) = n³ + 50·n² = n²·(n + 50)
 *
 * derived from the spec's three anchors: T(1) = 51 (level 1 spans 0 to 51), T(2) = 208 (level 2
 * ends at 208) and T(99) = 1 460 349 (level 100 starts, and ends, there). Writing
 * T(n) = a·n³ + b·n² + c·n with T(0) = 0, the three anchors give a = 1, b = 50, c = 0 exactly.
 *
 * Level `n` (1–99) spans `[T(n-1), T(n))`: a player is at level n while their score is in it.
 * Level 100 is final: it starts and ends at T(99). Level 0 is the level of a player who has
 * earned nothing yet (`{ start: 0, end: 0 }`); the first neuron makes them level 1.
 */

/** The highest brain level; it is final. */
export const MAX_LEVEL = 100;

/** Sub-steps shown inside a level (progress n/10). */
export const LEVEL_STEPS = 10;

/**
 * Cumulative neurons that complete level `n`: `n³ + 50n²`.
 *
 * @example levelThreshold(1) // 51
 */
export function levelThreshold(n: number): number {
  return n * n * (n + 50);
}

/** The neurons at which level 100 is reached: 1 460 349. */
export const FINAL_LEVEL_SCORE = levelThreshold(MAX_LEVEL - 1);

/** THRESHOLDS[n] = T(n) for n = 0..99, the boundaries the brain level is found between. */
const THRESHOLDS: readonly number[] = Array.from({ length: MAX_LEVEL }, (_, n) =>
  levelThreshold(n),
);

/**
 * A coarse index over the thresholds: for each bucket of 1024 neurons, the largest n with
 * T(n) <= the bucket's first score. Finding a level is then one lookup and at most a few steps
 * up (levels are at least 51 neurons wide), instead of a binary search whose unpredictable
 * branches cost more than the arithmetic (see `pnpm bench`). 1 427 entries.
 */
const BUCKET_SHIFT = 10;
const BUCKET_LEVELS: Uint8Array = (() => {
  const buckets = new Uint8Array((FINAL_LEVEL_SCORE >> BUCKET_SHIFT) + 1);
  let n = 0;
  for (let b = 0; b < buckets.length; b++) {
    const first = b << BUCKET_SHIFT;
    while (n + 1 < MAX_LEVEL && (THRESHOLDS[n + 1] as number) <= first) n++;
    buckets[b] = n;
  }
  return buckets;
})();

/** A level's span of cumulative neurons: `start` inclusive, `end` exclusive (equal when final). */
export interface LevelRange {
  readonly start: number;
  readonly end: number;
}

function assertLevel(level: number): void {
  if (!Number.isInteger(level) || level < 0 || level > MAX_LEVEL) {
    throw new RangeError(`level must be an integer from 0 to ${MAX_LEVEL}, got ${level}`);
  }
}

/**
 * The cumulative neurons a level spans.
 *
 * @example
 * levelRange(1)   // { start: 0, end: 51 }
 * levelRange(2)   // { start: 51, end: 208 }
 * levelRange(100) // { start: 1460349, end: 1460349 }
 */
export function levelRange(level: number): LevelRange {
  assertLevel(level);
  if (level === 0) return { start: 0, end: 0 };
  if (level === MAX_LEVEL) return { start: FINAL_LEVEL_SCORE, end: FINAL_LEVEL_SCORE };
  return { start: levelThreshold(level - 1), end: levelThreshold(level) };
}

/**
 * The brain level for a cumulative score, with one decimal: the whole part is the level whose
 * range holds the score, the tenths digit the progress inside it (floored, so a player is never
 * shown further than they are). A score of 0 or less is level 0.0, the level of a player who
 * has earned nothing yet; from 1 460 349 on the level is 100.0, which is final.
 *
 * @example
 * brainLevel(0)       // 0
 * brainLevel(25)      // 1.4   (25 of the 51 neurons of level 1)
 * brainLevel(51)      // 2
 * brainLevel(1460349) // 100
 */
export function brainLevel(score: number): number {
  if (Number.isNaN(score)) throw new RangeError('score must be a number');
  if (score <= 0) return 0;
  if (score >= FINAL_LEVEL_SCORE) return MAX_LEVEL;
  // Largest n in 0..98 with T(n) <= score: the score is inside level n + 1.
  let n = BUCKET_LEVELS[Math.floor(score) >> BUCKET_SHIFT] as number;
  while ((THRESHOLDS[n + 1] as number) <= score) n++;
  const start = THRESHOLDS[n] as number;
  const width = (THRESHOLDS[n + 1] as number) - start;
  const step = Math.floor(((score - start) * LEVEL_STEPS) / width);
  return ((n + 1) * LEVEL_STEPS + step) / LEVEL_STEPS;
}

/** Where a brain level stands, as the level board shows it. */
export interface LevelProgress {
  /** The level, 0–100. */
  readonly level: number;
  /** Sub-step inside the current level, 0–9 (shown as `step/10`). */
  readonly step: number;
  /** `step × 10`: the progress bar's width in percent. */
  readonly percent: number;
  /** Level 100: congratulations, and no "away from next level" text. */
  readonly isFinal: boolean;
}

/**
 * Splits a brain level into whole level and tenths.
 *
 * @example levelProgress(37.4) // { level: 37, step: 4, percent: 40, isFinal: false }
 */
export function levelProgress(level: number): LevelProgress {
  if (Number.isNaN(level) || level < 0 || level > MAX_LEVEL) {
    throw new RangeError(`brain level must be from 0 to ${MAX_LEVEL}, got ${level}`);
  }
  // Round to tenths first: 37.4 is stored as 37.399999…
  const tenths = Math.round(level * LEVEL_STEPS);
  const whole = Math.floor(tenths / LEVEL_STEPS);
  const isFinal = whole >= MAX_LEVEL;
  const step = isFinal ? 0 : tenths % LEVEL_STEPS;
  return { level: whole, step, percent: step * 10, isFinal };
}
