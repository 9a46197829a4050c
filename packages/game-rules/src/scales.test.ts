import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_RATING_SCALE,
  challengeRatingLabel,
  MENTOR_RATING_SCALE,
  mentorRatingLabel,
  suggestsSkippingMentoring,
} from './scales.js';

describe('rating scales', () => {
  it('labels the mentor scale 0–5', () => {
    expect(MENTOR_RATING_SCALE.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mentorRatingLabel(0)).toBe('Not helpful');
    expect(mentorRatingLabel(1)).toBe('Not very helpful but thanks');
    expect(mentorRatingLabel(2)).toBe('Somewhat helpful');
    expect(mentorRatingLabel(3)).toBe('Helpful');
    expect(mentorRatingLabel(4)).toBe('Useful nice insight');
    expect(mentorRatingLabel(5)).toBe('Wow changed my point of view');
  });

  it('labels the challenge scale 1–5', () => {
    expect(CHALLENGE_RATING_SCALE.map((s) => s.value)).toEqual([1, 2, 3, 4, 5]);
    expect(challengeRatingLabel(1)).toBe('Inappropriate question type');
    expect(challengeRatingLabel(2)).toBe('Boring and predictable');
    expect(challengeRatingLabel(3)).toBe('Somewhat interesting');
    expect(challengeRatingLabel(4)).toBe('Unexpected and interesting');
    expect(challengeRatingLabel(5)).toBe('Very clever, timely, and artistic');
  });

  it('refuses values off the scale', () => {
    expect(() => challengeRatingLabel(0)).toThrow(RangeError);
    expect(() => mentorRatingLabel(6)).toThrow(RangeError);
  });

  it('suggests skipping mentoring under 4', () => {
    expect([0, 1, 2, 3, 4, 5].map(suggestsSkippingMentoring)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
