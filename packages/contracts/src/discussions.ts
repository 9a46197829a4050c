/**
 * Discussions: messages under a context (for now a challenge), one level of replies, votes of
 * seven kinds and reports. A message can be edited by its author until someone else replies to
 * it or votes on it; a removed message stays in its thread as "removed".
 */
import * as v from 'valibot';
import { IdSchema, PageQuerySchema, requiredText, TimestampSchema } from './common.js';

/** The longest message body, in characters. */
export const DISCUSSION_BODY_MAX = 5000;

/** What a discussion can hang under; more contexts (ideas, topics) can join this list. */
export const DISCUSSION_CONTEXTS = ['challenge'] as const;
export type DiscussionContext = (typeof DISCUSSION_CONTEXTS)[number];

/** The spec's vote kinds, in the order they are shown. */
export const DISCUSSION_VOTE_KINDS = [
  'insightful',
  'helpful',
  'funny',
  'off-topic',
  'ai-slop',
  'uncivil',
  'antisocial',
] as const;
export type DiscussionVoteKind = (typeof DISCUSSION_VOTE_KINDS)[number];

/** Why a message is reported. */
export const REPORT_REASONS = [
  'spam',
  'off-topic',
  'ai-slop',
  'uncivil',
  'antisocial',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const DISCUSSION_SORTS = ['recent', 'insightful'] as const;

const VoteKindSchema = v.picklist(DISCUSSION_VOTE_KINDS, 'Choose one of the vote kinds.');

/** `GET .../messages`: `recent` (newest first) or `insightful` (messages with insightful votes). */
export const DiscussionQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: v.optional(v.picklist(DISCUSSION_SORTS, 'Sort by recent or insightful.'), 'recent'),
});

/** `POST .../messages`: a message, or a reply when `parent_id` names a top-level message. */
export const DiscussionMessageInputSchema = v.strictObject({
  body: requiredText(DISCUSSION_BODY_MAX),
  parent_id: v.optional(v.nullable(IdSchema)),
});
export type DiscussionMessageInput = v.InferInput<typeof DiscussionMessageInputSchema>;

/** `PUT .../messages/{id}`: the new body. */
export const DiscussionEditInputSchema = v.strictObject({
  body: requiredText(DISCUSSION_BODY_MAX),
});

const AuthorSchema = v.object({
  id: IdSchema,
  handle: v.string(),
  first_name: v.nullable(v.string()),
});

/** Votes per kind: every kind is present, 0 when nobody voted it. */
export const DiscussionVoteCountsSchema = v.object(
  Object.fromEntries(DISCUSSION_VOTE_KINDS.map((kind) => [kind, v.number()])) as Record<
    DiscussionVoteKind,
    v.NumberSchema<undefined>
  >,
);

/**
 * A message as a reader sees it. A removed message keeps its place (and its replies) but loses
 * its author, body and votes.
 */
export const DiscussionMessageSchema = v.object({
  id: IdSchema,
  context_type: v.picklist(DISCUSSION_CONTEXTS),
  context_id: IdSchema,
  parent_id: v.nullable(IdSchema),
  author: v.nullable(AuthorSchema),
  body: v.string(),
  removed: v.boolean(),
  created_at: TimestampSchema,
  edited_at: v.nullable(TimestampSchema),
  reply_count: v.number(),
  votes: DiscussionVoteCountsSchema,
  /** The viewer's own votes on it (empty for visitors). */
  my_votes: v.array(VoteKindSchema),
  /** Whether the viewer wrote it. */
  mine: v.boolean(),
  /** Whether the viewer may still edit it: theirs, and nobody else replied or voted yet. */
  editable: v.boolean(),
});
export type DiscussionMessage = v.InferOutput<typeof DiscussionMessageSchema>;

/** `GET .../meta`: counts for the tabs, and whether the viewer may post. */
export const DiscussionMetaSchema = v.object({
  message_count: v.number(),
  insightful_count: v.number(),
  /** Null for visitors (they must sign in first). */
  can_post: v.nullable(v.boolean()),
  /** Why the viewer may not post yet, when they may not. */
  post_blocked_reason: v.nullable(v.string()),
});

/** `POST /vote/votes`: vote a kind on someone else's message (again is a no-op). */
export const DiscussionVoteInputSchema = v.strictObject({
  message_id: IdSchema,
  kind: VoteKindSchema,
});

/** `DELETE /vote/votes/{message}/{kind}` path parameters. */
export const DiscussionUnvoteParamsSchema = v.object({
  message: IdSchema,
  kind: VoteKindSchema,
});

/** `POST /immunity/reports`: report a message with a reason and what is wrong with it. */
export const ContentReportInputSchema = v.strictObject({
  content_type: v.picklist(['discussion-message'], 'Choose what you report.'),
  content_id: IdSchema,
  reason: v.picklist(REPORT_REASONS, 'Choose a reason.'),
  feedback: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Write at most 1000 characters.')),
    '',
  ),
});
export type ContentReportInput = v.InferInput<typeof ContentReportInputSchema>;

export const ContentReportSchema = v.object({
  id: IdSchema,
  content_type: v.string(),
  content_id: IdSchema,
  reason: v.picklist(REPORT_REASONS),
  created_at: TimestampSchema,
});
