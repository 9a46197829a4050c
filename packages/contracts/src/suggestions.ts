/**
 * The suggestion box (ask me anything): a player's one standing `ama` challenge. Signed-in
 * visitors send it questions or suggestions; its owner answers each once. An answered question
 * is public; an unanswered one is seen only by its asker and the box's owner.
 */
import * as v from 'valibot';
import {
  IdOrSlugSchema,
  IdSchema,
  optionalText,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
} from './common.js';

export const SUGGESTION_TITLE_MAX = 180;
export const SUGGESTION_DESCRIPTION_MAX = 5000;
export const SUGGESTION_INTRO_MAX = 1000;
export const SUGGESTION_ANSWER_MAX = 5000;
export const SUGGESTION_LIKE_MAX = 2000;

const PersonSchema = v.object({ id: IdSchema, handle: v.string() });

/** `POST /suggestion-boxes`: open your box with a short intro. */
export const SuggestionBoxInputSchema = v.strictObject({
  intro: requiredText(SUGGESTION_INTRO_MAX),
});
export type SuggestionBoxInput = v.InferInput<typeof SuggestionBoxInputSchema>;

/** `POST /{handle}/suggestions`: a question or suggestion for the box's owner. */
export const SuggestionInputSchema = v.strictObject({
  title: requiredText(SUGGESTION_TITLE_MAX),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        SUGGESTION_DESCRIPTION_MAX,
        `Write at most ${SUGGESTION_DESCRIPTION_MAX} characters.`,
      ),
    ),
    '',
  ),
});
export type SuggestionInput = v.InferInput<typeof SuggestionInputSchema>;

/**
 * `POST /comments/suggestions/{id}/feedback`: the owner's answer, final once given (kept as the
 * owner's mentoring of the question: `answer` is its "what could be improved").
 */
export const SuggestionAnswerInputSchema = v.strictObject({
  answer: requiredText(SUGGESTION_ANSWER_MAX),
  what_i_like: optionalText(SUGGESTION_LIKE_MAX),
});
export type SuggestionAnswerInput = v.InferInput<typeof SuggestionAnswerInputSchema>;

/** A box: its challenge, owner, intro and how many questions it holds. */
export const SuggestionBoxSchema = v.object({
  challenge_id: IdSchema,
  slug: v.string(),
  owner: PersonSchema,
  intro: v.string(),
  created_at: TimestampSchema,
  /** Questions received, answered or not. */
  questions: v.number(),
  answered: v.number(),
});
export type SuggestionBox = v.InferOutput<typeof SuggestionBoxSchema>;

/** `GET /{handle}/suggestions`: the user, and their box if they opened one. */
export const SuggestionBoxPageSchema = v.object({
  owner: v.object({ id: IdSchema, handle: v.string(), screen_name: v.string() }),
  box: v.nullable(SuggestionBoxSchema),
});
export type SuggestionBoxPage = v.InferOutput<typeof SuggestionBoxPageSchema>;

/** The owner's answer; its id is the mentoring's, rated with `PUT /feedbacks/{id}/rating`. */
export const SuggestionAnswerSchema = v.object({
  id: IdSchema,
  answer: v.string(),
  what_i_like: v.string(),
  created_at: TimestampSchema,
  /** The asker's rating of the answer, 0–5 (the mentoring scale), once given. */
  rating: v.nullable(v.number()),
});

export const SuggestionSchema = v.object({
  id: IdSchema,
  box: v.object({ challenge_id: IdSchema, slug: v.string(), owner: PersonSchema }),
  title: v.string(),
  description: v.string(),
  asker: PersonSchema,
  created_at: TimestampSchema,
  /** Whether the reader asked it. */
  mine: v.boolean(),
  answer: v.nullable(SuggestionAnswerSchema),
});
export type Suggestion = v.InferOutput<typeof SuggestionSchema>;

export const SuggestionAnsweredSchema = v.object({
  suggestion: SuggestionSchema,
  neurons_earned: v.number(),
});

export const SUGGESTION_STATES = ['all', 'answered', 'pending'] as const;

/**
 * `GET /{handle}/suggestions/priors`: the questions the reader may see (answered ones; their
 * own; all of them for the owner), unanswered first, then newest.
 */
export const SuggestionListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  state: v.optional(v.picklist(SUGGESTION_STATES, 'Pick all, answered or pending.'), 'all'),
});

/** `GET /suggestions/sent`: the questions you sent, in every box or one (its challenge). */
export const SentSuggestionQuerySchema = v.object({
  ...PageQuerySchema.entries,
  challenge: v.optional(IdOrSlugSchema),
});
