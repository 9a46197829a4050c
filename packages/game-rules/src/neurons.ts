/**
 * Neuron awards: what each game event earns, and for whom.
 *
 * The table borrows two ideas from the reputation systems of the big Q&A and forum communities:
 * judgement by others is worth more than activity (an idea rated 5 stars earns its author five
 * times what the rater earns for rating it, as an upvoted answer earns more than a vote), and a
 * poor outcome can cost a little (a 1-star rating costs the author 2, like a downvote). Activity
 * earns small fixed amounts so that nobody can farm neurons by volume alone, and the
 * big bonuses (Community Top 5, the catalyst's Top 3) come only from other people's choices.
 *
 * Awards are either static (fixed by the player's own action) or variable (set by other
 * players' judgement). A scout earns a tenth of the variable points of each recruit for nine
 * months after recruiting them; scout shares are themselves static, so they never cascade.
 *
 * Nobody earns from their own content: a rater rating their own idea, a mentor mentoring their
 * own idea or a catalyst winning bonuses on their own challenge gets nothing for it.
 */
import type { SolutionFormat } from './formats.js';
import type { LadderRole } from './ranks.js';

/** Roles that neurons are awarded in (the overall Nerve Score is their sum, never awarded). */
export type AwardRole = Exclude<LadderRole, 'overall'>;

/**
 * What a patron earns for funding a player: one neuron per whole dollar, up to a cap per
 * funding. Part of `NEURON_TABLE`; a constant of its own so that a page showing only this rule
 * (the pay page) does not carry the whole table.
 *
 * @example
 * Math.min(Math.floor(cents / 100) * FUNDING_NEURONS.perDollar, FUNDING_NEURONS.capPerFunding)
 */
export const FUNDING_NEURONS = { perDollar: 1, capPerFunding: 500 } as const;

/** The award table. Every number the game pays is here, and the package README renders it. */
export const NEURON_TABLE = {
  challengePublished: { catalyst: 20, quickQuestion: 10, platformDirector: 2 },
  ideaCreated: { innovator: 10, catalystPerIdea: 2, earlyBonus: [15, 10, 5] },
  /** Rating an idea: the rater earns a fixed amount; the idea's author earns by stars 1–5. */
  ideaRated: { rater: 2, authorByStars: [-2, 0, 2, 5, 10] },
  /** Rating a challenge (1–5): the rater earns a fixed amount; the catalyst earns by stars. */
  ratingCreated: { rater: 1, catalystByStars: [-2, 0, 1, 3, 5] },
  ideaMentored: { mentor: 3 },
  /** The innovator rates the mentoring 0–5; the mentor earns by that rating, maximal from 3. */
  mentorRated: { mentorByRating: [0, 2, 6, 12, 12, 12], innovator: 1 },
  challengeClosed: {
    communityTop5: [50, 35, 25, 15, 10],
    catalystTop3: [30, 20, 10],
    catalystPerRankedIdea: 2,
    catalystRankedIdeaCap: 30,
    catalystPickedTop3: 10,
  },
  platformActivity: {
    'challenge-shared': { role: 'scout', points: 2, isStatic: true },
    'recruit-joined': { role: 'scout', points: 5, isStatic: true },
    'forum-topic-created': { role: 'insight', points: 2, isStatic: true },
    'forum-reply-created': { role: 'insight', points: 1, isStatic: true },
    'insightful-vote-received': { role: 'insight', points: 5, isStatic: false },
    'helpful-vote-received': { role: 'insight', points: 2, isStatic: false },
    'olympiad-completed': { role: 'director', points: 50, isStatic: true },
  },
  /** Patrons earn one neuron per whole dollar funded, up to this many per funding. */
  funding: FUNDING_NEURONS,
  recruit: { scoutShare: 1 / 10, retentionMonths: 9 },
} as const satisfies Record<string, unknown>;

export type PlatformActivityKind = keyof typeof NEURON_TABLE.platformActivity;

/** A game event, as the server records it. `id` is unique per event (e.g. `rating:42`). */
export type GameEvent =
  | {
      readonly kind: 'ChallengePublished';
      readonly id: string;
      readonly catalystId: string;
      readonly solutionFormat?: SolutionFormat;
      /** The owner of the platform it was published on, when that is a director's platform. */
      readonly directorId?: string;
    }
  | {
      readonly kind: 'IdeaCreated';
      readonly id: string;
      readonly innovatorId: string;
      readonly catalystId: string;
      /** 1-based order in which this innovator first entered the challenge. */
      readonly entryPosition: number;
      /** True for the innovator's first idea in the challenge (the early bonus is paid once). */
      readonly isFirstIdeaOfInnovator: boolean;
    }
  | {
      readonly kind: 'IdeaRated';
      readonly id: string;
      readonly raterId: string;
      readonly innovatorId: string;
      /** 0.1–5 stars; the author's award goes by the nearest whole star. */
      readonly stars: number;
    }
  | {
      readonly kind: 'RatingCreated';
      readonly id: string;
      readonly raterId: string;
      readonly catalystId: string;
      /** The challenge rating, 1–5. */
      readonly stars: number;
    }
  | {
      readonly kind: 'IdeaMentored';
      readonly id: string;
      readonly mentorId: string;
      readonly innovatorId: string;
    }
  | {
      readonly kind: 'MentorRated';
      readonly id: string;
      readonly innovatorId: string;
      readonly mentorId: string;
      /** The innovator's rating of the mentoring, 0–5. */
      readonly rating: number;
    }
  | {
      readonly kind: 'ChallengeClosed';
      readonly id: string;
      readonly catalystId: string;
      /** Authors of the community's top ideas in rank order (`rankIdeas`), at most 5 are paid. */
      readonly communityTop5: readonly string[];
      /** Authors of the ideas the catalyst picked, in pick order (crowd-filled slots excluded). */
      readonly catalystTop3: readonly string[];
      /** Ideas that were ranked (2 or more ratings). */
      readonly rankedIdeaCount: number;
    }
  | {
      readonly kind: 'PlatformActivity';
      readonly id: string;
      readonly userId: string;
      readonly activity: PlatformActivityKind;
    }
  | {
      readonly kind: 'FundingGiven';
      readonly id: string;
      readonly patronId: string;
      readonly cents: number;
    }
  | {
      readonly kind: 'RecruitActivity';
      readonly id: string;
      readonly scoutId: string;
      readonly recruitId: string;
      /** When the scout recruited them, epoch ms. */
      readonly recruitedAt: number;
      /** When the recruit earned the awards, epoch ms. */
      readonly occurredAt: number;
      /** The recruit's awards from one event. */
      readonly recruitAwards: readonly NeuronAward[];
    };

export type GameEventKind = GameEvent['kind'];

/** One ledger line: who earns how much, in which role, and why. */
export interface NeuronAward {
  readonly userId: string;
  readonly role: AwardRole;
  /** Neurons, an integer or a value with up to 3 decimals; negative for a loss. */
  readonly points: number;
  /** Why, e.g. `early-bonus` or `community-top-5:2`; unique within one event and user. */
  readonly reason: string;
  /** Static awards come from the player's own action; variable ones from others' judgement. */
  readonly isStatic: boolean;
  /** `eventId/reason/userId`: the ledger's unique idempotency key for this award. */
  readonly key: string;
}

function award(
  event: { readonly id: string },
  userId: string,
  role: AwardRole,
  points: number,
  reason: string,
  isStatic: boolean,
): NeuronAward {
  return { userId, role, points, reason, isStatic, key: `${event.id}/${reason}/${userId}` };
}

function starIndex(stars: number, min: number, max: number): number {
  if (!Number.isFinite(stars) || stars < min || stars > max) {
    throw new RangeError(`stars must be from ${min} to ${max}, got ${stars}`);
  }
  return Math.max(1, Math.round(stars)) - 1;
}

/** `months` calendar months after `from` (same day, clamped to the month's last day), in UTC. */
export function addMonthsUtc(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * Whether a scout still keeps a recruit at `at`: for nine months after recruiting them, after
 * which anyone can re-scout them.
 */
export function isRecruitActive(recruitedAt: number, at: number): boolean {
  return at >= recruitedAt && at < addMonthsUtc(recruitedAt, NEURON_TABLE.recruit.retentionMonths);
}

/** Rounds to thousandths, the precision of stored neurons. */
function toMilli(points: number): number {
  return Math.round(points * 1000);
}

/**
 * The neuron awards one game event earns. Pure: the caller writes each award to the ledger with
 * its `key` as the unique idempotency key, so replaying an event never pays twice.
 *
 * @example
 * neuronsFor({ kind: 'IdeaRated', id: 'rating:7', raterId: 'r', innovatorId: 'i', stars: 5 })
 * // [{ userId: 'r', role: 'analyst', points: 2, reason: 'idea-rated', … },
 * //  { userId: 'i', role: 'innovator', points: 10, reason: 'rating-received', … }]
 */
export function neuronsFor(event: GameEvent): NeuronAward[] {
  const t = NEURON_TABLE;
  switch (event.kind) {
    case 'ChallengePublished': {
      const quick = event.solutionFormat === 'qq' || event.solutionFormat === 'topic';
      const awards = [
        award(
          event,
          event.catalystId,
          'catalyst',
          quick ? t.challengePublished.quickQuestion : t.challengePublished.catalyst,
          'challenge-published',
          true,
        ),
      ];
      if (event.directorId && event.directorId !== event.catalystId) {
        awards.push(
          award(
            event,
            event.directorId,
            'director',
            t.challengePublished.platformDirector,
            'platform-challenge',
            true,
          ),
        );
      }
      return awards;
    }
    case 'IdeaCreated': {
      if (event.innovatorId === event.catalystId) return [];
      const awards = [
        award(event, event.innovatorId, 'innovator', t.ideaCreated.innovator, 'idea-created', true),
        award(
          event,
          event.catalystId,
          'catalyst',
          t.ideaCreated.catalystPerIdea,
          'idea-received',
          true,
        ),
      ];
      const early = t.ideaCreated.earlyBonus[event.entryPosition - 1];
      if (event.isFirstIdeaOfInnovator && early !== undefined) {
        awards.push(award(event, event.innovatorId, 'innovator', early, 'early-bonus', true));
      }
      return awards;
    }
    case 'IdeaRated': {
      const index = starIndex(event.stars, 0.1, 5);
      if (event.raterId === event.innovatorId) return [];
      const authorPoints = t.ideaRated.authorByStars[index] as number;
      const awards = [
        award(event, event.raterId, 'analyst', t.ideaRated.rater, 'idea-rated', true),
      ];
      if (authorPoints !== 0) {
        awards.push(
          award(event, event.innovatorId, 'innovator', authorPoints, 'rating-received', false),
        );
      }
      return awards;
    }
    case 'RatingCreated': {
      const index = starIndex(event.stars, 1, 5);
      if (event.raterId === event.catalystId) return [];
      const catalystPoints = t.ratingCreated.catalystByStars[index] as number;
      const awards = [
        award(event, event.raterId, 'analyst', t.ratingCreated.rater, 'challenge-rated', true),
      ];
      if (catalystPoints !== 0) {
        awards.push(
          award(
            event,
            event.catalystId,
            'catalyst',
            catalystPoints,
            'challenge-rating-received',
            false,
          ),
        );
      }
      return awards;
    }
    case 'IdeaMentored':
      if (event.mentorId === event.innovatorId) return [];
      return [
        award(event, event.mentorId, 'mentor', t.ideaMentored.mentor, 'mentoring-given', true),
      ];
    case 'MentorRated': {
      if (!Number.isInteger(event.rating) || event.rating < 0 || event.rating > 5) {
        throw new RangeError(`mentor rating must be an integer from 0 to 5, got ${event.rating}`);
      }
      if (event.mentorId === event.innovatorId) return [];
      const mentorPoints = t.mentorRated.mentorByRating[event.rating] as number;
      const awards = [
        award(
          event,
          event.innovatorId,
          'innovator',
          t.mentorRated.innovator,
          'mentoring-feedback',
          true,
        ),
      ];
      if (mentorPoints !== 0) {
        awards.push(award(event, event.mentorId, 'mentor', mentorPoints, 'mentoring-rated', false));
      }
      return awards;
    }
    case 'ChallengeClosed': {
      const c = t.challengeClosed;
      const awards: NeuronAward[] = [];
      event.communityTop5.slice(0, c.communityTop5.length).forEach((userId, index) => {
        if (userId === event.catalystId) return;
        awards.push(
          award(
            event,
            userId,
            'innovator',
            c.communityTop5[index] as number,
            `community-top-5:${index + 1}`,
            false,
          ),
        );
      });
      event.catalystTop3.slice(0, c.catalystTop3.length).forEach((userId, index) => {
        if (userId === event.catalystId) return;
        awards.push(
          award(
            event,
            userId,
            'innovator',
            c.catalystTop3[index] as number,
            `catalyst-top-3:${index + 1}`,
            false,
          ),
        );
      });
      const rankedPoints = Math.min(
        Math.max(0, Math.floor(event.rankedIdeaCount)) * c.catalystPerRankedIdea,
        c.catalystRankedIdeaCap,
      );
      if (rankedPoints > 0) {
        awards.push(
          award(event, event.catalystId, 'catalyst', rankedPoints, 'ranked-ideas', false),
        );
      }
      if (event.catalystTop3.length > 0) {
        awards.push(
          award(event, event.catalystId, 'catalyst', c.catalystPickedTop3, 'top-3-picked', true),
        );
      }
      return awards;
    }
    case 'PlatformActivity': {
      const row = t.platformActivity[event.activity];
      if (!row) throw new RangeError(`unknown platform activity ${String(event.activity)}`);
      return [award(event, event.userId, row.role, row.points, event.activity, row.isStatic)];
    }
    case 'FundingGiven': {
      if (!Number.isSafeInteger(event.cents) || event.cents < 0) {
        throw new RangeError(`cents must be a non-negative integer, got ${event.cents}`);
      }
      const points = Math.min(
        Math.floor(event.cents / 100) * t.funding.perDollar,
        t.funding.capPerFunding,
      );
      return points > 0
        ? [award(event, event.patronId, 'patron', points, 'funding-given', true)]
        : [];
    }
    case 'RecruitActivity': {
      if (event.scoutId === event.recruitId) return [];
      if (!isRecruitActive(event.recruitedAt, event.occurredAt)) return [];
      const variableMilli = event.recruitAwards
        .filter((a) => a.userId === event.recruitId && !a.isStatic && a.points > 0)
        .reduce((sum, a) => sum + toMilli(a.points), 0);
      // A tenth, truncated to thousandths: the scout is never paid a fraction more than earned.
      const shareMilli = Math.floor(variableMilli * t.recruit.scoutShare);
      if (shareMilli <= 0) return [];
      return [
        award(
          event,
          event.scoutId,
          'scout',
          shareMilli / 1000,
          `recruit-share:${event.recruitId}`,
          true,
        ),
      ];
    }
  }
}

/** A player's cumulative neurons per role. */
export type RoleScores = Partial<Readonly<Record<AwardRole, number>>>;

function sumMilli(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + toMilli(v), 0) / 1000;
}

/**
 * The Nerve Score: the sum of every role's neurons (the overall ladder's score).
 *
 * @example nerveScore({ innovator: 120, director: 50 }) // 170
 */
export function nerveScore(scores: RoleScores): number {
  return sumMilli(Object.values(scores).filter((v): v is number => typeof v === 'number'));
}

/** Roles that count in the Idea Race: every role but director. */
export const IDEA_RACE_ROLES: readonly AwardRole[] = [
  'analyst',
  'catalyst',
  'innovator',
  'insight',
  'mentor',
  'patron',
  'scout',
];

/**
 * The Idea Race score: the Nerve Score without the director's neurons, so running a tournament
 * never helps anyone win it.
 *
 * @example ideaRaceScore({ innovator: 120, director: 50 }) // 120
 */
export function ideaRaceScore(scores: RoleScores): number {
  return sumMilli(IDEA_RACE_ROLES.map((role) => scores[role] ?? 0));
}

/** Sums awards per role (thousandths-exact): what one user's ledger lines add up to. */
export function totalsByRole(awards: readonly NeuronAward[]): RoleScores {
  const milli = new Map<AwardRole, number>();
  for (const a of awards) milli.set(a.role, (milli.get(a.role) ?? 0) + toMilli(a.points));
  return Object.fromEntries([...milli].map(([role, m]) => [role, m / 1000])) as RoleScores;
}
