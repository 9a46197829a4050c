import { describe, expect, it } from 'vitest';
import {
  canEditMessage,
  canJoinDiscussion,
  canRemoveMessage,
  canReport,
  canVote,
  FORUM_ENTRY_MESSAGE,
  notRemoved,
} from './policy.js';

const author = { id: 'author' };
const other = { id: 'other' };
const message = { authorId: 'author', deletedAt: null, lockedAt: null };
const at = new Date('2026-11-22T12:00:00Z');

describe('canJoinDiscussion', () => {
  const target = { ownerId: 'catalyst' };
  it.each([
    ['the owner, without play', { id: 'catalyst' }, { ideas: 0, ratings: 0 }],
    ['a player with an idea', other, { ideas: 1, ratings: 0 }],
    ['a player with five ratings', other, { ideas: 0, ratings: 5 }],
  ])('lets %s in', (_, user, activity) => {
    expect(canJoinDiscussion(user, target, activity).allowed).toBe(true);
  });

  it('keeps a new player out with the reason', () => {
    expect(canJoinDiscussion(other, target, { ideas: 0, ratings: 4 })).toEqual({
      allowed: false,
      status: 403,
      message: FORUM_ENTRY_MESSAGE,
    });
  });
});

describe('messages', () => {
  it('are edited by their author until locked or removed', () => {
    expect(canEditMessage(author, message).allowed).toBe(true);
    expect(canEditMessage(other, message)).toMatchObject({ status: 403 });
    expect(canEditMessage(author, { ...message, lockedAt: at })).toMatchObject({ status: 409 });
    expect(canEditMessage(author, { ...message, deletedAt: at })).toMatchObject({
      status: 409,
      message: 'This message was removed.',
    });
  });

  it('are removed by their author only', () => {
    expect(canRemoveMessage(author, message).allowed).toBe(true);
    expect(canRemoveMessage(other, message).allowed).toBe(false);
  });

  it('take replies and votes until removed', () => {
    expect(notRemoved(message).allowed).toBe(true);
    expect(notRemoved({ deletedAt: at })).toMatchObject({ status: 409 });
  });

  it('take votes and reports from others only', () => {
    expect(canVote(other, message).allowed).toBe(true);
    expect(canVote(author, message)).toMatchObject({ status: 403 });
    expect(canReport(other, message).allowed).toBe(true);
    expect(canReport(author, message)).toMatchObject({ status: 403 });
  });
});
