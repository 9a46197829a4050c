import { describe, expect, it } from 'vitest';
import {
  ASSUMPTION_MIN_LENGTH,
  canPostInForums,
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  PRIZE_DESCRIPTION_MAX_LENGTH,
  PRIZE_MONEY_MAX_CENTS,
  PRIZE_TITLE_MAX_LENGTH,
  PRIZE_TYPES,
  validateAssumptions,
  validateIdea,
  validatePrize,
  validateQuickQuestion,
} from './limits.js';

const fields = (result: { ok: boolean; errors?: readonly { field: string }[] }) =>
  result.ok ? [] : (result.errors ?? []).map((e) => e.field);

describe('validateIdea', () => {
  it('needs a title up to 180 and a description up to 5000', () => {
    expect(IDEA_TITLE_MAX_LENGTH).toBe(180);
    expect(IDEA_DESCRIPTION_MAX_LENGTH).toBe(5000);
    expect(validateIdea({ title: ' A ', description: ' B ' })).toEqual({
      ok: true,
      value: { title: 'A', description: 'B', purpose: '' },
    });
    expect(fields(validateIdea({}))).toEqual(['title', 'description']);
    expect(fields(validateIdea({ title: 'x'.repeat(181), description: 'x'.repeat(5001) }))).toEqual(
      ['title', 'description'],
    );
    expect(validateIdea({ title: 'x'.repeat(180), description: 'x'.repeat(5000) }).ok).toBe(true);
    expect(
      fields(validateIdea({ title: 'a', description: 'b', purpose: 'x'.repeat(1001) })),
    ).toEqual(['purpose']);
  });
});

describe('validatePrize', () => {
  it('knows the eight prize types', () => {
    expect(PRIZE_TYPES).toEqual([
      'experience',
      'money',
      'food-and-drink',
      'gift',
      'other',
      'tickets',
      'co-author',
      'points',
    ]);
  });

  it('needs a type', () => {
    expect(fields(validatePrize({}))).toEqual(['prize_type']);
    expect(fields(validatePrize({ prize_type: 'castle' }))).toEqual(['prize_type']);
    expect(validatePrize({ prize_type: 'points' })).toEqual({
      ok: true,
      value: { prize_type: 'points', prize_title: '', prize_description: '', prize_money_cents: 0 },
    });
  });

  it('needs a title (max 8) and a description (max 1024) for type other', () => {
    expect(PRIZE_TITLE_MAX_LENGTH).toBe(8);
    expect(PRIZE_DESCRIPTION_MAX_LENGTH).toBe(1024);
    expect(fields(validatePrize({ prize_type: 'other' }))).toEqual([
      'prize_title',
      'prize_description',
    ]);
    expect(
      fields(
        validatePrize({
          prize_type: 'other',
          prize_title: 'Too long!',
          prize_description: 'x'.repeat(1025),
        }),
      ),
    ).toEqual(['prize_title', 'prize_description']);
    expect(
      validatePrize({ prize_type: 'other', prize_title: 'Trophy', prize_description: 'A cup' }).ok,
    ).toBe(true);
  });

  it('reads prize money as dollars and asks money prizes for at least $1', () => {
    const result = validatePrize({ prize_type: 'money', prize_money: '25.50' });
    expect(result.ok && result.value.prize_money_cents).toBe(2550);
    expect(fields(validatePrize({ prize_type: 'money', prize_money: '0' }))).toEqual([
      'prize_money',
    ]);
    expect(fields(validatePrize({ prize_type: 'gift', prize_money: 'lots' }))).toEqual([
      'prize_money',
    ]);
  });

  it('keeps money for money prizes, at most $1,000,000', () => {
    const points = validatePrize({ prize_type: 'points', prize_money: '20000000' });
    expect(points.ok && points.value.prize_money_cents).toBe(0);
    expect(PRIZE_MONEY_MAX_CENTS).toBe(100_000_000);
    const most = validatePrize({ prize_type: 'money', prize_money: '1000000' });
    expect(most.ok && most.value.prize_money_cents).toBe(100_000_000);
    expect(validatePrize({ prize_type: 'money', prize_money: '1000000.01' })).toEqual({
      ok: false,
      errors: [{ field: 'prize_money', error: 'A money prize is at most $1,000,000.00.' }],
    });
  });
});

describe('validateAssumptions', () => {
  const long = 'x'.repeat(ASSUMPTION_MIN_LENGTH);
  it('accepts empty assumptions and filled ones of 100 characters or more', () => {
    expect(validateAssumptions({}).ok).toBe(true);
    expect(validateAssumptions({ assumption_who: long }).ok).toBe(true);
  });

  it('refuses filled assumptions under 100 characters', () => {
    expect(
      fields(validateAssumptions({ assumption_who: 'short', assumption_what: long.slice(1) })),
    ).toEqual(['assumption_who', 'assumption_what']);
  });

  it('requires all three when the step is in use', () => {
    expect(fields(validateAssumptions({ assumption_who: long }, { required: true }))).toEqual([
      'assumption_why',
      'assumption_what',
    ]);
  });
});

describe('validateQuickQuestion', () => {
  it('needs a title and a detail', () => {
    expect(fields(validateQuickQuestion({}))).toEqual(['question_title', 'question_detail']);
    expect(validateQuickQuestion({ question_title: 'Cats?', question_detail: 'Why cats' }).ok).toBe(
      true,
    );
  });
});

describe('canPostInForums', () => {
  it('needs one idea entered or five ideas rated', () => {
    expect(canPostInForums({ ideasEntered: 0, ideasRated: 4 })).toBe(false);
    expect(canPostInForums({ ideasEntered: 1, ideasRated: 0 })).toBe(true);
    expect(canPostInForums({ ideasEntered: 0, ideasRated: 5 })).toBe(true);
  });
});
