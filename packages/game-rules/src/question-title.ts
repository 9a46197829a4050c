/**
 * Question titles. A challenge asks "How … could …?" or "What … could …?"; suggestion
 * questions and some categories must also promise something surprising.
 */
import type { ChallengeFormatFields } from './formats.js';
import { isCaptionType } from './formats.js';
import { type FieldError, type Validated, validated } from './result.js';

export const QUESTION_TITLE_MIN_LENGTH = 10;
export const QUESTION_TITLE_MAX_LENGTH = 180;

/** One of these words must appear in suggestion questions and in `SURPRISE_WORD_CATEGORIES`. */
export const SURPRISE_WORDS = ['unexpected', 'unique', 'unusual', 'surprising'] as const;

/** Category slugs whose questions must contain a surprise word. */
export const SURPRISE_WORD_CATEGORIES = ['inventions', 'creativity', 'unusual-uses'] as const;

const HOW_WHAT_COULD = /^\s*(?:how|what)\b[\s\S]*\bcould\b/i;
const SURPRISE = new RegExp(`\\b(?:${SURPRISE_WORDS.join('|')})\\b`, 'i');

export const QUESTION_TITLE_MESSAGES = {
  required: 'This field is required',
  tooShort: `The question needs at least ${QUESTION_TITLE_MIN_LENGTH} characters.`,
  tooLong: `The question can have at most ${QUESTION_TITLE_MAX_LENGTH} characters.`,
  howWhatCould: 'Start your question with "How" or "What" and use "could", e.g. "How could we…?"',
  surprise: `Your question must contain one of: ${SURPRISE_WORDS.join(', ')}.`,
} as const;

function needsSurpriseWord(context: ChallengeFormatFields): boolean {
  if (context.challenge_format === 'suggestion') return true;
  const category = context.main_category;
  const slug = typeof category === 'string' ? category : category?.slug;
  return (
    typeof slug === 'string' &&
    (SURPRISE_WORD_CATEGORIES as readonly string[]).includes(slug.toLowerCase())
  );
}

/**
 * Checks a question title in its challenge's context and returns it finalised (see
 * `finalizeQuestionTitle`). Caption-type and QQ (question-to-community) challenges are free
 * of the How/What … could form; improve-an-idea challenges have no title at all.
 *
 * @example validateQuestionTitle('How could we cut food waste', {}) // ok, 'How could we cut food waste?'
 * @example validateQuestionTitle('Cut food waste', {}).ok          // false
 */
export function validateQuestionTitle(
  title: string,
  context: ChallengeFormatFields,
  field = 'question_title',
): Validated<string> {
  const trimmed = title.trim();
  if (context.solution_format === 'improve' && trimmed === '') return { ok: true, value: '' };
  const errors: FieldError[] = [];
  if (trimmed === '') {
    return { ok: false, errors: [{ field, error: QUESTION_TITLE_MESSAGES.required }] };
  }
  if (trimmed.length < QUESTION_TITLE_MIN_LENGTH) {
    errors.push({ field, error: QUESTION_TITLE_MESSAGES.tooShort });
  }
  // The question mark appended by finalising counts too.
  if (finalizeQuestionTitle(trimmed).length > QUESTION_TITLE_MAX_LENGTH) {
    errors.push({ field, error: QUESTION_TITLE_MESSAGES.tooLong });
  }
  const free = isCaptionType(context) || context.solution_format === 'qq';
  if (!free && !HOW_WHAT_COULD.test(trimmed)) {
    errors.push({ field, error: QUESTION_TITLE_MESSAGES.howWhatCould });
  }
  if (needsSurpriseWord(context) && !SURPRISE.test(trimmed)) {
    errors.push({ field, error: QUESTION_TITLE_MESSAGES.surprise });
  }
  return validated(finalizeQuestionTitle(trimmed), errors);
}

/**
 * Trims a title and appends a question mark when it has none, as the preview shows it and
 * before sending. An empty title stays empty.
 *
 * @example finalizeQuestionTitle('  How could we help? ') // 'How could we help?'
 * @example finalizeQuestionTitle('How could we help')     // 'How could we help?'
 */
export function finalizeQuestionTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '' || trimmed.endsWith('?')) return trimmed;
  return `${trimmed}?`;
}
