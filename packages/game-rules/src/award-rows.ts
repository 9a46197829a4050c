/**
 * The neuron table as rows a developer can read: the package README renders these. The web
 * app's help pages render `NEURON_TABLE` itself with players' words, so both say what the game pays.
 */
import { NEURON_TABLE } from './neurons.js';

export interface NeuronAwardRow {
  /** The game event. */
  readonly event: string;
  /** Who earns, in which role. */
  readonly recipient: string;
  readonly role: string;
  /** Neurons, or a rule when they vary (e.g. "5★ 10 · 4★ 5 …"). */
  readonly neurons: string;
  /** `static` (own action) or `variable` (others' judgement). */
  readonly kind: 'static' | 'variable';
}

function byStars(values: readonly number[], first: number, suffix: string): string {
  return values
    .map((v, i) => `${i + first}${suffix} ${v > 0 ? `+${v}` : v}`)
    .reverse()
    .join(' · ');
}

const plus = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Every award of the game, in the order events happen. */
export function neuronAwardRows(): NeuronAwardRow[] {
  const t = NEURON_TABLE;
  const c = t.challengeClosed;
  const activity = Object.entries(t.platformActivity).map(
    ([name, row]): NeuronAwardRow => ({
      event: `PlatformActivity: ${name}`,
      recipient: 'the player',
      role: row.role,
      neurons: plus(row.points),
      kind: row.isStatic ? 'static' : 'variable',
    }),
  );
  return [
    {
      event: 'ChallengePublished',
      recipient: 'catalyst',
      role: 'catalyst',
      neurons: `${plus(t.challengePublished.catalyst)} (QQ and topic ${plus(t.challengePublished.quickQuestion)})`,
      kind: 'static',
    },
    {
      event: 'ChallengePublished',
      recipient: "the platform's director, if someone else",
      role: 'director',
      neurons: plus(t.challengePublished.platformDirector),
      kind: 'static',
    },
    {
      event: 'IdeaCreated',
      recipient: 'innovator',
      role: 'innovator',
      neurons: plus(t.ideaCreated.innovator),
      kind: 'static',
    },
    {
      event: 'IdeaCreated',
      recipient: 'innovator, first idea, first 3 innovators (early bonus)',
      role: 'innovator',
      neurons: t.ideaCreated.earlyBonus.map((v, i) => `#${i + 1} ${plus(v)}`).join(' · '),
      kind: 'static',
    },
    {
      event: 'IdeaCreated',
      recipient: 'catalyst (an idea received)',
      role: 'catalyst',
      neurons: plus(t.ideaCreated.catalystPerIdea),
      kind: 'static',
    },
    {
      event: 'IdeaRated',
      recipient: 'rater',
      role: 'analyst',
      neurons: plus(t.ideaRated.rater),
      kind: 'static',
    },
    {
      event: 'IdeaRated',
      recipient: "idea's author, by stars (nearest whole star)",
      role: 'innovator',
      neurons: byStars(t.ideaRated.authorByStars, 1, '★'),
      kind: 'variable',
    },
    {
      event: 'RatingCreated (challenge rating)',
      recipient: 'rater',
      role: 'analyst',
      neurons: plus(t.ratingCreated.rater),
      kind: 'static',
    },
    {
      event: 'RatingCreated (challenge rating)',
      recipient: 'catalyst, by stars',
      role: 'catalyst',
      neurons: byStars(t.ratingCreated.catalystByStars, 1, '★'),
      kind: 'variable',
    },
    {
      event: 'IdeaMentored',
      recipient: 'mentor',
      role: 'mentor',
      neurons: plus(t.ideaMentored.mentor),
      kind: 'static',
    },
    {
      event: 'MentorRated',
      recipient: "mentor, by the innovator's rating 0–5 (maximal from 3)",
      role: 'mentor',
      neurons: byStars(t.mentorRated.mentorByRating, 0, ''),
      kind: 'variable',
    },
    {
      event: 'MentorRated',
      recipient: 'innovator (rated the mentoring)',
      role: 'innovator',
      neurons: plus(t.mentorRated.innovator),
      kind: 'static',
    },
    {
      event: 'ChallengeClosed',
      recipient: 'Community Top 5 authors, by rank',
      role: 'innovator',
      neurons: c.communityTop5.map((v, i) => `#${i + 1} ${plus(v)}`).join(' · '),
      kind: 'variable',
    },
    {
      event: 'ChallengeClosed',
      recipient: "authors of the catalyst's Top 3 picks",
      role: 'innovator',
      neurons: c.catalystTop3.map((v, i) => `#${i + 1} ${plus(v)}`).join(' · '),
      kind: 'variable',
    },
    {
      event: 'ChallengeClosed',
      recipient: 'catalyst, per ranked idea',
      role: 'catalyst',
      neurons: `${plus(c.catalystPerRankedIdea)} each, at most ${c.catalystRankedIdeaCap}`,
      kind: 'variable',
    },
    {
      event: 'ChallengeClosed',
      recipient: 'catalyst who picked a Top 3',
      role: 'catalyst',
      neurons: plus(c.catalystPickedTop3),
      kind: 'static',
    },
    ...activity,
    {
      event: 'FundingGiven',
      recipient: 'patron',
      role: 'patron',
      neurons: `${plus(t.funding.perDollar)} per whole dollar, at most ${t.funding.capPerFunding} per funding`,
      kind: 'static',
    },
    {
      event: 'RecruitActivity',
      recipient: 'scout',
      role: 'scout',
      neurons: `1/${Math.round(1 / t.recruit.scoutShare)} of the recruit's positive variable neurons, for ${t.recruit.retentionMonths} months`,
      kind: 'static',
    },
  ];
}
