import { describe, expect, it } from 'vitest';
import {
  finalizeQuestionTitle,
  QUESTION_TITLE_MESSAGES,
  validateQuestionTitle,
} from './question-title.js';

const errors = (title: string, context = {}) => {
  const result = validateQuestionTitle(title, context);
  return result.ok ? [] : result.errors.map((e) => e.error);
};

describe('validateQuestionTitle', () => {
  it.each([
    'How could we cut food waste in school canteens',
    'What could replace plastic straws?',
    '  how might cities, and towns, could share bikes? ',
    'WHAT COULD WE DO',
  ])('accepts %j', (title) => {
    expect(errors(title)).toEqual([]);
  });

  it('returns the title finalised', () => {
    expect(validateQuestionTitle(' How could we help ', {})).toEqual({
      ok: true,
      value: 'How could we help?',
    });
  });

  it.each([
    'Cut food waste in canteens',
    'Why could this happen?',
    'How should we do it?',
    'Something how could be better',
  ])('refuses %j without How/What … could', (title) => {
    expect(errors(title)).toEqual([QUESTION_TITLE_MESSAGES.howWhatCould]);
  });

  it('requires a title, of sane length', () => {
    expect(errors('   ')).toEqual([QUESTION_TITLE_MESSAGES.required]);
    expect(errors('How could')).toEqual([QUESTION_TITLE_MESSAGES.tooShort]);
    expect(errors(`How could ${'x'.repeat(170)}`)).toEqual([QUESTION_TITLE_MESSAGES.tooLong]);
    expect(validateQuestionTitle('', {})).toEqual({
      ok: false,
      errors: [{ field: 'question_title', error: 'This field is required' }],
    });
  });

  it('frees caption-type and QQ questions from the How/What form', () => {
    expect(errors('Caption this cat', { caption_solution_format: 'caption' })).toEqual([]);
    expect(errors('Caption this cat', { main_category: { name: 'Funny' } })).toEqual([]);
    expect(errors('Best question about cats', { solution_format: 'qq' })).toEqual([]);
  });

  it('lets improve-an-idea challenges go without a title', () => {
    expect(validateQuestionTitle('', { solution_format: 'improve' })).toEqual({
      ok: true,
      value: '',
    });
  });

  it('asks suggestion questions and some categories for a surprise word', () => {
    expect(errors('How could we improve the office?', { challenge_format: 'suggestion' })).toEqual([
      QUESTION_TITLE_MESSAGES.surprise,
    ]);
    expect(
      errors('How could we find an unusual office perk?', { challenge_format: 'suggestion' }),
    ).toEqual([]);
    expect(
      errors('How could a brick be used?', { main_category: { slug: 'unusual-uses' } }),
    ).toEqual([QUESTION_TITLE_MESSAGES.surprise]);
    for (const word of ['unexpected', 'Unique', 'UNUSUAL', 'surprising']) {
      expect(errors(`How could a ${word} brick be used?`, { main_category: 'inventions' })).toEqual(
        [],
      );
    }
    expect(errors('How could uniqueness help?', { challenge_format: 'suggestion' })).toEqual([
      QUESTION_TITLE_MESSAGES.surprise,
    ]);
  });
});

describe('finalizeQuestionTitle', () => {
  it('trims and appends a question mark once', () => {
    expect(finalizeQuestionTitle('  How could we help ')).toBe('How could we help?');
    expect(finalizeQuestionTitle('How could we help?')).toBe('How could we help?');
    expect(finalizeQuestionTitle('   ')).toBe('');
  });
});
