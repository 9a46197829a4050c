import { describe, expect, it } from 'vitest';
import { canDuplicate, canEditDetails, canPromote, canSeePromotionDrafts } from './policy.js';

const catalyst = { id: 'cat' };
const player = { id: 'player' };
const author = { id: 'author' };
const now = new Date('2030-01-10T00:00:00Z');
const open = {
  catalystId: 'cat',
  solutionFormat: 'standard',
  durationStart: new Date('2030-01-01T00:00:00Z'),
  durationEnd: new Date('2030-02-01T00:00:00Z'),
  settledAt: null,
  isClosed: false,
  status: 'open',
};
const notOwner = (action: string) => ({
  allowed: false,
  status: 403,
  message: `Current user is not the owner of this challenge; only its catalyst can ${action}.`,
});

describe('canEditDetails', () => {
  it('lets the catalyst edit an open challenge', () => {
    expect(canEditDetails(catalyst, open, now).allowed).toBe(true);
  });

  it('refuses another player', () => {
    expect(canEditDetails(player, open, now)).toEqual(notOwner('edit its details'));
  });

  it.each([
    ['ended', { durationEnd: new Date('2030-01-05T00:00:00Z') }],
    ['closed early', { isClosed: true }],
    ['settled', { settledAt: new Date('2030-01-09T00:00:00Z') }],
  ])('refuses the catalyst once it is %s', (_, change) => {
    expect(canEditDetails(catalyst, { ...open, ...change }, now)).toEqual({
      allowed: false,
      status: 409,
      message: 'This challenge is closed; its details can no longer change.',
    });
  });

  it('tells another player they are not the owner, even once it is closed', () => {
    expect(canEditDetails(player, { ...open, isClosed: true }, now).allowed).toBe(false);
    expect(canEditDetails(player, { ...open, isClosed: true }, now)).toMatchObject({
      status: 403,
    });
  });
});

describe('canDuplicate', () => {
  it('lets only the catalyst copy a challenge', () => {
    expect(canDuplicate(catalyst, open).allowed).toBe(true);
    expect(canDuplicate(player, open)).toEqual(notOwner('copy it'));
  });
});

describe('canPromote', () => {
  const idea = { authorId: 'author' };
  const settledQq = { catalystId: 'cat', solutionFormat: 'qq', settledAt: now };

  it('lets the catalyst promote an idea of a settled QQ challenge', () => {
    expect(canPromote(catalyst, idea, settledQq).allowed).toBe(true);
  });

  it('hides an unrevealed idea from other players', () => {
    expect(canPromote(player, idea, { ...settledQq, settledAt: null })).toEqual({
      allowed: false,
      status: 404,
      message: 'Idea not found.',
    });
  });

  it('tells the author and other players of a revealed idea that only the catalyst may', () => {
    expect(canPromote(author, idea, { ...settledQq, settledAt: null })).toEqual(
      notOwner('promote its ideas'),
    );
    expect(canPromote(player, idea, settledQq)).toEqual(notOwner('promote its ideas'));
  });

  it('refuses the catalyst for other formats and before the close', () => {
    expect(canPromote(catalyst, idea, { ...settledQq, solutionFormat: 'standard' })).toEqual({
      allowed: false,
      status: 409,
      message: 'Only ideas of a QQ challenge can be promoted to a new question.',
    });
    expect(canPromote(catalyst, idea, { ...settledQq, settledAt: null })).toEqual({
      allowed: false,
      status: 409,
      message: 'Ideas can be promoted once the challenge has closed.',
    });
  });
});

describe('canSeePromotionDrafts', () => {
  it('shows drafts to the catalyst only', () => {
    expect(canSeePromotionDrafts(catalyst, open).allowed).toBe(true);
    expect(canSeePromotionDrafts(player, open).allowed).toBe(false);
    expect(canSeePromotionDrafts(null, open).allowed).toBe(false);
  });
});
