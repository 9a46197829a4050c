/**
 * The details a catalyst may change on a published challenge, checked with the creation form's
 * rules. Caption-type challenges keep their title and description: their picture is the question.
 */
import type { ChallengeUpdateInput } from '@nervus/contracts';
import {
  captionFormatForCategory,
  type FieldError,
  isCaptionType,
  type SolutionFormat,
  validatePrize,
  validateQuestionTitle,
  validateQuickQuestion,
} from '@nervus/game-rules';
import type { challenges } from '../../db/schema.js';

type ChallengeRow = typeof challenges.$inferSelect;

export const CAPTION_LOCKED = 'A caption challenge keeps its title and description.';

const centsText = (cents: number) => (cents / 100).toFixed(2);

/** The columns to set, or the field errors (422) when any change breaks a rule. */
export function checkDetails(
  challenge: ChallengeRow,
  category: { slug: string; name: string } | null,
  input: ChallengeUpdateInput,
):
  | { ok: true; set: Partial<typeof challenges.$inferInsert> }
  | { ok: false; errors: FieldError[] } {
  const context = {
    solution_format: challenge.solutionFormat as SolutionFormat,
    challenge_format: challenge.challengeFormat as 'standard' | 'suggestion',
    caption_solution_format: challenge.captionSolutionFormat as 'caption' | 'meme' | null,
    main_category: category,
  };
  const caption = isCaptionType(context) || captionFormatForCategory(category?.slug) === 'caption';
  const errors: FieldError[] = [];
  const set: Partial<typeof challenges.$inferInsert> = {};

  if (caption) {
    for (const field of ['question_title', 'question_detail'] as const)
      if (input[field] !== undefined) errors.push({ field, error: CAPTION_LOCKED });
  } else {
    if (input.question_title !== undefined) {
      const title = validateQuestionTitle(input.question_title, context);
      if (!title.ok) errors.push(...title.errors);
      else
        set.questionTitle =
          title.value ||
          // An improve-an-idea question may be untitled: it then goes by its idea's title.
          (typeof challenge.idea?.title === 'string' ? challenge.idea.title.trim() : '') ||
          challenge.questionTitle;
    }
    if (input.question_detail !== undefined) set.questionDetail = input.question_detail;
    if (challenge.solutionFormat === 'qq') {
      const quick = validateQuickQuestion({
        question_title: set.questionTitle ?? challenge.questionTitle,
        question_detail: set.questionDetail ?? challenge.questionDetail,
      });
      if (!quick.ok)
        errors.push(...quick.errors.filter((e) => !errors.some((x) => x.field === e.field)));
    }
  }
  if (input.tags !== undefined) set.tags = [...new Set(input.tags)];
  if (input.primary_image !== undefined) {
    set.primaryImage = input.primary_image;
    // A new picture without a credit must not keep the old picture's credit.
    if (input.image_credit === undefined) set.imageCredit = null;
  }
  if (input.image_credit !== undefined)
    set.imageCredit = input.image_credit
      ? {
          source: input.image_credit.source ?? null,
          user: input.image_credit.user ?? null,
          link: input.image_credit.link ?? null,
        }
      : null;
  if (input.prize_description !== undefined) {
    const prize = validatePrize({
      prize_type: challenge.prizeType,
      prize_title: challenge.prizeTitle,
      prize_description: input.prize_description,
      prize_money: centsText(challenge.prizeMoneyCents),
    });
    if (!prize.ok) errors.push(...prize.errors.filter((e) => e.field === 'prize_description'));
    set.prizeDescription = input.prize_description || null;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, set };
}
