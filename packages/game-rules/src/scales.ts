/**
 * Rating scales and their labels.
 */

export interface ScaleStep {
  readonly value: number;
  readonly label: string;
}

/** How an innovator rates the mentoring they received, 0–5. */
export const MENTOR_RATING_SCALE: readonly ScaleStep[] = [
  { value: 0, label: 'Not helpful' },
  { value: 1, label: 'Not very helpful but thanks' },
  { value: 2, label: 'Somewhat helpful' },
  { value: 3, label: 'Helpful' },
  { value: 4, label: 'Useful nice insight' },
  { value: 5, label: 'Wow changed my point of view' },
];

/** From this mentor rating on, the mentor earns the most neurons. */
export const MENTOR_RATING_FULL_NEURONS_FROM = 3;

/** Below this mentor rating, the page suggests skipping the mentoring. */
export const MENTOR_RATING_SKIP_BELOW = 4;

/** How a signed-in player rates a challenge, 1–5. */
export const CHALLENGE_RATING_SCALE: readonly ScaleStep[] = [
  { value: 1, label: 'Inappropriate question type' },
  { value: 2, label: 'Boring and predictable' },
  { value: 3, label: 'Somewhat interesting' },
  { value: 4, label: 'Unexpected and interesting' },
  { value: 5, label: 'Very clever, timely, and artistic' },
];

/** Shown to visitors in place of the challenge rating control. */
export const CHALLENGE_RATING_SIGN_IN = 'Sign in to rate this challenge';

/** The faces of the encouraging rating, low to high. */
export const ENCOURAGING_RATING_LEVELS = ['angry', 'sad', 'meh', 'smile', 'happy'] as const;

function labelOf(scale: readonly ScaleStep[], value: number): string {
  const step = scale.find((s) => s.value === value);
  if (!step) throw new RangeError(`no step ${value} on this scale`);
  return step.label;
}

/** @example mentorRatingLabel(3) // 'Helpful' */
export function mentorRatingLabel(value: number): string {
  return labelOf(MENTOR_RATING_SCALE, value);
}

/** @example challengeRatingLabel(4) // 'Unexpected and interesting' */
export function challengeRatingLabel(value: number): string {
  return labelOf(CHALLENGE_RATING_SCALE, value);
}

/** A low mentor rating (under 4) suggests skipping mentoring. */
export function suggestsSkippingMentoring(rating: number): boolean {
  return rating < MENTOR_RATING_SKIP_BELOW;
}
