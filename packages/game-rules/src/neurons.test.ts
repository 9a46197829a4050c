import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  FUNDING_NEURONS,
  type GameEvent,
  ideaRaceScore,
  isRecruitActive,
  NEURON_TABLE,
  type NeuronAward,
  nerveScore,
  neuronsFor,
  totalsByRole,
} from './neurons.js';

const brief = (awards: NeuronAward[]) => awards.map((a) => [a.userId, a.role, a.points, a.reason]);

describe('neuronsFor', () => {
  it('ChallengePublished pays the catalyst, less for quick questions, and the platform director', () => {
    expect(brief(neuronsFor({ kind: 'ChallengePublished', id: 'c1', catalystId: 'cat' }))).toEqual([
      ['cat', 'catalyst', 20, 'challenge-published'],
    ]);
    expect(
      brief(
        neuronsFor({
          kind: 'ChallengePublished',
          id: 'c2',
          catalystId: 'cat',
          solutionFormat: 'qq',
          directorId: 'dir',
        }),
      ),
    ).toEqual([
      ['cat', 'catalyst', 10, 'challenge-published'],
      ['dir', 'director', 2, 'platform-challenge'],
    ]);
    // Publishing on your own platform pays the director nothing extra.
    expect(
      neuronsFor({ kind: 'ChallengePublished', id: 'c3', catalystId: 'cat', directorId: 'cat' }),
    ).toHaveLength(1);
  });

  it('IdeaCreated pays the innovator and the catalyst, with the early bonus for the first 3 innovators', () => {
    const event = (entryPosition: number, isFirstIdeaOfInnovator = true): GameEvent => ({
      kind: 'IdeaCreated',
      id: `idea-${entryPosition}`,
      innovatorId: 'inn',
      catalystId: 'cat',
      entryPosition,
      isFirstIdeaOfInnovator,
    });
    expect(brief(neuronsFor(event(1)))).toEqual([
      ['inn', 'innovator', 10, 'idea-created'],
      ['cat', 'catalyst', 2, 'idea-received'],
      ['inn', 'innovator', 15, 'early-bonus'],
    ]);
    expect(neuronsFor(event(2)).find((a) => a.reason === 'early-bonus')?.points).toBe(10);
    expect(neuronsFor(event(3)).find((a) => a.reason === 'early-bonus')?.points).toBe(5);
    expect(neuronsFor(event(4)).find((a) => a.reason === 'early-bonus')).toBeUndefined();
    // The bonus is paid once per innovator: not again for their second idea.
    expect(neuronsFor(event(1, false)).find((a) => a.reason === 'early-bonus')).toBeUndefined();
  });

  it('IdeaRated pays the rater a fixed amount and the author by stars, a 1-star costing 2', () => {
    const rated = (stars: number) =>
      brief(
        neuronsFor({ kind: 'IdeaRated', id: `r${stars}`, raterId: 'r', innovatorId: 'i', stars }),
      );
    expect(rated(5)).toEqual([
      ['r', 'analyst', 2, 'idea-rated'],
      ['i', 'innovator', 10, 'rating-received'],
    ]);
    expect(rated(4)[1]).toEqual(['i', 'innovator', 5, 'rating-received']);
    expect(rated(3)[1]).toEqual(['i', 'innovator', 2, 'rating-received']);
    expect(rated(2)).toEqual([['r', 'analyst', 2, 'idea-rated']]);
    expect(rated(1)[1]).toEqual(['i', 'innovator', -2, 'rating-received']);
    expect(rated(4.6)[1]?.[2]).toBe(10);
    expect(rated(0.1)[1]?.[2]).toBe(-2);
    expect(() => rated(6)).toThrow(RangeError);
  });

  it('RatingCreated (a challenge rating) pays the rater and the catalyst by stars', () => {
    const rated = (stars: number) =>
      brief(
        neuronsFor({
          kind: 'RatingCreated',
          id: `q${stars}`,
          raterId: 'r',
          catalystId: 'c',
          stars,
        }),
      );
    expect(rated(5)).toEqual([
      ['r', 'analyst', 1, 'challenge-rated'],
      ['c', 'catalyst', 5, 'challenge-rating-received'],
    ]);
    expect(rated(1)[1]?.[2]).toBe(-2);
    expect(() => rated(0)).toThrow(RangeError);
  });

  it('pays mentors most when the innovator rates the mentoring 3 or above', () => {
    const mentored = brief(
      neuronsFor({ kind: 'IdeaMentored', id: 'm1', mentorId: 'm', innovatorId: 'i' }),
    );
    expect(mentored).toEqual([['m', 'mentor', 3, 'mentoring-given']]);
    const mentorPoints = (rating: number) =>
      neuronsFor({
        kind: 'MentorRated',
        id: `mr${rating}`,
        innovatorId: 'i',
        mentorId: 'm',
        rating,
      }).find((a) => a.userId === 'm')?.points ?? 0;
    const points = [0, 1, 2, 3, 4, 5].map(mentorPoints);
    expect(points).toEqual([0, 2, 6, 12, 12, 12]);
    const max = Math.max(...points);
    for (const rating of [3, 4, 5]) expect(mentorPoints(rating)).toBe(max);
    for (const rating of [0, 1, 2]) expect(mentorPoints(rating)).toBeLessThan(max);
    // The innovator earns for closing the loop.
    expect(
      neuronsFor({ kind: 'MentorRated', id: 'mr', innovatorId: 'i', mentorId: 'm', rating: 0 }).map(
        (a) => a.reason,
      ),
    ).toEqual(['mentoring-feedback']);
    expect(() =>
      neuronsFor({ kind: 'MentorRated', id: 'x', innovatorId: 'i', mentorId: 'm', rating: 2.5 }),
    ).toThrow(RangeError);
  });

  it('ChallengeClosed pays Community Top 5 and catalyst Top 3 bonuses, and the catalyst', () => {
    const awards = neuronsFor({
      kind: 'ChallengeClosed',
      id: 'close:9',
      catalystId: 'cat',
      communityTop5: ['a', 'b', 'a', 'c', 'd', 'e'],
      catalystTop3: ['c', 'a'],
      rankedIdeaCount: 6,
    });
    expect(brief(awards)).toEqual([
      ['a', 'innovator', 50, 'community-top-5:1'],
      ['b', 'innovator', 35, 'community-top-5:2'],
      ['a', 'innovator', 25, 'community-top-5:3'],
      ['c', 'innovator', 15, 'community-top-5:4'],
      ['d', 'innovator', 10, 'community-top-5:5'],
      ['c', 'innovator', 30, 'catalyst-top-3:1'],
      ['a', 'innovator', 20, 'catalyst-top-3:2'],
      ['cat', 'catalyst', 12, 'ranked-ideas'],
      ['cat', 'catalyst', 10, 'top-3-picked'],
    ]);
    // Keys are unique, so the ledger can take them as idempotency keys.
    expect(new Set(awards.map((a) => a.key)).size).toBe(awards.length);
  });

  it('ChallengeClosed caps the catalyst and pays nobody for their own ideas', () => {
    const awards = neuronsFor({
      kind: 'ChallengeClosed',
      id: 'close:10',
      catalystId: 'cat',
      communityTop5: ['cat', 'x'],
      catalystTop3: ['cat'],
      rankedIdeaCount: 100,
    });
    expect(brief(awards)).toEqual([
      ['x', 'innovator', 35, 'community-top-5:2'],
      ['cat', 'catalyst', 30, 'ranked-ideas'],
      ['cat', 'catalyst', 10, 'top-3-picked'],
    ]);
    expect(
      neuronsFor({
        kind: 'ChallengeClosed',
        id: 'c',
        catalystId: 'cat',
        communityTop5: [],
        catalystTop3: [],
        rankedIdeaCount: 0,
      }),
    ).toEqual([]);
  });

  it('nobody earns from their own content', () => {
    expect(
      neuronsFor({ kind: 'IdeaRated', id: 'r', raterId: 'u', innovatorId: 'u', stars: 5 }),
    ).toEqual([]);
    expect(
      neuronsFor({ kind: 'RatingCreated', id: 'r', raterId: 'u', catalystId: 'u', stars: 5 }),
    ).toEqual([]);
    expect(neuronsFor({ kind: 'IdeaMentored', id: 'm', mentorId: 'u', innovatorId: 'u' })).toEqual(
      [],
    );
    expect(
      neuronsFor({ kind: 'MentorRated', id: 'm', mentorId: 'u', innovatorId: 'u', rating: 5 }),
    ).toEqual([]);
    expect(
      neuronsFor({
        kind: 'IdeaCreated',
        id: 'i',
        innovatorId: 'u',
        catalystId: 'u',
        entryPosition: 1,
        isFirstIdeaOfInnovator: true,
      }),
    ).toEqual([]);
  });

  it('PlatformActivity pays by the table, and funding pays patrons a neuron a dollar up to a cap', () => {
    expect(
      brief(
        neuronsFor({
          kind: 'PlatformActivity',
          id: 'p',
          userId: 'u',
          activity: 'challenge-shared',
        }),
      ),
    ).toEqual([['u', 'scout', 2, 'challenge-shared']]);
    expect(
      neuronsFor({
        kind: 'PlatformActivity',
        id: 'p',
        userId: 'u',
        activity: 'insightful-vote-received',
      })[0],
    ).toMatchObject({
      role: 'insight',
      points: 5,
      isStatic: false,
    });
    expect(() =>
      neuronsFor({ kind: 'PlatformActivity', id: 'p', userId: 'u', activity: 'nope' as never }),
    ).toThrow(RangeError);
    expect(
      brief(neuronsFor({ kind: 'FundingGiven', id: 'f', patronId: 'p', cents: 2599 })),
    ).toEqual([['p', 'patron', 25, 'funding-given']]);
    expect(
      neuronsFor({ kind: 'FundingGiven', id: 'f', patronId: 'p', cents: 10_000_000 })[0]?.points,
    ).toBe(500);
    expect(neuronsFor({ kind: 'FundingGiven', id: 'f', patronId: 'p', cents: 99 })).toEqual([]);
  });

  it("pays a scout 1/10 of a recruit's variable points for nine months", () => {
    const recruitAwards = neuronsFor({
      kind: 'IdeaRated',
      id: 'r1',
      raterId: 'someone',
      innovatorId: 'recruit',
      stars: 5,
    });
    const start = Date.UTC(2026, 0, 31);
    const event = (occurredAt: number): GameEvent => ({
      kind: 'RecruitActivity',
      id: 'recruit:r1',
      scoutId: 'scout',
      recruitId: 'recruit',
      recruitedAt: start,
      occurredAt,
      recruitAwards,
    });
    expect(brief(neuronsFor(event(start + 1000)))).toEqual([
      ['scout', 'scout', 1, 'recruit-share:recruit'],
    ]);
    expect(neuronsFor(event(Date.UTC(2026, 9, 30)))).toHaveLength(1);
    expect(neuronsFor(event(Date.UTC(2026, 9, 31)))).toEqual([]);
    expect(neuronsFor(event(start - 1))).toEqual([]);
  });

  it('scout shares skip static and negative points and keep 3 decimals', () => {
    const award = (points: number, isStatic: boolean, userId = 'recruit'): NeuronAward => ({
      userId,
      role: 'innovator',
      points,
      reason: `x${points}`,
      isStatic,
      key: `k${points}`,
    });
    const share = neuronsFor({
      kind: 'RecruitActivity',
      id: 'e',
      scoutId: 's',
      recruitId: 'recruit',
      recruitedAt: 0,
      occurredAt: 1,
      recruitAwards: [
        award(7, false),
        award(100, true),
        award(-2, false),
        award(50, false, 'other'),
      ],
    });
    expect(share.map((a) => a.points)).toEqual([0.7]);
    expect(share[0]?.isStatic).toBe(true);
  });

  it('builds keys from event, reason and user', () => {
    const [award] = neuronsFor({
      kind: 'IdeaMentored',
      id: 'mentoring:5',
      mentorId: 'm',
      innovatorId: 'i',
    });
    expect(award?.key).toBe('mentoring:5/mentoring-given/m');
  });

  it('gives every award unique keys within one event', () => {
    const event = fc.record({
      top5: fc.array(fc.constantFrom('a', 'b', 'c', 'cat'), { maxLength: 7 }),
      top3: fc.array(fc.constantFrom('a', 'b', 'c', 'cat'), { maxLength: 3 }),
      ranked: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(event, ({ top5, top3, ranked }) => {
        const awards = neuronsFor({
          kind: 'ChallengeClosed',
          id: 'e',
          catalystId: 'cat',
          communityTop5: top5,
          catalystTop3: top3,
          rankedIdeaCount: ranked,
        });
        expect(new Set(awards.map((a) => a.key)).size).toBe(awards.length);
        for (const a of awards) if (a.userId === 'cat') expect(a.role).toBe('catalyst');
      }),
    );
  });
});

describe('scores', () => {
  it('sums every role into the Nerve Score, exactly to the thousandth', () => {
    expect(nerveScore({ innovator: 120, director: 50, scout: 0.7 })).toBe(170.7);
    expect(nerveScore({ scout: 0.1, mentor: 0.2 })).toBe(0.3);
    expect(nerveScore({})).toBe(0);
  });

  it('leaves the director out of the Idea Race', () => {
    expect(ideaRaceScore({ innovator: 120, director: 50 })).toBe(120);
    expect(ideaRaceScore({ director: 999 })).toBe(0);
  });

  it('totals awards per role', () => {
    const awards = neuronsFor({
      kind: 'IdeaCreated',
      id: 'i',
      innovatorId: 'u',
      catalystId: 'c',
      entryPosition: 1,
      isFirstIdeaOfInnovator: true,
    });
    expect(totalsByRole(awards.filter((a) => a.userId === 'u'))).toEqual({ innovator: 25 });
  });
});

describe('recruit retention', () => {
  it('keeps a recruit for nine calendar months, clamping to month ends', () => {
    expect(new Date(addMonthsUtc(Date.UTC(2026, 0, 31), 9)).toISOString()).toBe(
      '2026-10-31T00:00:00.000Z',
    );
    expect(new Date(addMonthsUtc(Date.UTC(2026, 4, 31), 9)).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(isRecruitActive(Date.UTC(2026, 0, 1), Date.UTC(2026, 8, 30))).toBe(true);
    expect(isRecruitActive(Date.UTC(2026, 0, 1), Date.UTC(2026, 9, 1))).toBe(false);
  });
});

describe('FUNDING_NEURONS', () => {
  it('is the award table’s funding rule', () => {
    expect(NEURON_TABLE.funding).toBe(FUNDING_NEURONS);
  });
});
