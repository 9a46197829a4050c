import { describe, expect, it } from 'vitest';
import { canAnswer, canAsk, canSeeQuestion } from './policy.js';

const pending = { askerId: 'asker', ownerId: 'owner', answered: false };

describe('canSeeQuestion', () => {
  it('shows an answered question to anyone', () => {
    expect(canSeeQuestion(null, { ...pending, answered: true }).allowed).toBe(true);
  });

  it('shows an unanswered one to its asker and the owner only, as not found to others', () => {
    expect(canSeeQuestion('asker', pending).allowed).toBe(true);
    expect(canSeeQuestion('owner', pending).allowed).toBe(true);
    expect(canSeeQuestion('someone', pending)).toMatchObject({ status: 404 });
    expect(canSeeQuestion(null, pending)).toMatchObject({ status: 404 });
  });
});

describe('canAnswer', () => {
  it('lets the owner answer', () => {
    expect(canAnswer('owner', pending).allowed).toBe(true);
  });

  it('refuses the asker, and hides the question from others', () => {
    expect(canAnswer('asker', pending)).toMatchObject({ status: 403 });
    expect(canAnswer('someone', pending)).toMatchObject({ status: 404 });
  });
});

describe('canAsk', () => {
  it('refuses the owner and a closed box', () => {
    expect(canAsk('asker', { ownerId: 'owner', settledAt: null }).allowed).toBe(true);
    expect(canAsk('owner', { ownerId: 'owner', settledAt: null })).toMatchObject({ status: 403 });
    expect(canAsk('asker', { ownerId: 'owner', settledAt: new Date() })).toMatchObject({
      status: 409,
    });
  });
});
