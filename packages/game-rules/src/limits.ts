/**
 * Limits of ideas, prizes, assumptions and the creation form, as constants with validators.
 * Messages are the ones users see; the API answers them as field errors.
 */
import { parseMoney } from './money.js';
import { QUESTION_TITLE_MAX_LENGTH } from './question-title.js';
import { type FieldError, type Validated, validated } from './result.js';

export const REQUIRED_MESSAGE = 'This field is required';

/** Ideas. */
export const IDEA_TITLE_MAX_LENGTH = 180;
export const IDEA_DESCRIPTION_MAX_LENGTH = 5000;
export const IDEA_PURPOSE_MAX_LENGTH = 1000;

/** Question detail (the challenge description). */
export const QUESTION_DETAIL_MAX_LENGTH = 5000;

/** Prizes. */
export const PRIZE_TYPES = [
  'experience',
  'money',
  'food-and-drink',
  'gift',
  'other',
  'tickets',
  'co-author',
  'points',
] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];
export const DEFAULT_PRIZE_TYPE: PrizeType = 'points';
export const DEFAULT_PRIZE_MONEY = '0';
export const PRIZE_TITLE_MAX_LENGTH = 8;
export const PRIZE_DESCRIPTION_MAX_LENGTH = 1024;
/** The largest money prize one challenge may put up: $1,000,000. */
export const PRIZE_MONEY_MAX_CENTS = 100_000_000;

/** Core assumptions (who, why, what): optional, at least 100 characters when filled. */
export const ASSUMPTION_MIN_LENGTH = 100;
export const ASSUMPTION_MAX_LENGTH = 1000;
export const ASSUMPTION_FIELDS = ['assumption_who', 'assumption_why', 'assumption_what'] as const;

/** Deep dives. */
export const PERSONAL_REASON_STRENGTH = { min: 1, max: 10, default: 5 } as const;
export const STAKEHOLDER_REASON_STRENGTH = { min: -5, max: 5, default: 0 } as const;
export const DEMOGRAPH_AGE_RANGE = { min: 0, max: 100 } as const;
export const DEMOGRAPH_GENDERS = ['any', 'male', 'female', 'other'] as const;
export const FEASIBILITY_CHOICES = ['first', 'second', 'third'] as const;

/** Creation form defaults. */
export const INNOVATION_SCALES = ['blue-sky', 'moonshot', 'playful'] as const;
export type InnovationScale = (typeof INNOVATION_SCALES)[number];
export const DEFAULT_INNOVATION_SCALE: InnovationScale = 'blue-sky';
export const DEFAULT_DURATION_DAYS = 30;
export const DEFAULT_IDEA_ENTRY_FEE = 0;

/** Images. */
export const CHALLENGE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const CHALLENGE_IMAGE_WIDTH = 1200;
export const CHALLENGE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MEME_CANVAS_WIDTH = 500;

/** Forums: a new player needs one idea entered or five ideas rated to post. */
export const FORUM_MIN_IDEAS = 1;
export const FORUM_MIN_RATINGS = 5;

/** Retention and expiry. */
export const SCOUT_RETENTION_MONTHS = 9;
export const SCOUT_ID_STORAGE_DAYS = 270;
export const FRIEND_REQUEST_EXPIRY_DAYS = 30;

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function checkLength(
  errors: FieldError[],
  field: string,
  value: string,
  options: { required?: boolean; min?: number; max: number },
): void {
  if (value === '') {
    if (options.required) errors.push({ field, error: REQUIRED_MESSAGE });
    return;
  }
  if (options.min !== undefined && value.length < options.min) {
    errors.push({ field, error: `Write at least ${options.min} characters.` });
  }
  if (value.length > options.max) {
    errors.push({ field, error: `Write at most ${options.max} characters.` });
  }
}

export interface IdeaInput {
  readonly title?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly purpose?: string | null | undefined;
}

export interface IdeaFields {
  readonly title: string;
  readonly description: string;
  readonly purpose: string;
}

/**
 * An idea needs a title (at most 180 characters) and a description (at most 5000); the purpose
 * is optional (at most 1000). Values come back trimmed.
 */
export function validateIdea(input: IdeaInput): Validated<IdeaFields> {
  const value = {
    title: text(input.title),
    description: text(input.description),
    purpose: text(input.purpose),
  };
  const errors: FieldError[] = [];
  checkLength(errors, 'title', value.title, { required: true, max: IDEA_TITLE_MAX_LENGTH });
  checkLength(errors, 'description', value.description, {
    required: true,
    max: IDEA_DESCRIPTION_MAX_LENGTH,
  });
  checkLength(errors, 'purpose', value.purpose, { max: IDEA_PURPOSE_MAX_LENGTH });
  return validated(value, errors);
}

export interface PrizeInput {
  readonly prize_type?: string | null | undefined;
  readonly prize_title?: string | null | undefined;
  readonly prize_description?: string | null | undefined;
  readonly prize_money?: string | null | undefined;
}

export interface PrizeFields {
  readonly prize_type: PrizeType;
  readonly prize_title: string;
  readonly prize_description: string;
  /** `prize_money` in integer cents. */
  readonly prize_money_cents: number;
}

/**
 * A prize needs a type. Type `other` needs a title (at most 8 characters) and a description (at
 * most 1024). `prize_money` is a dollar string (default '0'); a `money` prize needs at least $1.
 */
export function validatePrize(input: PrizeInput): Validated<PrizeFields> {
  const errors: FieldError[] = [];
  const type = text(input.prize_type);
  if (type === '') errors.push({ field: 'prize_type', error: REQUIRED_MESSAGE });
  else if (!(PRIZE_TYPES as readonly string[]).includes(type)) {
    errors.push({ field: 'prize_type', error: 'Choose one of the prize types.' });
  }
  const isOther = type === 'other';
  const title = text(input.prize_title);
  const description = text(input.prize_description);
  checkLength(errors, 'prize_title', title, { required: isOther, max: PRIZE_TITLE_MAX_LENGTH });
  checkLength(errors, 'prize_description', description, {
    required: isOther,
    max: PRIZE_DESCRIPTION_MAX_LENGTH,
  });
  const money = parseMoney(text(input.prize_money) || DEFAULT_PRIZE_MONEY, 'prize_money');
  let cents = 0;
  if (!money.ok) errors.push(...money.errors);
  else {
    // Only a money prize carries money; an amount left over from switching types is dropped.
    cents = type === 'money' ? money.value : 0;
    if (type === 'money' && cents < 100) {
      errors.push({ field: 'prize_money', error: 'A money prize is at least $1.00.' });
    }
    if (cents > PRIZE_MONEY_MAX_CENTS) {
      errors.push({ field: 'prize_money', error: 'A money prize is at most $1,000,000.00.' });
    }
  }
  return validated(
    {
      prize_type: type as PrizeType,
      prize_title: title,
      prize_description: description,
      prize_money_cents: cents,
    },
    errors,
  );
}

export type AssumptionsInput = Partial<
  Readonly<Record<(typeof ASSUMPTION_FIELDS)[number], string | null>>
>;

/**
 * Core assumptions are optional; each one filled needs at least 100 characters (at most 1000).
 * Pass `required: true` when the assumptions step is in use: then all three are needed.
 */
export function validateAssumptions(
  input: AssumptionsInput,
  options: { required?: boolean } = {},
): Validated<Record<(typeof ASSUMPTION_FIELDS)[number], string>> {
  const errors: FieldError[] = [];
  const value = {} as Record<(typeof ASSUMPTION_FIELDS)[number], string>;
  for (const field of ASSUMPTION_FIELDS) {
    value[field] = text(input[field]);
    checkLength(errors, field, value[field], {
      required: options.required ?? false,
      min: ASSUMPTION_MIN_LENGTH,
      max: ASSUMPTION_MAX_LENGTH,
    });
  }
  return validated(value, errors);
}

/** The quick-question step needs a title and a detail. */
export function validateQuickQuestion(input: {
  readonly question_title?: string | null;
  readonly question_detail?: string | null;
}): Validated<{ question_title: string; question_detail: string }> {
  const value = {
    question_title: text(input.question_title),
    question_detail: text(input.question_detail),
  };
  const errors: FieldError[] = [];
  checkLength(errors, 'question_title', value.question_title, {
    required: true,
    max: QUESTION_TITLE_MAX_LENGTH,
  });
  checkLength(errors, 'question_detail', value.question_detail, {
    required: true,
    max: QUESTION_DETAIL_MAX_LENGTH,
  });
  return validated(value, errors);
}

/** Whether a player may post in the forums: one idea entered or five ideas rated. */
export function canPostInForums(activity: {
  readonly ideasEntered: number;
  readonly ideasRated: number;
}): boolean {
  return activity.ideasEntered >= FORUM_MIN_IDEAS || activity.ideasRated >= FORUM_MIN_RATINGS;
}
