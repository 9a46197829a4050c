/**
 * The creation form's rules on the server: the same game-rules the page uses, and the spec's
 * required tiles with their messages.
 */
import type { ChallengeCreateInput } from '@nervus/contracts';
import {
  captionFormatForCategory,
  type FieldError,
  isCaptionType,
  validateAssumptions,
  validateIdea,
  validatePrize,
  validateQuestionTitle,
  validateQuickQuestion,
} from '@nervus/game-rules';

export const TILE_MESSAGES = {
  category: 'Category missing',
  image: 'Image missing',
  duration: 'Duration missing',
  prize: 'Prize missing',
  caption: 'Caption missing',
  scale: 'Scale missing',
} as const;

/** The longest a challenge may run. */
export const MAX_DURATION_DAYS = 366;

export interface ValidChallenge {
  readonly title: string;
  readonly captionType: boolean;
  readonly prizeMoneyCents: number;
  readonly start: Date;
  readonly end: Date;
}

export function checkChallenge(
  input: ChallengeCreateInput,
  category: { slug: string; name: string } | null,
  now: Date,
): { ok: true; value: ValidChallenge } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const c = input.challenge;
  const push = (prefix: string, list: readonly FieldError[]) => {
    for (const e of list) errors.push({ field: `${prefix}.${e.field}`, error: e.error });
  };
  if (!category)
    errors.push({ field: 'challenge.platform_category', error: TILE_MESSAGES.category });
  // An ask-me-anything is a player's standing suggestion box, opened on their mentor page
  // (`POST /suggestion-boxes`), never published through the creation form.
  if (c.solution_format === 'ama')
    errors.push({
      field: 'challenge.solution_format',
      error: 'Open your suggestion box on your mentor page instead.',
    });

  const captionFormat = c.caption_solution_format ?? null;
  const captionType =
    isCaptionType({
      caption_solution_format: captionFormat,
      main_category: category ? { name: category.name, slug: category.slug } : null,
    }) || captionFormatForCategory(category?.slug) === 'caption';
  if (captionType && !captionFormat) {
    errors.push({ field: 'challenge.caption_solution_format', error: TILE_MESSAGES.caption });
  }
  if (!captionType && c.solution_format !== 'qq' && c.innovation_scale === '') {
    errors.push({ field: 'challenge.innovation_scale', error: TILE_MESSAGES.scale });
  }

  let title = '';
  if (c.solution_format === 'qq') {
    const quick = validateQuickQuestion({
      question_title: c.question_title,
      question_detail: c.question_detail,
    });
    if (!quick.ok) push('challenge', quick.errors);
  }
  const titleCheck = validateQuestionTitle(c.question_title, {
    solution_format: c.solution_format,
    challenge_format: c.challenge_format,
    caption_solution_format: captionFormat,
    main_category: category ? { name: category.name, slug: category.slug } : null,
  });
  if (titleCheck.ok) title = titleCheck.value;
  else push('challenge', titleCheck.errors);

  const ideaNeeded = c.solution_format === 'improve' || c.solution_format === 'test-an-idea';
  const idea = input.idea;
  const ideaGiven = Boolean(idea && (idea.title || idea.description || idea.purpose));
  if (ideaNeeded || ideaGiven) {
    const ideaCheck = validateIdea({
      title: idea?.title ?? '',
      description: idea?.description ?? '',
      purpose: idea?.purpose ?? '',
    });
    if (!ideaCheck.ok) push('idea', ideaCheck.errors);
  }

  const prize = validatePrize(input.prize);
  if (!prize.ok) push('prize', prize.errors);

  const assumptions = validateAssumptions({
    assumption_who: c.assumption_who ?? null,
    assumption_why: c.assumption_why ?? null,
    assumption_what: c.assumption_what ?? null,
  });
  if (!assumptions.ok) push('challenge', assumptions.errors);

  const start = c.duration_start ? new Date(c.duration_start) : now;
  const end = new Date(c.duration_end);
  if (!(end.getTime() > now.getTime()) || !(end.getTime() > start.getTime())) {
    errors.push({
      field: 'challenge.duration_end',
      error: 'The challenge must end in the future.',
    });
  } else if (end.getTime() - start.getTime() > MAX_DURATION_DAYS * 86_400_000) {
    errors.push({
      field: 'challenge.duration_end',
      error: `A challenge runs at most ${MAX_DURATION_DAYS} days.`,
    });
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title: title || (idea?.title ?? '').trim(),
      captionType,
      prizeMoneyCents: prize.ok ? prize.value.prize_money_cents : 0,
      start,
      end,
    },
  };
}
