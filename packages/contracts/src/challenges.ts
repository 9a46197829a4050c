/**
 * Challenges as the creation form sends them and the API answers them, and the creation
 * form's drafts. Domain rules (titles, prizes, assumptions, ideas) come from game-rules.
 */
import {
  ASSUMPTION_MAX_LENGTH,
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_PURPOSE_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  INNOVATION_SCALES,
  PRIZE_DESCRIPTION_MAX_LENGTH,
  PRIZE_TYPES,
  QUESTION_DETAIL_MAX_LENGTH,
  QUESTION_TITLE_MAX_LENGTH,
  SOLUTION_FORMATS,
} from '@nervus/game-rules';
import * as v from 'valibot';
import { IdSchema, TimestampSchema } from './common.js';

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Write at most ${max} characters.`));
const optionalText = (max: number) => v.optional(v.nullable(text(max)));
// `url()` alone takes javascript: and data: addresses; an article is a web page.
const httpsUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.url('Enter a web address.'),
  v.regex(/^https?:\/\//i, 'Enter a web address.'),
);

export const ArticleSchema = v.strictObject({
  url: httpsUrl,
  title: optionalText(300),
  description: optionalText(2000),
  image_url: v.optional(v.nullable(httpsUrl)),
  keywords: v.optional(v.pipe(v.array(text(60)), v.maxLength(30))),
});

const DeepDivesSchema = v.pipe(
  v.record(v.picklist(['who', 'why', 'what']), v.unknown()),
  v.check((input) => JSON.stringify(input).length <= 20_000, 'The deep dives are too long.'),
);

/** The challenge part of the creation form. */
export const ChallengeInputSchema = v.strictObject({
  question_title: v.optional(text(QUESTION_TITLE_MAX_LENGTH + 1), ''),
  question_detail: v.optional(text(QUESTION_DETAIL_MAX_LENGTH), ''),
  solution_format: v.optional(v.picklist(SOLUTION_FORMATS), 'standard'),
  challenge_format: v.optional(v.picklist(['standard', 'suggestion']), 'standard'),
  platform_category: v.pipe(v.string(), v.trim(), v.nonEmpty('Category missing'), v.maxLength(120)),
  caption_solution_format: v.optional(v.nullable(v.picklist(['caption', 'meme']))),
  innovation_scale: v.optional(v.union([v.picklist(INNOVATION_SCALES), v.literal('')]), ''),
  primary_image: v.pipe(v.string(), v.trim(), v.nonEmpty('Image missing'), v.maxLength(2000)),
  image_credit: v.optional(
    v.strictObject({
      source: optionalText(200),
      user: optionalText(200),
      // May be relative: the built-in painter credits /about.
      link: optionalText(2000),
    }),
  ),
  tags: v.optional(v.pipe(v.array(text(40)), v.maxLength(20, 'Use at most 20 tags.')), []),
  duration_start: v.optional(TimestampSchema),
  duration_end: v.pipe(
    v.string(),
    v.nonEmpty('Duration missing'),
    v.isoTimestamp('Duration missing'),
  ),
  assumption_who: optionalText(ASSUMPTION_MAX_LENGTH),
  assumption_why: optionalText(ASSUMPTION_MAX_LENGTH),
  assumption_what: optionalText(ASSUMPTION_MAX_LENGTH),
  article: v.optional(v.nullable(ArticleSchema)),
  test_idea_format: optionalText(60),
  improve_purpose_idea: optionalText(IDEA_PURPOSE_MAX_LENGTH),
  topic_domain_space: optionalText(200),
});

export const PrizeInputSchema = v.strictObject({
  prize_type: v.pipe(
    v.string(),
    v.nonEmpty('Prize missing'),
    v.picklist(PRIZE_TYPES, 'Prize missing'),
  ),
  prize_title: optionalText(100),
  prize_description: optionalText(PRIZE_DESCRIPTION_MAX_LENGTH + 1),
  prize_money: v.optional(v.pipe(v.string(), v.maxLength(20)), '0'),
});

/**
 * An idea's image is one uploaded here (or a generated one): other players' browsers load it,
 * so an address elsewhere (a tracking pixel, say) is refused.
 */
export const OWN_IMAGE_PATTERN =
  /^\/api\/(files\/[0-9a-f-]{36}\/(cover|hero|small|thumbnail)|images\/generated\/[0-9a-f]{1,64})(\?[\w=&.%-]{0,200})?$/;

export const IdeaInputSchema = v.strictObject({
  title: optionalText(IDEA_TITLE_MAX_LENGTH + 1),
  description: optionalText(IDEA_DESCRIPTION_MAX_LENGTH + 1),
  purpose: optionalText(IDEA_PURPOSE_MAX_LENGTH + 1),
  primary_image: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(''),
          v.pipe(v.string(), v.trim(), v.regex(OWN_IMAGE_PATTERN, 'Upload the image here.')),
        ],
        'Upload the image here.',
      ),
    ),
  ),
});

/** `POST /challenges`: the whole creation form. */
export const ChallengeCreateInputSchema = v.strictObject({
  challenge: ChallengeInputSchema,
  prize: PrizeInputSchema,
  idea: v.optional(v.nullable(IdeaInputSchema)),
  deep_dives: v.optional(v.nullable(DeepDivesSchema)),
  idea_entry_process: v.optional(
    v.strictObject({
      idea_entry_fee: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
        0,
      ),
      idea_entry_type: v.optional(v.picklist(['idea_entry_fee']), 'idea_entry_fee'),
    }),
  ),
  platform_domain: v.optional(v.pipe(v.string(), v.maxLength(120))),
  article_skiped: v.optional(v.boolean()),
  platform_destinations: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(120))), v.maxLength(10)),
  ),
  location: optionalText(200),
  /**
   * The server draft this form was resumed from. A promotion draft credits the promoted
   * idea's author as co-author; the credit comes only from the server's promotion record.
   */
  draft_id: v.optional(IdSchema),
});
export type ChallengeCreateInput = v.InferOutput<typeof ChallengeCreateInputSchema>;

/** A challenge as the API answers it. */
export const ChallengeSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  question_title: v.string(),
  question_detail: v.string(),
  solution_format: v.string(),
  challenge_format: v.string(),
  main_category: v.nullable(v.object({ id: IdSchema, slug: v.string(), name: v.string() })),
  caption_solution_format: v.nullable(v.string()),
  primary_image: v.nullable(v.string()),
  image_credit: v.nullable(
    v.object({
      source: v.nullable(v.string()),
      user: v.nullable(v.string()),
      link: v.nullable(v.string()),
    }),
  ),
  tags: v.array(v.string()),
  duration_start: TimestampSchema,
  duration_end: TimestampSchema,
  is_closed: v.boolean(),
  status: v.picklist(['open', 'closed']),
  innovation_scale: v.string(),
  assumption_who: v.nullable(v.string()),
  assumption_why: v.nullable(v.string()),
  assumption_what: v.nullable(v.string()),
  article: v.nullable(v.unknown()),
  deep_dives: v.nullable(v.unknown()),
  prize: v.object({
    prize_type: v.string(),
    prize_title: v.nullable(v.string()),
    prize_description: v.nullable(v.string()),
    prize_money: v.string(),
  }),
  /** The entry fee in cents; above 0 the challenge is gated (calls `entryFee`, `payEntryFee`). */
  idea_entry_fee: v.number(),
  max_user_ideas: v.number(),
  improve_purpose_idea: v.nullable(v.string()),
  test_idea_format: v.nullable(v.string()),
  catalyst_id: IdSchema,
  catalyst: v.object({
    id: IdSchema,
    handle: v.string(),
    first_name: v.nullable(v.string()),
    last_name: v.nullable(v.string()),
  }),
  platforms: v.array(v.string()),
  /** The innovator whose promoted QQ idea became this question. */
  co_author: v.nullable(
    v.object({ id: IdSchema, handle: v.string(), first_name: v.nullable(v.string()) }),
  ),
  created_at: TimestampSchema,
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

export const ChallengeCreatedSchema = v.object({
  challenge: ChallengeSchema,
  /** Neurons the catalyst earned for publishing (0 when this was a repeated submission). */
  neurons_earned: v.number(),
});

export const DRAFT_ORIGINS = ['challenge-creation-flow', 'challenge-promotion-flow', 'qq'] as const;

const DraftContentSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((content) => JSON.stringify(content).length <= 100_000, 'The draft is too large.'),
);

export const DraftInputSchema = v.strictObject({
  origin: v.picklist(DRAFT_ORIGINS),
  draft_type: v.literal('challenge'),
  content: DraftContentSchema,
});

export const DraftSchema = v.object({
  _id: IdSchema,
  origin: v.picklist(DRAFT_ORIGINS),
  draft_type: v.literal('challenge'),
  content: v.record(v.string(), v.unknown()),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});

export const DraftQuerySchema = v.object({
  draft_type: v.optional(v.literal('challenge'), 'challenge'),
});

/** `POST /challenges/article`: the address of an article to tie the challenge to. */
export const ArticleRequestSchema = v.strictObject({
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field is required'),
    v.maxLength(2000),
    v.url('Enter a web address.'),
  ),
});

export const ArticlePreviewSchema = v.object({
  url: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  keywords: v.array(v.string()),
});

export const CategorifyQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(500)),
});

export const CategorySuggestionSchema = v.object({
  category: v.nullable(v.object({ id: IdSchema, slug: v.string(), name: v.string() })),
});

export const IMAGE_KINDS = ['challenge', 'idea', 'avatar', 'masthead', 'meme'] as const;

/** `POST /files/image-upload`: ask for an address to upload one image to. */
export const ImageUploadRequestSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(200)),
  type: v.picklist(['image/jpeg', 'image/png', 'image/gif'], 'Use a JPEG, PNG or GIF image.'),
  kind: v.picklist(IMAGE_KINDS),
});

export const ImageUploadTicketSchema = v.object({
  /** PUT the file here (with the headers) within 15 minutes. */
  signed_url: v.string(),
  headers: v.record(v.string(), v.string()),
  /** Where the image will be served (cover size). */
  url: v.string(),
});

/** `GET /images/random`: pictures for the question's keywords (20 by default; the form shows 6). */
export const RandomImagesQuerySchema = v.object({
  keywords: v.pipe(v.optional(v.string(), ''), v.maxLength(300)),
  total: v.pipe(
    v.optional(v.string(), '20'),
    v.regex(/^\d{1,2}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.number(),
    v.minValue(1),
    v.maxValue(30),
  ),
});

export const RandomImageSchema = v.object({
  small: v.string(),
  full: v.string(),
  source: v.string(),
  user: v.object({ name: v.string(), link: v.string() }),
});
