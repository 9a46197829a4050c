/**
 * Medals: the catalogue of what a player can earn besides neurons, and the rule of each.
 *
 * Like the badges of the big Q&A and forum communities, medals mark milestones (a first idea,
 * the hundredth rating) and outcomes (an idea on a challenge's podium, a place on an olympiad's),
 * never volume alone at a rate worth farming: the counted ones stop at a few thresholds, and the
 * outcome ones come only from other players' judgement.
 *
 * Three scopes, so a medal is awarded exactly once per player and context:
 * - `player`: once per player, when a counter the server computes reaches `atLeast`;
 * - `idea`: once per idea, when its place in the challenge's final ranking is at most `place`,
 *   or when the catalyst picked it for their Top 3 (`picked`);
 * - `race`: once per olympiad race, when the player's final place is at most `place`.
 *
 * The server counts; this module only says what each count earns. Counters of the player's own
 * actions are counted from the neuron ledger's reasons (`MEDAL_COUNTER_REASONS`), the brain level
 * from the Nerve Score.
 */
import { brainLevel } from './levels.js';

/** The counts a `player` medal's rule reads. */
export const MEDAL_COUNTERS = [
  'ideas-entered',
  'ratings-given',
  'mentoring-given',
  'challenges-published',
  'recruits-joined',
  'forum-posts',
  'brain-level',
] as const;
export type MedalCounter = (typeof MEDAL_COUNTERS)[number];

/**
 * The ledger reasons each ledger-counted counter counts (one row of the neuron ledger per
 * action; an action that pays nothing, such as an idea in one's own challenge, counts nothing).
 * The brain level is not counted from rows: it is `brainLevel` of the Nerve Score.
 */
export const MEDAL_COUNTER_REASONS = {
  'ideas-entered': ['idea-created'],
  'ratings-given': ['idea-rated'],
  'mentoring-given': ['mentoring-given'],
  'challenges-published': ['challenge-published'],
  'recruits-joined': ['recruit-joined'],
  'forum-posts': ['forum-topic-created', 'forum-reply-created'],
} as const satisfies Record<Exclude<MedalCounter, 'brain-level'>, readonly string[]>;

/** Medal tiers, lowest first; the pages colour a medal by its tier. */
export const MEDAL_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type MedalTier = (typeof MEDAL_TIERS)[number];

/** Icon keys: the pages map each to a drawing; the catalogue names none of its own. */
export const MEDAL_ICONS = [
  'lightbulb',
  'star',
  'message',
  'megaphone',
  'users',
  'brain',
  'trophy',
  'podium',
  'hand',
] as const;
export type MedalIcon = (typeof MEDAL_ICONS)[number];

export type MedalScope = 'player' | 'idea' | 'race';

/** What earns a medal. */
export type MedalRule =
  | { readonly scope: 'player'; readonly counter: MedalCounter; readonly atLeast: number }
  | { readonly scope: 'idea'; readonly place: number }
  | { readonly scope: 'idea'; readonly picked: true }
  | { readonly scope: 'race'; readonly place: number };

export interface Medal {
  /** Stable id, stored with each award (`first-idea`). */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly tier: MedalTier;
  readonly icon: MedalIcon;
  readonly rule: MedalRule;
}

const counted = (counter: MedalCounter, atLeast: number): MedalRule => ({
  scope: 'player',
  counter,
  atLeast,
});

/** Every medal, in the order the pages list them. */
export const MEDALS: readonly Medal[] = [
  {
    id: 'first-idea',
    name: 'First Spark',
    description: 'Entered your first idea in a challenge.',
    tier: 'bronze',
    icon: 'lightbulb',
    rule: counted('ideas-entered', 1),
  },
  {
    id: 'ideas-10',
    name: 'Idea Machine',
    description: 'Entered 10 ideas.',
    tier: 'silver',
    icon: 'lightbulb',
    rule: counted('ideas-entered', 10),
  },
  {
    id: 'ideas-100',
    name: 'Inventor',
    description: 'Entered 100 ideas.',
    tier: 'gold',
    icon: 'lightbulb',
    rule: counted('ideas-entered', 100),
  },
  {
    id: 'first-rating',
    name: 'First Judgement',
    description: 'Rated your first idea.',
    tier: 'bronze',
    icon: 'star',
    rule: counted('ratings-given', 1),
  },
  {
    id: 'ratings-10',
    name: 'Keen Eye',
    description: 'Rated 10 ideas.',
    tier: 'silver',
    icon: 'star',
    rule: counted('ratings-given', 10),
  },
  {
    id: 'ratings-100',
    name: 'Critic',
    description: 'Rated 100 ideas.',
    tier: 'gold',
    icon: 'star',
    rule: counted('ratings-given', 100),
  },
  {
    id: 'first-mentoring',
    name: 'Helping Hand',
    description: 'Gave your first mentoring feedback on an idea.',
    tier: 'bronze',
    icon: 'hand',
    rule: counted('mentoring-given', 1),
  },
  {
    id: 'mentoring-10',
    name: 'Mentor Streak',
    description: 'Mentored 10 ideas.',
    tier: 'silver',
    icon: 'message',
    rule: counted('mentoring-given', 10),
  },
  {
    id: 'mentoring-50',
    name: 'Master Mentor',
    description: 'Mentored 50 ideas.',
    tier: 'gold',
    icon: 'message',
    rule: counted('mentoring-given', 50),
  },
  {
    id: 'first-challenge',
    name: 'Question Asker',
    description: 'Published your first challenge.',
    tier: 'bronze',
    icon: 'megaphone',
    rule: counted('challenges-published', 1),
  },
  {
    id: 'first-recruit',
    name: 'Talent Scout',
    description: 'A player you invited joined.',
    tier: 'bronze',
    icon: 'users',
    rule: counted('recruits-joined', 1),
  },
  {
    id: 'recruits-10',
    name: 'Community Builder',
    description: '10 players you invited joined.',
    tier: 'gold',
    icon: 'users',
    rule: counted('recruits-joined', 10),
  },
  {
    id: 'first-post',
    name: 'First Word',
    description: 'Started or answered your first forum discussion.',
    tier: 'bronze',
    icon: 'message',
    rule: counted('forum-posts', 1),
  },
  {
    id: 'posts-25',
    name: 'Conversationalist',
    description: 'Wrote 25 forum posts.',
    tier: 'silver',
    icon: 'message',
    rule: counted('forum-posts', 25),
  },
  {
    id: 'brain-level-10',
    name: 'Awakened Brain',
    description: 'Reached brain level 10.',
    tier: 'bronze',
    icon: 'brain',
    rule: counted('brain-level', 10),
  },
  {
    id: 'brain-level-25',
    name: 'Sharp Brain',
    description: 'Reached brain level 25.',
    tier: 'silver',
    icon: 'brain',
    rule: counted('brain-level', 25),
  },
  {
    id: 'brain-level-50',
    name: 'Brilliant Brain',
    description: 'Reached brain level 50.',
    tier: 'gold',
    icon: 'brain',
    rule: counted('brain-level', 50),
  },
  {
    id: 'brain-level-100',
    name: 'Genius',
    description: 'Reached brain level 100, the top.',
    tier: 'platinum',
    icon: 'brain',
    rule: counted('brain-level', 100),
  },
  {
    id: 'idea-podium',
    name: 'Podium Idea',
    description: "An idea of yours finished in a challenge's community Top 3.",
    tier: 'silver',
    icon: 'podium',
    rule: { scope: 'idea', place: 3 },
  },
  {
    id: 'challenge-won',
    name: 'Challenge Winner',
    description: "An idea of yours finished first in a challenge's community ranking.",
    tier: 'gold',
    icon: 'trophy',
    rule: { scope: 'idea', place: 1 },
  },
  {
    id: 'catalyst-pick',
    name: "Catalyst's Pick",
    description: "The challenge's catalyst picked an idea of yours for their Top 3.",
    tier: 'silver',
    icon: 'star',
    rule: { scope: 'idea', picked: true },
  },
  {
    id: 'olympiad-podium',
    name: 'Olympian',
    description: 'Finished in the Top 3 of an olympiad race.',
    tier: 'gold',
    icon: 'trophy',
    rule: { scope: 'race', place: 3 },
  },
];

const BY_ID = new Map(MEDALS.map((m) => [m.id, m]));

/** The ids of every medal. */
export const MEDAL_IDS: readonly string[] = MEDALS.map((m) => m.id);

/** A medal by its id, or undefined for an id the catalogue does not have. */
export function medalById(id: string): Medal | undefined {
  return BY_ID.get(id);
}

/** The counts a player's medals are decided by; a missing counter counts 0. */
export type MedalCounts = Partial<Record<MedalCounter, number>>;

/**
 * The brain-level counter of a Nerve Score: the whole level reached.
 *
 * @example brainLevelCount(208) // 3 (level 2 ends at 208)
 */
export function brainLevelCount(nerveScore: number): number {
  return Math.floor(brainLevel(Math.max(0, nerveScore)));
}

/**
 * The `player` medals the counts earn, in catalogue order.
 *
 * @example playerMedalsEarned({ 'ratings-given': 12 }).map((m) => m.id) // ['first-rating', 'ratings-10']
 */
export function playerMedalsEarned(counts: MedalCounts): Medal[] {
  return MEDALS.filter(
    (m) => m.rule.scope === 'player' && (counts[m.rule.counter] ?? 0) >= m.rule.atLeast,
  );
}

/** The `player` medals whose counter is one of `counters`: those a change to them may earn. */
export function medalsOfCounters(counters: Iterable<MedalCounter>): Medal[] {
  const wanted = new Set(counters);
  return MEDALS.filter((m) => m.rule.scope === 'player' && wanted.has(m.rule.counter));
}

/** The counters a ledger reason moves (none for most reasons). */
export function countersOfReason(reason: string): MedalCounter[] {
  return (Object.entries(MEDAL_COUNTER_REASONS) as [MedalCounter, readonly string[]][])
    .filter(([, reasons]) => reasons.includes(reason))
    .map(([counter]) => counter);
}

/** How an idea finished: its place in the community ranking (null: unranked) and the catalyst's pick. */
export interface IdeaOutcome {
  readonly place: number | null;
  readonly picked: boolean;
}

/**
 * The `idea` medals an idea's outcome earns its author.
 *
 * @example ideaMedalsEarned({ place: 1, picked: false }).map((m) => m.id) // ['idea-podium', 'challenge-won']
 */
export function ideaMedalsEarned(outcome: IdeaOutcome): Medal[] {
  return MEDALS.filter((m) => {
    const rule = m.rule;
    if (rule.scope !== 'idea') return false;
    if ('picked' in rule) return outcome.picked;
    return outcome.place !== null && outcome.place >= 1 && outcome.place <= rule.place;
  });
}

/** The `race` medals a final place in an olympiad race earns. */
export function raceMedalsEarned(place: number): Medal[] {
  return MEDALS.filter((m) => m.rule.scope === 'race' && place >= 1 && place <= m.rule.place);
}

/** A player's way to one medal. */
export interface MedalProgress {
  readonly current: number;
  readonly target: number;
  readonly earned: boolean;
  /** `current / target`, 0–1. */
  readonly ratio: number;
}

/**
 * How far a player is toward a medal. A `player` medal goes by its counter; an `idea` or `race`
 * medal, which can be earned again in each context, by how many times it was earned (`times`),
 * with one as the target.
 *
 * @example medalProgress(medalById('ratings-10')!, { 'ratings-given': 4 }, 0) // { current: 4, target: 10, earned: false, ratio: 0.4 }
 */
export function medalProgress(medal: Medal, counts: MedalCounts, times: number): MedalProgress {
  const rule = medal.rule;
  const target = rule.scope === 'player' ? rule.atLeast : 1;
  const raw = rule.scope === 'player' ? (counts[rule.counter] ?? 0) : times;
  const current = Math.max(0, Math.floor(raw));
  const earned = current >= target || times > 0;
  return { current, target, earned, ratio: earned ? 1 : Math.min(1, current / target) };
}
