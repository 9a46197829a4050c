/**
 * The challenge creation form's state and rules, free of React: the draft's shape, defaults,
 * the steps of each variant, step completion, the required tiles and what is sent on publish.
 */
import type { CallBody } from '@nervus/contracts';
import {
  DEFAULT_DURATION_DAYS,
  DEFAULT_INNOVATION_SCALE,
  finalizeQuestionTitle,
  isCaptionType,
} from '@nervus/game-rules';

export type Variant = 'standard' | 'qq' | 'test-an-idea' | 'improve';

export type StepId =
  | 'category'
  | 'question-description'
  | 'assumptions'
  | 'image'
  | 'your-idea'
  | 'purpose'
  | 'innovation-scale'
  | 'article-source'
  | 'duration'
  | 'money-prizes'
  | 'caption-format'
  | 'publish'
  | 'share';

export interface CreationForm {
  challenge: {
    slug: string | null;
    question_title: string;
    question_detail: string;
    solution_format: Variant;
    platform_category: string;
    category_name: string;
    caption_solution_format: 'caption' | 'meme' | null;
    innovation_scale: string;
    primary_image: string;
    image_credit: { source: string | null; user: string | null; link: string | null } | null;
    tags: string[];
    duration_end: string;
    assumption_who: string;
    assumption_why: string;
    assumption_what: string;
    article: {
      url: string;
      title: string | null;
      description: string | null;
      image_url: string | null;
      keywords: string[];
    } | null;
    improve_purpose_idea: string;
  };
  idea: { title: string; description: string; purpose: string };
  deep_dives: Record<string, unknown>;
  prize: {
    prize_type: string;
    prize_title: string;
    prize_description: string;
    prize_money: string;
  };
  idea_entry_process: { idea_entry_fee: number };
  article_skiped: boolean;
  /** The place a local-civics question is about. */
  location: string;
  steps: Partial<Record<StepId, boolean>>;
}

export const DRAFT_STORAGE_KEY = 'challenge:creation-flow:draft';

/** Step ids in order, per variant (spec §2). */
export const STEPS: Readonly<Record<Variant, readonly StepId[]>> = {
  standard: [
    'category',
    'question-description',
    'assumptions',
    'image',
    'your-idea',
    'innovation-scale',
    'article-source',
    'duration',
    'money-prizes',
    'caption-format',
    'publish',
    'share',
  ],
  qq: ['category', 'question-description', 'image', 'duration', 'money-prizes', 'publish', 'share'],
  'test-an-idea': [
    'category',
    'your-idea',
    'question-description',
    'assumptions',
    'image',
    'innovation-scale',
    'duration',
    'money-prizes',
    'publish',
    'share',
  ],
  improve: [
    'category',
    'your-idea',
    'purpose',
    'question-description',
    'assumptions',
    'image',
    'innovation-scale',
    'article-source',
    'duration',
    'money-prizes',
    'publish',
    'share',
  ],
};

/** Steps that may be skipped. */
export const OPTIONAL_STEPS: ReadonlySet<StepId> = new Set([
  'assumptions',
  'your-idea',
  'article-source',
  'purpose',
]);

export function defaultDurationEnd(now: Date): string {
  const end = new Date(now.getTime() + DEFAULT_DURATION_DAYS * 86_400_000);
  return end.toISOString().slice(0, 10);
}

export function emptyForm(variant: Variant, now: Date): CreationForm {
  return {
    challenge: {
      slug: null,
      question_title: '',
      question_detail: '',
      solution_format: variant,
      platform_category: '',
      category_name: '',
      caption_solution_format: null,
      // The spec's default; quick questions have no scale.
      innovation_scale: variant === 'qq' ? '' : DEFAULT_INNOVATION_SCALE,
      primary_image: '',
      image_credit: null,
      tags: [],
      duration_end: defaultDurationEnd(now),
      assumption_who: '',
      assumption_why: '',
      assumption_what: '',
      article: null,
      improve_purpose_idea: '',
    },
    idea: { title: '', description: '', purpose: '' },
    deep_dives: {},
    prize: { prize_type: 'points', prize_title: '', prize_description: '', prize_money: '0' },
    idea_entry_process: { idea_entry_fee: 0 },
    article_skiped: false,
    location: '',
    steps: {},
  };
}

export function captionType(form: CreationForm): boolean {
  return (
    isCaptionType({
      caption_solution_format: form.challenge.caption_solution_format,
      main_category: { name: form.challenge.category_name, slug: form.challenge.platform_category },
    }) || form.challenge.platform_category.includes('caption')
  );
}

/** The steps shown: innovation scale is hidden for captions and QQ; caption format only for captions. */
export function visibleSteps(form: CreationForm): StepId[] {
  const caption = captionType(form);
  return STEPS[form.challenge.solution_format].filter((step) => {
    if (step === 'innovation-scale') return !caption;
    if (step === 'caption-format') return caption;
    return true;
  });
}

export interface Tile {
  readonly step: StepId;
  readonly message: string;
}

/** The required tiles that are not filled, with the spec's messages. */
export function missingTiles(form: CreationForm): Tile[] {
  const c = form.challenge;
  const tiles: Tile[] = [];
  if (!c.platform_category) tiles.push({ step: 'category', message: 'Category missing' });
  if (c.solution_format !== 'improve' && !c.question_title.trim())
    tiles.push({ step: 'question-description', message: 'Question missing' });
  if (c.solution_format === 'qq' && !c.question_detail.trim())
    tiles.push({ step: 'question-description', message: 'Description missing' });
  if (
    (c.solution_format === 'improve' || c.solution_format === 'test-an-idea') &&
    (!form.idea.title.trim() || !form.idea.description.trim())
  ) {
    tiles.push({ step: 'your-idea', message: 'Idea missing' });
  }
  if (!c.primary_image) tiles.push({ step: 'image', message: 'Image missing' });
  if (!c.duration_end) tiles.push({ step: 'duration', message: 'Duration missing' });
  if (!form.prize.prize_type) tiles.push({ step: 'money-prizes', message: 'Prize missing' });
  const caption = captionType(form);
  if (caption && !c.caption_solution_format)
    tiles.push({ step: 'caption-format', message: 'Caption missing' });
  if (!caption && c.solution_format !== 'qq' && !c.innovation_scale)
    tiles.push({ step: 'innovation-scale', message: 'Scale missing' });
  return tiles;
}

/** A line of what the author wrote for a step, shown on its overview tile; null when none. */
export function tileSummary(form: CreationForm, step: StepId): string | null {
  const c = form.challenge;
  const text = (() => {
    switch (step) {
      case 'category':
        return [c.category_name, form.location].filter(Boolean).join(' · ');
      case 'question-description':
        return c.question_title;
      case 'assumptions':
        return c.assumption_who || c.assumption_why || c.assumption_what;
      case 'your-idea':
        return form.idea.title;
      case 'purpose':
        return c.improve_purpose_idea;
      case 'article-source':
        return c.article ? c.article.title || c.article.url : '';
      case 'duration':
        return c.duration_end;
      case 'money-prizes':
        return form.prize.prize_title;
      default:
        return '';
    }
  })().trim();
  if (!text) return null;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Whether a step is done: derived from its fields; a published challenge has them all. */
export function stepComplete(form: CreationForm, step: StepId): boolean {
  const c = form.challenge;
  if (c.slug) return true;
  switch (step) {
    case 'category':
      return Boolean(c.platform_category);
    case 'question-description':
      return (
        Boolean(c.question_title.trim() || c.solution_format === 'improve') &&
        Boolean(c.question_detail.trim())
      );
    case 'assumptions':
      return Boolean(c.assumption_who || c.assumption_why || c.assumption_what);
    case 'image':
      return Boolean(c.primary_image);
    case 'your-idea':
      return Boolean(form.idea.title.trim() && form.idea.description.trim());
    case 'purpose':
      return Boolean(c.improve_purpose_idea.trim());
    case 'innovation-scale':
      return Boolean(c.innovation_scale);
    case 'article-source':
      return Boolean(c.article) || form.article_skiped;
    case 'duration':
    case 'money-prizes':
      return Boolean(form.steps[step]);
    case 'caption-format':
      return Boolean(c.caption_solution_format);
    default:
      return false;
  }
}

type Body = CallBody<'createChallenge'>;

/**
 * What the form sends (the spec's "Before sending"): the title finalised with its question
 * mark, blue-sky when no scale was chosen, the article and challenge images filling each other
 * in for non-caption questions, the duration as the end of the chosen day.
 */
export function beforeSending(form: CreationForm, platformId: string): Body {
  const c = form.challenge;
  const caption = captionType(form);
  let primary = c.primary_image;
  let article = c.article;
  if (!caption && article) {
    if (!article.image_url && primary) article = { ...article, image_url: primary };
    if (!primary && article.image_url) primary = article.image_url;
  }
  const ideaGiven = form.idea.title.trim() || form.idea.description.trim();
  return {
    challenge: {
      question_title:
        c.solution_format === 'improve' && !c.question_title.trim()
          ? ''
          : finalizeQuestionTitle(c.question_title),
      question_detail: c.question_detail,
      solution_format: c.solution_format,
      platform_category: c.platform_category,
      caption_solution_format: c.caption_solution_format,
      innovation_scale: (c.innovation_scale ||
        (caption || c.solution_format === 'qq'
          ? ''
          : DEFAULT_INNOVATION_SCALE)) as Body['challenge']['innovation_scale'] & string,
      primary_image: primary,
      ...(c.image_credit ? { image_credit: c.image_credit } : {}),
      tags: c.tags,
      duration_end: c.duration_end ? new Date(`${c.duration_end}T23:59:59.000Z`).toISOString() : '',
      assumption_who: c.assumption_who || null,
      assumption_why: c.assumption_why || null,
      assumption_what: c.assumption_what || null,
      article: article,
      improve_purpose_idea: c.improve_purpose_idea || null,
    },
    prize: {
      prize_type: form.prize.prize_type as Body['prize']['prize_type'],
      prize_title: form.prize.prize_title || null,
      prize_description: form.prize.prize_description || null,
      prize_money: form.prize.prize_money || '0',
    },
    idea: ideaGiven
      ? {
          title: form.idea.title,
          description: form.idea.description,
          purpose: form.idea.purpose || null,
        }
      : null,
    deep_dives:
      Object.keys(form.deep_dives).length > 0 ? (form.deep_dives as Body['deep_dives']) : null,
    idea_entry_process: { idea_entry_fee: form.idea_entry_process.idea_entry_fee },
    platform_domain: platformId,
    article_skiped: form.article_skiped,
    ...(form.location ? { location: form.location } : {}),
  };
}

/** The fields that mark the form dirty (spec §5). */
export function isDirty(form: CreationForm): boolean {
  const c = form.challenge;
  return Boolean(
    c.assumption_what ||
      c.assumption_who ||
      c.assumption_why ||
      c.primary_image ||
      form.idea.description ||
      c.tags.length > 0 ||
      form.idea.title,
  );
}
