/**
 * Server-made creation drafts. The creation flow resumes a draft by putting its content in the
 * form as is, so the content has the form's shape (`CreationForm` in
 * apps/web/src/features/create/form-state.ts); change both together.
 */
import { DEFAULT_DURATION_DAYS, DEFAULT_INNOVATION_SCALE, formatCents } from '@nervus/game-rules';
import type { challenges } from '../../db/schema.js';

type ChallengeRow = typeof challenges.$inferSelect;

/** The variants the creation flow has steps for; other formats are started as standard. */
const VARIANTS = ['standard', 'qq', 'test-an-idea', 'improve'] as const;
type Variant = (typeof VARIANTS)[number];

const variantOf = (format: string): Variant =>
  (VARIANTS as readonly string[]).includes(format) ? (format as Variant) : 'standard';

/** A fresh duration, as a new form gets: the default number of days from today. */
function defaultDurationEnd(now: Date): string {
  return new Date(now.getTime() + DEFAULT_DURATION_DAYS * 86_400_000).toISOString().slice(0, 10);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function articleOf(article: Record<string, unknown> | null) {
  if (!article || typeof article.url !== 'string') return null;
  return {
    url: article.url,
    title: typeof article.title === 'string' ? article.title : null,
    description: typeof article.description === 'string' ? article.description : null,
    image_url: typeof article.image_url === 'string' ? article.image_url : null,
    keywords: Array.isArray(article.keywords)
      ? article.keywords.filter((k): k is string => typeof k === 'string')
      : [],
  };
}

/**
 * A copy of a challenge as a new draft: its question, category, image, scale, assumptions,
 * deep dives, prize, entry fee, article and the catalyst's own idea. The crowd's ideas are not
 * part of a challenge row, so they never come along; the duration starts afresh.
 */
export function duplicateContent(
  row: ChallengeRow,
  category: { slug: string; name: string } | null,
  now: Date,
): Record<string, unknown> {
  const idea = row.idea ?? {};
  return {
    challenge: {
      slug: null,
      question_title: row.questionTitle,
      question_detail: row.questionDetail,
      solution_format: variantOf(row.solutionFormat),
      platform_category: category?.slug ?? '',
      category_name: category?.name ?? '',
      caption_solution_format:
        row.captionSolutionFormat === 'caption' || row.captionSolutionFormat === 'meme'
          ? row.captionSolutionFormat
          : null,
      innovation_scale: row.solutionFormat === 'qq' ? '' : row.innovationScale,
      primary_image: row.primaryImage ?? '',
      image_credit: row.imageCredit ?? null,
      tags: [...row.tags],
      duration_end: defaultDurationEnd(now),
      assumption_who: row.assumptionWho ?? '',
      assumption_why: row.assumptionWhy ?? '',
      assumption_what: row.assumptionWhat ?? '',
      article: articleOf(row.article),
      improve_purpose_idea: row.improvePurposeIdea ?? '',
    },
    idea: {
      title: str(idea.title),
      description: str(idea.description),
      purpose: str(idea.purpose),
    },
    deep_dives: row.deepDives ?? {},
    prize: {
      prize_type: row.prizeType,
      prize_title: row.prizeTitle ?? '',
      prize_description: row.prizeDescription ?? '',
      prize_money: formatCents(row.prizeMoneyCents).replace(/[$,]/g, ''),
    },
    idea_entry_process: { idea_entry_fee: row.ideaEntryFeeCents },
    article_skiped: false,
    location: '',
    steps: {},
  };
}

/**
 * A new question from a promoted QQ idea: its title and description become the question, in
 * the QQ challenge's category, with the idea's picture (or the challenge's) and its tags.
 */
export function promotionContent(
  idea: { title: string; description: string; primaryImage: string | null },
  source: ChallengeRow,
  category: { slug: string; name: string } | null,
  now: Date,
): Record<string, unknown> {
  return {
    challenge: {
      slug: null,
      question_title: idea.title,
      question_detail: idea.description,
      solution_format: 'standard',
      platform_category: category?.slug ?? '',
      category_name: category?.name ?? '',
      caption_solution_format: null,
      innovation_scale: DEFAULT_INNOVATION_SCALE,
      primary_image: idea.primaryImage ?? source.primaryImage ?? '',
      image_credit: idea.primaryImage ? null : (source.imageCredit ?? null),
      tags: [...source.tags],
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
