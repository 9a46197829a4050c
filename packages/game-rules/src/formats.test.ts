import { describe, expect, it } from 'vitest';
import {
  canOfferSurveyMode,
  captionFormatForCategory,
  isCaptionType,
  isChallengeClosed,
  maxUserIdeas,
  type SurveyModeInput,
} from './formats.js';

describe('isCaptionType', () => {
  it('is true for caption_solution_format caption', () => {
    expect(isCaptionType({ caption_solution_format: 'caption' })).toBe(true);
    expect(isCaptionType({ caption_solution_format: 'meme' })).toBe(false);
  });

  it.each(['Funny', 'Inspiring', 'Insightful', 'Shocking', 'funny'])(
    'is true for main category %s',
    (name) => {
      expect(isCaptionType({ main_category: name })).toBe(true);
      expect(isCaptionType({ main_category: { name } })).toBe(true);
      expect(isCaptionType({ main_category: { slug: name.toLowerCase() } })).toBe(true);
    },
  );

  it('is false for other challenges', () => {
    expect(isCaptionType({})).toBe(false);
    expect(isCaptionType({ main_category: 'Local Civics', caption_solution_format: null })).toBe(
      false,
    );
  });
});

describe('captionFormatForCategory', () => {
  it('sets caption when the category id contains "caption"', () => {
    expect(captionFormatForCategory('caption-funny')).toBe('caption');
    expect(captionFormatForCategory('Captions')).toBe('caption');
    expect(captionFormatForCategory('science')).toBeNull();
    expect(captionFormatForCategory(null)).toBeNull();
  });
});

describe('maxUserIdeas', () => {
  it('is 10 for qq and topic, 3 otherwise', () => {
    expect(maxUserIdeas('qq')).toBe(10);
    expect(maxUserIdeas('topic')).toBe(10);
    expect(maxUserIdeas('standard')).toBe(3);
    expect(maxUserIdeas('test-an-idea')).toBe(3);
    expect(maxUserIdeas(undefined)).toBe(3);
  });
});

describe('isChallengeClosed', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('is closed by flag, state, status or an end time in the past', () => {
    expect(isChallengeClosed({ is_closed: true }, now)).toBe(true);
    expect(isChallengeClosed({ state: 'closed' }, now)).toBe(true);
    expect(isChallengeClosed({ status: 'closed' }, now)).toBe(true);
    expect(isChallengeClosed({ duration_end: '2026-11-22T11:59:59Z' }, now)).toBe(true);
    expect(isChallengeClosed({ duration_end: now }, now)).toBe(true);
  });

  it('is open otherwise', () => {
    expect(isChallengeClosed({ status: 'open', duration_end: '2026-12-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isChallengeClosed({}, now)).toBe(false);
    expect(isChallengeClosed({ duration_end: 'not a date' }, now)).toBe(false);
  });
});

describe('canOfferSurveyMode', () => {
  const base: SurveyModeInput = {
    challenge: { solution_format: 'standard', status: 'open', idea_entry_fee: 0 },
    surveyFlagEnabled: true,
    viewerIsOwner: true,
    now: 0,
  };

  it('offers survey mode to the owner of an open plain challenge with the flag on', () => {
    expect(canOfferSurveyMode(base)).toBe(true);
    expect(canOfferSurveyMode({ ...base, challenge: {} })).toBe(true);
  });

  it.each([
    ['not the owner', { ...base, viewerIsOwner: false }],
    ['flag off', { ...base, surveyFlagEnabled: false }],
    [
      'another format',
      { ...base, challenge: { ...base.challenge, solution_format: 'qq' as const } },
    ],
    ['closed', { ...base, challenge: { ...base.challenge, is_closed: true } }],
    ['caption-type', { ...base, challenge: { ...base.challenge, main_category: 'Funny' } }],
    ['entry fee', { ...base, challenge: { ...base.challenge, idea_entry_fee: '5' } }],
  ])('does not when %s', (_why, input) => {
    expect(canOfferSurveyMode(input)).toBe(false);
  });
});
