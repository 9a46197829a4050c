/**
 * The table of API calls: method, path (under `/api`), who may call, and the schemas of the
 * query, body and response. The server mounts its routes against it and validates with its
 * schemas; the client types and parses with the same; the OpenAPI document is generated from it.
 */
import * as v from 'valibot';
import {
  ChangePasswordInputSchema,
  InviteCreateInputSchema,
  InviteSchema,
  InviteSignupInputSchema,
  MeDetailedSchema,
  OAuthErrorSchema,
  PreferencesSchema,
  ProfileUpdateInputSchema,
  ResendInputSchema,
  RevokeInputSchema,
  ShadowInputSchema,
  ShadowResponseSchema,
  SignupInputSchema,
  SignupResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  UserSchema,
  VerifyEmailInputSchema,
} from './accounts.js';
import { TraitInputSchema } from './analytics.js';
import {
  BrainHistoryPointSchema,
  BrainQuerySchema,
  BrainSchema,
  NeuronQuerySchema,
  NeuronSchema,
} from './brain.js';
import {
  ArticlePreviewSchema,
  ArticleRequestSchema,
  CategorifyQuerySchema,
  CategorySuggestionSchema,
  ChallengeCreatedSchema,
  ChallengeCreateInputSchema,
  ChallengeSchema,
  DraftInputSchema,
  DraftQuerySchema,
  DraftSchema,
  ImageUploadRequestSchema,
  ImageUploadTicketSchema,
  RandomImageSchema,
  RandomImagesQuerySchema,
} from './challenges.js';
import { envelope, listEnvelope, OkSchema, PageQuerySchema } from './common.js';
import { FeedbackInputSchema } from './feedback.js';
import { AdminFlagSchema, FlagsSchema, FlagUpdateInputSchema } from './flags.js';
import {
  ChallengeRatingInputSchema,
  ChallengeRatingSummarySchema,
  DashboardItemSchema,
  DashboardQuerySchema,
  IdeaEnteredSchema,
  IdeaEntrySchema,
  IdeaListMetaSchema,
  IdeaRatingInputSchema,
  IdeaRatingSchema,
  IdeaSchema,
  MentorFeedbackInputSchema,
  MentorFeedbackSchema,
  MentorRatingInputSchema,
  NextIdeaSchema,
  ParticipantsSchema,
  SettlementSchema,
  Top3PickInputSchema,
  Top3Schema,
} from './game.js';
import { HealthSchema } from './health.js';
import {
  CategorySchema,
  ContentPageSchema,
  PlatformPreferencesInputSchema,
  PlatformPreferencesSchema,
  PlatformSchema,
  PlatformSearchQuerySchema,
  StaffSchema,
} from './platforms.js';
import { MentionQuerySchema, MentionUserSchema, ProfileSchema, SocialSchema } from './users.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, anyone (better signed in), a signed-in user, an admin. */
export type CallAuth = 'none' | 'optional' | 'user' | 'admin';

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path under `/api`, parameters as `{name}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: CallAuth;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  readonly response: v.GenericSchema;
  /** Success status; 200 when not given. */
  readonly status?: number;
  /** Error body schema when not the standard one (the OAuth endpoints). */
  readonly errorResponse?: v.GenericSchema;
}

const define = <const T extends Record<string, CallDefinition>>(calls: T): T => calls;

export const CALLS = define({
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database health',
    tag: 'system',
    auth: 'none',
    response: envelope(HealthSchema),
  },
  signup: {
    method: 'POST',
    path: '/account/signup',
    summary: 'Create an account (and its personal platform); answers a session',
    tag: 'accounts',
    auth: 'none',
    body: SignupInputSchema,
    response: envelope(SignupResponseSchema),
    status: 201,
  },
  inviteSignup: {
    method: 'POST',
    path: '/account/signup/invite',
    summary: 'Create an account with an invitation code',
    tag: 'accounts',
    auth: 'none',
    body: InviteSignupInputSchema,
    response: envelope(SignupResponseSchema),
    status: 201,
  },
  createInvite: {
    method: 'POST',
    path: '/account/invites',
    summary: 'Invite someone by email (the mail goes to the outbox)',
    tag: 'accounts',
    auth: 'user',
    body: InviteCreateInputSchema,
    response: envelope(InviteSchema),
    status: 201,
  },
  token: {
    method: 'POST',
    path: '/oauth2/token',
    summary: 'Sign in: the OAuth 2.0 password grant (RFC 6749 §4.3), JSON or form',
    tag: 'accounts',
    auth: 'none',
    body: TokenRequestSchema,
    response: TokenResponseSchema,
    errorResponse: OAuthErrorSchema,
  },
  revoke: {
    method: 'POST',
    path: '/oauth2/revoke',
    summary: 'Sign out: revoke the given token, or the one making the call (RFC 7009)',
    tag: 'accounts',
    auth: 'optional',
    body: RevokeInputSchema,
    response: OkSchema,
  },
  resend: {
    method: 'POST',
    path: '/account/resend',
    summary: 'Send the verification mail again (to the outbox)',
    tag: 'accounts',
    auth: 'optional',
    body: ResendInputSchema,
    response: OkSchema,
    status: 202,
  },
  verifyEmail: {
    method: 'POST',
    path: '/account/verify',
    summary: 'Verify an email address with the token from the mail',
    tag: 'accounts',
    auth: 'none',
    body: VerifyEmailInputSchema,
    response: OkSchema,
  },
  shadow: {
    method: 'POST',
    path: '/account/shadow',
    summary: 'Admins: a session as another user (audited)',
    tag: 'accounts',
    auth: 'admin',
    body: ShadowInputSchema,
    response: envelope(ShadowResponseSchema),
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user',
    tag: 'accounts',
    auth: 'user',
    response: envelope(UserSchema),
  },
  meDetailed: {
    method: 'GET',
    path: '/me/detailed',
    summary: 'The signed-in user with profile and admin roles',
    tag: 'accounts',
    auth: 'user',
    response: envelope(MeDetailedSchema),
  },
  updateProfile: {
    method: 'PUT',
    path: '/me/profile',
    summary: "Change the signed-in user's profile",
    tag: 'accounts',
    auth: 'user',
    body: ProfileUpdateInputSchema,
    response: envelope(MeDetailedSchema),
  },
  getPreferences: {
    method: 'GET',
    path: '/me/preferences',
    summary: "The signed-in user's preferences",
    tag: 'accounts',
    auth: 'user',
    response: envelope(PreferencesSchema),
  },
  putPreferences: {
    method: 'PUT',
    path: '/me/preferences',
    summary: 'Merge preferences',
    tag: 'accounts',
    auth: 'user',
    body: PreferencesSchema,
    response: envelope(PreferencesSchema),
  },
  changePassword: {
    method: 'PUT',
    path: '/me/password',
    summary: 'Change the password; other sessions are signed out',
    tag: 'accounts',
    auth: 'user',
    body: ChangePasswordInputSchema,
    response: OkSchema,
  },
  userProfile: {
    method: 'GET',
    path: '/users/{id}/profile',
    summary: 'A user by id or handle',
    tag: 'users',
    auth: 'none',
    response: envelope(ProfileSchema),
  },
  userSocial: {
    method: 'GET',
    path: '/users/{id}/social',
    summary: "A user's social accounts",
    tag: 'users',
    auth: 'none',
    response: envelope(SocialSchema),
  },
  searchMentions: {
    method: 'GET',
    path: '/search/mentions',
    summary: 'Users whose handle starts with q',
    tag: 'users',
    auth: 'none',
    query: MentionQuerySchema,
    response: envelope(v.array(MentionUserSchema)),
  },
  platforms: {
    method: 'GET',
    path: '/platforms',
    summary: 'Search platforms',
    tag: 'platforms',
    auth: 'none',
    query: v.object({ ...PageQuerySchema.entries, ...PlatformSearchQuerySchema.entries }),
    response: listEnvelope(PlatformSchema),
  },
  currentPlatform: {
    method: 'GET',
    path: '/platforms/current',
    summary: "The platform of the request's host",
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformSchema),
  },
  platform: {
    method: 'GET',
    path: '/platforms/{id}',
    summary: 'A platform by id or slug',
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformSchema),
  },
  platformPreferences: {
    method: 'GET',
    path: '/platforms/{id}/preferences',
    summary: "A platform's preferences",
    tag: 'platforms',
    auth: 'none',
    response: envelope(PlatformPreferencesSchema),
  },
  putPlatformPreferences: {
    method: 'PUT',
    path: '/platforms/{id}/preferences',
    summary: "Change a platform's preferences (owner, staff or admin)",
    tag: 'platforms',
    auth: 'user',
    body: PlatformPreferencesInputSchema,
    response: envelope(PlatformPreferencesSchema),
  },
  platformStaff: {
    method: 'GET',
    path: '/platforms/{id}/staff',
    summary: "A platform's staff",
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(StaffSchema)),
  },
  platformCategories: {
    method: 'GET',
    path: '/platforms/{id}/categories',
    summary: "A platform's challenge categories, as a tree",
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(CategorySchema)),
  },
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category, as a tree',
    tag: 'platforms',
    auth: 'none',
    response: envelope(v.array(CategorySchema)),
  },
  contentPage: {
    method: 'GET',
    path: '/content/platforms/{id}/pages/{page}',
    summary: "A platform's content page (its own, or the default one)",
    tag: 'platforms',
    auth: 'none',
    response: envelope(ContentPageSchema),
  },
  flags: {
    method: 'GET',
    path: '/flags',
    summary: 'Feature flags for the current user and platform',
    tag: 'flags',
    auth: 'optional',
    response: envelope(FlagsSchema),
  },
  adminFlags: {
    method: 'GET',
    path: '/admin/flags',
    summary: 'Admins: every flag with its overrides',
    tag: 'flags',
    auth: 'admin',
    response: envelope(v.array(AdminFlagSchema)),
  },
  updateFlag: {
    method: 'PUT',
    path: '/admin/flags/{key}',
    summary: "Admins: change a flag's default, or set it for a platform or a user",
    tag: 'flags',
    auth: 'admin',
    body: FlagUpdateInputSchema,
    response: envelope(AdminFlagSchema),
  },
  createChallenge: {
    method: 'POST',
    path: '/challenges',
    summary:
      'Publish a challenge from the creation form (an Idempotency-Key header makes a retry safe)',
    tag: 'challenges',
    auth: 'user',
    body: ChallengeCreateInputSchema,
    response: envelope(ChallengeCreatedSchema),
    status: 201,
  },
  article: {
    method: 'POST',
    path: '/challenges/article',
    summary: "Read an article's title, description, image and keywords (public addresses only)",
    tag: 'challenges',
    auth: 'user',
    body: ArticleRequestSchema,
    response: envelope(ArticlePreviewSchema),
  },
  categorify: {
    method: 'GET',
    path: '/challenges/categorify',
    summary: 'Suggest a category for a question',
    tag: 'challenges',
    auth: 'none',
    query: CategorifyQuerySchema,
    response: envelope(CategorySuggestionSchema),
  },
  challenge: {
    method: 'GET',
    path: '/challenges/{id}',
    summary: 'A challenge by id or slug',
    tag: 'challenges',
    auth: 'none',
    response: envelope(ChallengeSchema),
  },
  drafts: {
    method: 'GET',
    path: '/drafts',
    summary: "The signed-in user's drafts, newest first",
    tag: 'challenges',
    auth: 'user',
    query: v.object({ ...PageQuerySchema.entries, ...DraftQuerySchema.entries }),
    response: listEnvelope(DraftSchema),
  },
  createDraft: {
    method: 'POST',
    path: '/drafts',
    summary: 'Save a draft',
    tag: 'challenges',
    auth: 'user',
    body: DraftInputSchema,
    response: envelope(DraftSchema),
    status: 201,
  },
  updateDraft: {
    method: 'PUT',
    path: '/drafts/{id}',
    summary: 'Replace one of your drafts',
    tag: 'challenges',
    auth: 'user',
    body: DraftInputSchema,
    response: envelope(DraftSchema),
  },
  brains: {
    method: 'GET',
    path: '/brain',
    summary: "A player's brains: every role and the overall Nerve Score (yours without user_id)",
    tag: 'game',
    auth: 'optional',
    query: BrainQuerySchema,
    response: v.object({ data: v.array(BrainSchema) }),
  },
  brainHistory: {
    method: 'GET',
    path: '/brain/{id}/historical',
    summary: "A player's score over time, per day, for a role or overall",
    tag: 'game',
    auth: 'none',
    query: NeuronQuerySchema,
    response: v.object({ data: v.array(BrainHistoryPointSchema) }),
  },
  neurons: {
    method: 'GET',
    path: '/neurons',
    summary: 'The neurons you earned, newest first',
    tag: 'game',
    auth: 'user',
    query: v.object({ ...PageQuerySchema.entries, ...NeuronQuerySchema.entries }),
    response: listEnvelope(NeuronSchema),
  },
  userNeurons: {
    method: 'GET',
    path: '/brain/neurons/{id}',
    summary: 'The neurons a player earned, newest first',
    tag: 'game',
    auth: 'none',
    query: v.object({ ...PageQuerySchema.entries, ...NeuronQuerySchema.entries }),
    response: listEnvelope(NeuronSchema),
  },
  enterIdea: {
    method: 'POST',
    path: '/challenges/{id}/ideas',
    summary: 'Enter an idea in an open challenge (hidden from others until it closes)',
    tag: 'game',
    auth: 'user',
    body: IdeaEntrySchema,
    response: envelope(IdeaEnteredSchema),
    status: 201,
  },
  challengeIdeas: {
    method: 'GET',
    path: '/challenges/{id}/ideas',
    summary: "A challenge's ideas: your own while it is open, all of them ranked once settled",
    tag: 'game',
    auth: 'optional',
    response: v.object({ data: v.array(IdeaSchema), meta: IdeaListMetaSchema }),
  },
  nextIdeaToRate: {
    method: 'GET',
    path: '/challenges/{id}/rate/next',
    summary: 'The next idea for you to rate, without its author',
    tag: 'game',
    auth: 'user',
    response: envelope(NextIdeaSchema),
  },
  rateIdea: {
    method: 'POST',
    path: '/challenges/{id}/ratings',
    summary: 'Rate an idea of an open challenge; a rating is final',
    tag: 'game',
    auth: 'user',
    body: IdeaRatingInputSchema,
    response: envelope(IdeaRatingSchema),
    status: 201,
  },
  catalystIdeas: {
    method: 'GET',
    path: '/challenges/{id}/catalyst/ideas',
    summary: "Every idea of the catalyst's challenge, without authors, for the Top 3 picker",
    tag: 'game',
    auth: 'user',
    response: v.object({ data: v.array(IdeaSchema), meta: IdeaListMetaSchema }),
  },
  catalystPicker: {
    method: 'GET',
    path: '/challenges/{id}/catalyst/picker',
    summary: "The catalyst's Top 3 picks and the Top 3 as shown",
    tag: 'game',
    auth: 'user',
    response: envelope(Top3Schema),
  },
  pickTop3: {
    method: 'PUT',
    path: '/challenges/{id}/catalyst/picker',
    summary: 'Pick an idea for the Top 3 (a new pick pushes out the third)',
    tag: 'game',
    auth: 'user',
    body: Top3PickInputSchema,
    response: envelope(Top3Schema),
  },
  idea: {
    method: 'GET',
    path: '/ideas/{id}',
    summary: 'One idea: for its author, or for everyone once its challenge is settled',
    tag: 'game',
    auth: 'optional',
    response: envelope(IdeaSchema),
  },
  mentorIdea: {
    method: 'POST',
    path: '/ideas/{id}/feedbacks',
    summary: 'Mentor an idea of an open challenge: what you like and what could be improved',
    tag: 'game',
    auth: 'user',
    body: MentorFeedbackInputSchema,
    response: envelope(MentorFeedbackSchema),
    status: 201,
  },
  ideaFeedbacks: {
    method: 'GET',
    path: '/ideas/{id}/feedbacks',
    summary: "An idea's mentoring: for its author, each mentor's own, everyone once settled",
    tag: 'game',
    auth: 'optional',
    response: v.object({ data: v.array(MentorFeedbackSchema) }),
  },
  rateMentoring: {
    method: 'PUT',
    path: '/feedbacks/{id}/rating',
    summary: 'Rate the mentoring of your idea, 0 to 5, once',
    tag: 'game',
    auth: 'user',
    body: MentorRatingInputSchema,
    response: envelope(MentorFeedbackSchema),
  },
  challengeRating: {
    method: 'GET',
    path: '/challenges/{id}/rating',
    summary: "A challenge's rating: average, count and yours",
    tag: 'game',
    auth: 'optional',
    response: envelope(ChallengeRatingSummarySchema),
  },
  rateChallenge: {
    method: 'POST',
    path: '/challenges/{id}/rating',
    summary: 'Rate a challenge 1 to 5, once (not your own)',
    tag: 'game',
    auth: 'user',
    body: ChallengeRatingInputSchema,
    response: envelope(ChallengeRatingSummarySchema),
    status: 201,
  },
  dashboard: {
    method: 'GET',
    path: '/{platform}/dashboards/{role}',
    summary: 'Your challenges as innovator, catalyst, rater or mentor, open or closed',
    tag: 'game',
    auth: 'user',
    query: v.object({ ...PageQuerySchema.entries, ...DashboardQuerySchema.entries }),
    response: listEnvelope(DashboardItemSchema),
  },
  participants: {
    method: 'GET',
    path: '/challenges/{id}/participants',
    summary: "A challenge's players: counts while it runs, who and how once it is settled",
    tag: 'game',
    auth: 'none',
    response: envelope(ParticipantsSchema),
  },
  endChallenge: {
    method: 'POST',
    path: '/challenges/{id}/end',
    summary: 'End a challenge early (its catalyst) and settle it',
    tag: 'game',
    auth: 'user',
    response: envelope(SettlementSchema),
  },
  deleteDraft: {
    method: 'DELETE',
    path: '/drafts/{id}',
    summary: 'Remove one of your drafts',
    tag: 'challenges',
    auth: 'user',
    response: OkSchema,
  },
  randomImages: {
    method: 'GET',
    path: '/images/random',
    summary:
      "Pictures for a question's keywords (built-in offline painter, or a photo provider when configured)",
    tag: 'files',
    auth: 'none',
    query: RandomImagesQuerySchema,
    response: envelope(v.array(RandomImageSchema)),
  },
  imageUpload: {
    method: 'POST',
    path: '/files/image-upload',
    summary: 'An address to upload one image to (JPEG, PNG or GIF, at most 20 MB)',
    tag: 'files',
    auth: 'user',
    body: ImageUploadRequestSchema,
    response: envelope(ImageUploadTicketSchema),
  },
  feedback: {
    method: 'POST',
    path: '/feedback',
    summary: 'Send feedback to the team (visitors too)',
    tag: 'feedback',
    auth: 'optional',
    body: FeedbackInputSchema,
    response: OkSchema,
    status: 201,
  },
  trait: {
    method: 'POST',
    path: '/nerves/trait',
    summary: 'Record an analytics event',
    tag: 'analytics',
    auth: 'optional',
    body: TraitInputSchema,
    response: OkSchema,
    status: 202,
  },
});

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

type SchemaOf<N extends CallName, K extends 'body' | 'query' | 'response'> = Calls[N] extends {
  readonly [P in K]: infer S extends v.GenericSchema;
}
  ? S
  : never;

/** What the client sends as a call's body. */
export type CallBody<N extends CallName> = v.InferInput<SchemaOf<N, 'body'>>;
/** What the client sends as a call's query. */
export type CallQuery<N extends CallName> = v.InferInput<SchemaOf<N, 'query'>>;
/** What a call answers on success. */
export type CallResponse<N extends CallName> = v.InferOutput<SchemaOf<N, 'response'>>;

/**
 * Fills a call's path parameters.
 *
 * @example callPath('userProfile', { id: 'ada' }) // '/users/ada/profile'
 */
export function callPath(name: CallName, params: Readonly<Record<string, string>> = {}): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** A call's path in Hono's syntax (`/users/:id/profile`). */
export function honoPath(name: CallName): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, ':$1');
}
