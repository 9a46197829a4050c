import { describe, expect, it } from 'vitest';
import {
  canEndChallenge,
  canEnterIdea,
  canMentor,
  canPickTop3,
  canPlay,
  canRateChallenge,
  canRateIdea,
  canRateMentoring,
  canRunChallenge,
  canSeeIdea,
  canSeeResults,
  isRevealed,
  mentoringVisibleTo,
} from './policy.js';

const now = new Date('2026-06-15T12:00:00Z');
const catalyst = { id: 'cat' };
const player = { id: 'player' };
const author = { id: 'author' };

const challenge = (over: Record<string, unknown> = {}) => ({
  catalystId: catalyst.id,
  solutionFormat: 'qq',
  settledAt: null as Date | null,
  isClosed: false,
  status: 'open',
  durationStart: new Date('2026-06-01T00:00:00Z'),
  durationEnd: new Date('2026-07-01T00:00:00Z'),
  ...over,
});
const ended = challenge({ durationEnd: new Date('2026-06-10T00:00:00Z') });
const settled = challenge({ settledAt: new Date('2026-06-10T00:00:00Z'), isClosed: true });
const box = challenge({ solutionFormat: 'ama' });
const idea = { authorId: author.id };

const closed = { allowed: false, status: 409, message: 'This challenge is closed.' };
const refused = (message: string, status = 403) => ({ allowed: false, status, message });

describe('canPlay', () => {
  it('lets anyone play an open challenge only', () => {
    expect(canPlay(challenge(), now).allowed).toBe(true);
    for (const c of [ended, settled, box, challenge({ isClosed: true })])
      expect(canPlay(c, now)).toEqual(closed);
  });

  it('waits for a scheduled challenge to start', () => {
    expect(canPlay(challenge({ durationStart: new Date('2026-06-20T00:00:00Z') }), now)).toEqual(
      closed,
    );
  });
});

describe('canEnterIdea', () => {
  it('lets a player enter ideas in an open challenge', () => {
    expect(canEnterIdea(player, challenge(), now).allowed).toBe(true);
  });

  it('refuses the catalyst, and everyone once closed (closed first)', () => {
    expect(canEnterIdea(catalyst, challenge(), now)).toEqual(
      refused('You cannot enter ideas in your own challenge.'),
    );
    expect(canEnterIdea(catalyst, ended, now)).toEqual(closed);
    expect(canEnterIdea(player, box, now)).toEqual(closed);
  });
});

describe('canRateIdea', () => {
  it("lets anyone but the author rate an idea, the catalyst's test idea included", () => {
    expect(canRateIdea(player, idea).allowed).toBe(true);
    expect(canRateIdea(catalyst, idea).allowed).toBe(true);
    expect(canRateIdea(author, idea)).toEqual(refused('You cannot rate your own idea.'));
  });
});

describe('canRunChallenge and canPickTop3', () => {
  it("give the catalyst's tools to the catalyst only", () => {
    expect(canRunChallenge(catalyst, challenge()).allowed).toBe(true);
    expect(canRunChallenge(player, challenge())).toEqual(refused('Only the catalyst can do this.'));
  });

  it('let the catalyst pick while open; others are refused before the phase is told', () => {
    expect(canPickTop3(catalyst, challenge(), now).allowed).toBe(true);
    expect(canPickTop3(catalyst, ended, now)).toEqual(closed);
    expect(canPickTop3(player, ended, now)).toEqual(refused('Only the catalyst can do this.'));
  });
});

describe('canRateChallenge', () => {
  it('lets anyone but the catalyst rate a challenge, open or not', () => {
    expect(canRateChallenge(player, settled).allowed).toBe(true);
    expect(canRateChallenge(catalyst, challenge())).toEqual(
      refused('You cannot rate your own challenge.'),
    );
  });
});

describe('canEndChallenge', () => {
  it('lets the catalyst end their running or time-up challenge', () => {
    expect(canEndChallenge(catalyst, challenge()).allowed).toBe(true);
    expect(canEndChallenge(catalyst, ended).allowed).toBe(true);
  });

  it.each([
    ['a player', player, challenge(), refused('Only the catalyst can end this challenge.')],
    ['a suggestion box', catalyst, box, refused('A suggestion box does not end.', 409)],
    ['a settled challenge', catalyst, settled, refused('This challenge has already ended.', 409)],
  ])('refuses %s', (_, user, c, decision) => {
    expect(canEndChallenge(user, c)).toEqual(decision);
  });
});

describe('hidden ideas', () => {
  it('reveal a challenge once settled', () => {
    expect(isRevealed(challenge())).toBe(false);
    expect(isRevealed(ended)).toBe(false);
    expect(isRevealed(settled)).toBe(true);
  });

  it('show a hidden idea to its author only, as if it did not exist', () => {
    expect(canSeeIdea(author, idea, false).allowed).toBe(true);
    for (const viewer of [player, catalyst, null])
      expect(canSeeIdea(viewer, idea, false)).toEqual(refused('Idea not found.', 404));
    for (const viewer of [player, catalyst, null])
      expect(canSeeIdea(viewer, idea, true).allowed).toBe(true);
  });

  it('give results only once settled', () => {
    expect(canSeeResults(settled).allowed).toBe(true);
    expect(canSeeResults(ended)).toEqual(
      refused('This challenge has not been settled yet: its results come with the close.', 409),
    );
  });
});

describe('mentoring', () => {
  it('lets anyone but the author mentor an idea of an open challenge', () => {
    expect(canMentor(player, idea, challenge(), now).allowed).toBe(true);
    expect(canMentor(catalyst, idea, challenge(), now).allowed).toBe(true);
    expect(canMentor(author, idea, challenge(), now)).toEqual(
      refused('You cannot mentor your own idea.'),
    );
    expect(canMentor(player, idea, ended, now)).toEqual(closed);
    expect(canMentor(author, idea, settled, now)).toEqual(closed);
  });

  it("shows an idea's mentoring whole to its author, or to everyone once settled", () => {
    expect(mentoringVisibleTo(author, idea, challenge())).toBe('all');
    expect(mentoringVisibleTo(catalyst, idea, challenge())).toBe('own');
    expect(mentoringVisibleTo(player, idea, challenge())).toBe('mentored');
    expect(mentoringVisibleTo(null, idea, challenge())).toBe('none');
    for (const viewer of [author, player, null])
      expect(mentoringVisibleTo(viewer, idea, settled)).toBe('all');
  });

  it("lets only the idea's author rate its mentoring", () => {
    expect(canRateMentoring(author, idea).allowed).toBe(true);
    for (const viewer of [player, catalyst])
      expect(canRateMentoring(viewer, idea)).toEqual(
        refused('Only the idea’s author can rate its mentoring.'),
      );
  });
});
