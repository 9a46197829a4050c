/**
 * Challenge formats and the rules that hang on them.
 */
import { challengePhase } from './phase.js';

/** The challenge kinds (`solution_format`). */
export type SolutionFormat =
  | 'standard'
  | 'qq'
  | 'topic'
  | 'improve'
  | 'test-an-idea'
  | 'prize'
  | 'ama';

/** Every challenge kind (`solution_format`); `standard` when none is set. */
export const SOLUTION_FORMATS: readonly SolutionFormat[] = [
  'standard',
  'qq',
  'topic',
  'improve',
  'test-an-idea',
  'prize',
  'ama',
];

/** `challenge_format`: a suggestion (box) question or a standard one. */
export type ChallengeFormat = 'standard' | 'suggestion';

/** Main categories that make a challenge caption-type. */
export const CAPTION_CATEGORIES = ['Funny', 'Inspiring', 'Insightful', 'Shocking'] as const;

/** Ideas one innovator may enter by default, and in QQ and topic challenges. */
export const DEFAULT_MAX_USER_IDEAS = 3;
export const QUICK_QUESTION_MAX_USER_IDEAS = 10;

/** A category as challenges carry it: a name or slug, or an object with either. */
export type CategoryRef = string | { readonly name?: string | null; readonly slug?: string | null };

/** The challenge fields the format rules read (the API's snake_case names). */
export interface ChallengeFormatFields {
  readonly solution_format?: SolutionFormat | null;
  readonly challenge_format?: ChallengeFormat | null;
  readonly caption_solution_format?: 'caption' | 'meme' | null;
  readonly main_category?: CategoryRef | null;
}

function categoryNames(category: CategoryRef | null | undefined): string[] {
  if (!category) return [];
  if (typeof category === 'string') return [category.toLowerCase()];
  return [category.name, category.slug]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toLowerCase());
}

/**
 * Caption-type: `caption_solution_format` is `caption`, or the main category is Funny,
 * Inspiring, Insightful or Shocking (by name or slug, any case).
 *
 * @example isCaptionType({ main_category: { name: 'Funny' } }) // true
 */
export function isCaptionType(challenge: ChallengeFormatFields): boolean {
  if (challenge.caption_solution_format === 'caption') return true;
  const captions = CAPTION_CATEGORIES.map((c) => c.toLowerCase());
  return categoryNames(challenge.main_category).some((name) => captions.includes(name));
}

/**
 * The caption format a chosen category implies: `caption` when the category id contains
 * "caption", otherwise null (the creation form syncs it 300 ms after the choice).
 */
export function captionFormatForCategory(categoryId: string | null | undefined): 'caption' | null {
  return categoryId?.toLowerCase().includes('caption') ? 'caption' : null;
}

/**
 * How many ideas one innovator may enter: 10 in QQ and topic challenges, otherwise 3.
 *
 * @example maxUserIdeas('qq') // 10
 */
export function maxUserIdeas(format: SolutionFormat | null | undefined): number {
  return format === 'qq' || format === 'topic'
    ? QUICK_QUESTION_MAX_USER_IDEAS
    : DEFAULT_MAX_USER_IDEAS;
}

/** The fields that decide whether a challenge is closed. */
export interface ChallengeClosingFields {
  readonly is_closed?: boolean | null;
  readonly state?: string | null;
  readonly status?: string | null;
  /** ISO date-time or epoch ms. */
  readonly duration_end?: string | number | null;
}

/**
 * Closed when `is_closed` is set, `state` or `status` is closed, or the end time has passed
 * at `now` (epoch ms, injected): the `closed` or `settled` phase of `challengePhase`.
 */
export function isChallengeClosed(challenge: ChallengeClosingFields, now: number): boolean {
  const phase = challengePhase(
    {
      isClosed: Boolean(challenge.is_closed) || challenge.state === 'closed',
      status: challenge.status ?? null,
      durationEnd: challenge.duration_end ?? null,
    },
    now,
  );
  return phase === 'closed' || phase === 'settled';
}

/** What the survey-mode offer needs to know. */
export interface SurveyModeInput {
  readonly challenge: ChallengeFormatFields &
    ChallengeClosingFields & { readonly idea_entry_fee?: number | string | null };
  /** The survey-mode feature flag for this user. */
  readonly surveyFlagEnabled: boolean;
  /** Only the owner sees the toggle. */
  readonly viewerIsOwner: boolean;
  readonly now: number;
}

/**
 * Survey mode is offered only on a plain challenge (standard format) that is open, not
 * caption-type, has no entry fee, with the feature flag on, and only to its owner.
 */
export function canOfferSurveyMode(input: SurveyModeInput): boolean {
  const { challenge } = input;
  const format = challenge.solution_format ?? 'standard';
  const fee = Number(challenge.idea_entry_fee ?? 0);
  return (
    input.viewerIsOwner &&
    input.surveyFlagEnabled &&
    format === 'standard' &&
    !isChallengeClosed(challenge, input.now) &&
    !isCaptionType(challenge) &&
    !(fee > 0)
  );
}
