/**
 * The database schema. One schema, one set of migrations (drizzle/), for PGlite and PostgreSQL.
 * Drizzle tables stay on the server: the browser only ever sees contracts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    screenName: text('screen_name').notNull(),
    /** The screen name in lower case: unique, and the slug of the personal platform. */
    handle: text('handle').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    slogan: text('slogan'),
    avatarUrl: text('avatar_url'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    isOrganization: boolean('is_organization').notNull().default(false),
    isGlobalAdmin: boolean('is_global_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    scoutReferrerId: uuid('scout_referrer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_handle_key').on(t.handle)],
);

export const platforms = pgTable(
  'platforms',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    slogan: text('slogan'),
    marketingPhrase: text('marketing_phrase'),
    icon: text('icon'),
    subdomain: text('subdomain'),
    type: text('type', { enum: ['system-platform', 'user-platform'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    url: text('url'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    organizationImage: text('organization_image'),
    organizationDescription: text('organization_description'),
    mastheadBackgroundImage: text('masthead_background_image'),
    /** `#rrggbb`, or null for the product's own brand colour. */
    accentColor: text('accent_color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('platforms_slug_key').on(t.slug),
    uniqueIndex('platforms_subdomain_key').on(t.subdomain),
    // At most one default root platform.
    uniqueIndex('platforms_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const platformStaff = pgTable(
  'platform_staff',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'ambassador', 'staff'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.userId] })],
);

/**
 * A platform's teams: named groups of players (an organization's departments, a club's squads),
 * managed by the platform's owner, ambassadors and admins (decision 0016).
 */
export const platformTeams = pgTable(
  'platform_teams',
  {
    id: id(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A name is unique on its platform whatever its case.
    uniqueIndex('platform_teams_platform_name_key').on(t.platformId, sql`lower(${t.name})`),
  ],
);

export const platformTeamMembers = pgTable(
  'platform_team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => platformTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('platform_team_members_user_idx').on(t.userId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    parentId: uuid('parent_id'),
    relatedPlatform: text('related_platform'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const platformCategories = pgTable(
  'platform_categories',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.categoryId] })],
);

/** Access tokens. Only a SHA-256 of each token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The admin behind a shadow session. */
    shadowedBy: uuid('shadowed_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The OAuth client the token was issued to (RFC 7009: only it may revoke it). */
    clientId: text('client_id'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invitations_code_hash_key').on(t.codeHash)],
);

/**
 * Registered OAuth 2.0 clients (RFC 6749 §2). A client without a secret is public (a browser
 * or native app: PKCE stands in for the secret); a confidential one's secret is kept as its
 * SHA-256 only. Redirect addresses are compared exactly.
 */
export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
  grantTypes: jsonb('grant_types').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * One-time authorization codes (RFC 6749 §4.1, PKCE RFC 7636), stored hashed. `sessionId` is
 * the token issued for the code: a second use of the code revokes it (§4.1.2).
 */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    scope: text('scope'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('oauth_codes_code_hash_key').on(t.codeHash)],
);

/**
 * Every mail, queued in the transaction of what it tells (modules/email). The API's mail worker
 * hands a row whose `send_after` has come to the sender once: to the SMTP server of SMTP_URL,
 * or, without one, marks it kept here, where admins read it (`GET /admin/outbox`). A worker
 * claims rows (`claim`, until `claimed_until`) so two never send one; failures wait longer
 * each attempt.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** The player it is for; null for mail to an address without an account (invitations). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * What a player's mail tells (a highlight, a digest's numbers), until the worker writes it
     * out just before sending: then the address, the preferences and the unsubscribe link are
     * the current ones. Null once written, and for mail written whole (verification, invitation).
     */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** What the mail is about, once: a second queueing with the same key does nothing. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claim: uuid('claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** `smtp`, `outbox` (kept here: no SMTP), or `skipped` (the player no longer wanted it). */
    deliveredBy: text('delivered_by', { enum: ['smtp', 'outbox', 'skipped'] }),
  },
  (t) => [
    uniqueIndex('email_outbox_idempotency_key').on(t.idempotencyKey),
    index('email_outbox_due_idx').on(t.sendAfter).where(sql`${t.sentAt} is null`),
    index('email_outbox_created_idx').on(t.createdAt, t.id),
    index('email_outbox_user_idx').on(t.userId),
  ],
);

/**
 * One per unsubscribe link mailed: the SHA-256 of its random token, the player and the kind of
 * mail it turns off. Used once.
 */
export const emailUnsubscribeTokens = pgTable(
  'email_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_unsubscribe_tokens_user_idx').on(t.userId)],
);

/** When each player's last digest window ended (the next one starts there). */
export const emailDigests = pgTable('email_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: id(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * Where an account has signed in successfully before: a device (the SHA-256 of the random
 * token in its `nv_device` cookie) or an address (the SHA-256 of the address). A sign-in from
 * one of them is never held back by failures from elsewhere (modules/accounts/sign-in-guard.ts).
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'device' | 'address'>().notNull(),
    valueHash: text('value_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.valueHash] })],
);

/**
 * Failed sign-ins from unknown devices and addresses, per account (or per login name when no
 * such account exists, keyed by its SHA-256): each failure past the free ones doubles the wait.
 */
export const signInBackoff = pgTable(
  'sign_in_backoff',
  {
    keyHash: text('key_hash').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_backoff_last_failed_idx').on(t.lastFailedAt)],
);

/**
 * Every write an admin made as another player (a shadow session), recorded before the write
 * runs and given its outcome after (http/shadow.ts): money never moves in one.
 */
export const shadowWrites = pgTable(
  'shadow_writes',
  {
    id: id(),
    shadowedBy: uuid('shadowed_by').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    call: text('call').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestId: text('request_id').notNull(),
    /** The answer's status; null while running, or when the process died before it answered. */
    status: integer('status'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('shadow_writes_created_idx').on(t.createdAt, t.id)],
);

export type FlagVariant = { value: string; payload: string | null };

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  variant: text('variant'),
  variants: jsonb('variants').$type<FlagVariant[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export const flagOverrides = pgTable(
  'flag_overrides',
  {
    id: id(),
    flagKey: text('flag_key')
      .notNull()
      .references(() => featureFlags.key, { onDelete: 'cascade' }),
    platformId: uuid('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    variant: text('variant'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('flag_overrides_scope_key').on(t.flagKey, t.platformId, t.userId).nullsNotDistinct(),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    handle: text('handle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    platformId: uuid('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('content_pages_platform_slug_key').on(t.platformId, t.slug).nullsNotDistinct()],
);

export const analyticsEvents = pgTable('analytics_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  platformId: uuid('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  event: text('event').notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Challenges as the seed needs them; the creation flow (issue 5) grows this table. */
export const challenges = pgTable(
  'challenges',
  {
    id: id(),
    slug: text('slug').notNull(),
    questionTitle: text('question_title').notNull(),
    questionDetail: text('question_detail').notNull().default(''),
    solutionFormat: text('solution_format').notNull().default('standard'),
    challengeFormat: text('challenge_format').notNull().default('standard'),
    mainCategoryId: uuid('main_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    catalystId: uuid('catalyst_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    innovationScale: text('innovation_scale').notNull().default('blue-sky'),
    prizeType: text('prize_type').notNull().default('points'),
    prizeMoneyCents: integer('prize_money_cents').notNull().default(0),
    ideaEntryFeeCents: integer('idea_entry_fee_cents').notNull().default(0),
    durationStart: timestamp('duration_start', { withTimezone: true }).notNull(),
    durationEnd: timestamp('duration_end', { withTimezone: true }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    captionSolutionFormat: text('caption_solution_format'),
    primaryImage: text('primary_image'),
    imageCredit: jsonb('image_credit').$type<{
      source: string | null;
      user: string | null;
      link: string | null;
    }>(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    assumptionWho: text('assumption_who'),
    assumptionWhy: text('assumption_why'),
    assumptionWhat: text('assumption_what'),
    article: jsonb('article').$type<Record<string, unknown>>(),
    deepDives: jsonb('deep_dives').$type<Record<string, unknown>>(),
    /** The catalyst's own idea (improve-an-idea, test-an-idea). */
    idea: jsonb('idea').$type<Record<string, unknown>>(),
    improvePurposeIdea: text('improve_purpose_idea'),
    testIdeaFormat: text('test_idea_format'),
    prizeTitle: text('prize_title'),
    prizeDescription: text('prize_description'),
    maxUserIdeas: integer('max_user_ideas').notNull().default(3),
    /** The client's Idempotency-Key: a retried publish answers the first challenge. */
    idempotencyKey: text('idempotency_key'),
    /** The catalyst's Top 3 picks, idea ids in order (game-rules `pickTop3`). */
    top3Picks: jsonb('top3_picks').$type<string[]>().notNull().default([]),
    /** Set once, by the one settlement that ranked its ideas and paid its awards. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The innovator whose promoted QQ idea became this question (set only via idea_promotions). */
    coAuthorId: uuid('co_author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('challenges_slug_key').on(t.slug),
    index('challenges_due_idx').on(t.durationEnd).where(sql`settled_at is null`),
    index('challenges_platform_idx').on(t.platformId),
    uniqueIndex('challenges_idempotency_key').on(t.catalystId, t.idempotencyKey),
  ],
);

/** Every platform a challenge shows on: where it was created, and the main one. */
export const challengePlatforms = pgTable(
  'challenge_platforms',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.platformId] })],
);

export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    draftType: text('draft_type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * The neuron ledger: append-only, one row per award. The idempotency key is unique, so a
 * retried request or a re-run job can never award twice. Points are thousandths (integers).
 */
export const neuronLedger = pgTable(
  'neuron_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    milliPoints: integer('milli_points').notNull(),
    reason: text('reason').notNull(),
    isStatic: boolean('is_static').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('neuron_ledger_idempotency_key').on(t.idempotencyKey),
    // A player's history pages newest first, for all roles or one, and a challenge's awards
    // per player (its results): each read walks only the rows it answers.
    index('neuron_ledger_user_idx').on(t.userId, t.createdAt, t.id),
    index('neuron_ledger_user_role_idx').on(t.userId, t.role, t.createdAt, t.id),
    index('neuron_ledger_challenge_idx').on(t.challengeId, t.userId),
  ],
);

/**
 * A player's running neurons per role: the ledger's sums, kept by its one writer in the
 * transaction of each award (ledger/neurons.ts), so brains, the Nerve Score and role totals
 * read a few rows however long the history grows. `reconcile` recomputes them from the ledger.
 */
export const neuronTotals = pgTable(
  'neuron_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    milliPoints: bigint('milli_points', { mode: 'number' }).notNull(),
    /** How many ledger rows: the total of a history page. */
    awards: integer('awards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * A player's neurons per role and UTC day, kept with the totals: the brain's history chart
 * reads days, never the rows behind them.
 */
export const neuronDays = pgTable(
  'neuron_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    role: text('role').notNull(),
    milliPoints: bigint('milli_points', { mode: 'number' }).notNull(),
  },
  // Day before role: the overall chart sums each day's roles in index order.
  (t) => [primaryKey({ columns: [t.userId, t.day, t.role] })],
);

/** What players and visitors send from the send-feedback page; admins read it. */
export const feedback = pgTable('feedback', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  platformId: uuid('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
  about: text('about').notNull(),
  body: text('body').notNull(),
  email: text('email'),
  page: text('page'),
  createdAt: createdAt(),
});

/**
 * Ideas entered in a challenge. Never edited after entry: the content hash fixed at entry lets
 * anyone check, once they are revealed, that nothing changed while they were hidden. Rank and
 * score are written by the settlement; the rating count and sum are running totals of the
 * idea's ratings, kept by each rating's write (and, for ratings deleted by a cascade, by the
 * trigger of migration 0021) so the settlement and the rating queue read them instead of
 * aggregating the ratings.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: id(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    purpose: text('purpose'),
    primaryImage: text('primary_image'),
    contentHash: text('content_hash').notNull(),
    rank: integer('rank'),
    /** Bayesian score in thousandths. */
    scoreMilli: integer('score_milli'),
    /** Shown only once revealed (serialize.ts): before, it would tell who rated what, when. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** The ratings' stars in tenths, summed. */
    ratingSumTenths: integer('rating_sum_tenths').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ideas_challenge_idx').on(t.challengeId, t.createdAt),
    index('ideas_author_idx').on(t.authorId),
  ],
);

/** One rating per rater and idea, final once given. Stars are tenths (1 to 50). */
export const ideaRatings = pgTable(
  'idea_ratings',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    starsTenths: integer('stars_tenths').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.raterId] }),
    index('idea_ratings_challenge_idx').on(t.challengeId, t.raterId),
  ],
);

/**
 * Mentoring: what a mentor likes about an idea and what could be improved, immutable once
 * given; the idea's author rates it once (0–5).
 */
export const mentorFeedbacks = pgTable(
  'mentor_feedbacks',
  {
    id: id(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whatILike: text('what_i_like').notNull(),
    whatCouldBeImproved: text('what_could_be_improved').notNull(),
    rating: integer('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mentor_feedbacks_idea_mentor_key').on(t.ideaId, t.mentorId),
    index('mentor_feedbacks_mentor_idx').on(t.mentorId),
  ],
);

/** A player's rating of a challenge, 1 to 5, final once given. */
export const challengeRatings = pgTable(
  'challenge_ratings',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] })],
);

/**
 * Money owed and paid, in integer cents: append-only, each row once by its idempotency key.
 * A challenge's prize split writes one row per winner, and one for what nobody won.
 */
export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for what goes back to the funder or to the platform. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    cents: integer('cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The tournament a pledge, prize, unawarded remainder or payout belongs to. */
    olympiadId: uuid('olympiad_id').references((): AnyPgColumn => olympiads.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('money_ledger_idempotency_key').on(t.idempotencyKey),
    index('money_ledger_user_idx').on(t.userId),
    // The settlement sums a challenge's entry fees.
    index('money_ledger_challenge_idx').on(t.challengeId, t.kind),
    index('money_ledger_olympiad_idx').on(t.olympiadId, t.kind).where(sql`olympiad_id is not null`),
  ],
);

/** Uploaded images: stored on the API's disk (DATA_DIR/files), reached by a one-time upload token. */
export const files = pgTable('files', {
  id: id(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  uploadTokenHash: text('upload_token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes'),
  createdAt: createdAt(),
});

/**
 * Discussion messages under a context (`challenge` and its id, for now). A reply names its
 * top-level message; removing a message only stamps `deleted_at`, so its thread stays whole.
 */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: id(),
    contextType: text('context_type').notNull(),
    contextId: uuid('context_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => discussionMessages.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When someone other than the author first replied to or voted on it: from then on it is
     * final. Stamped once and never cleared, so taking a vote back does not reopen editing.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    index('discussion_messages_context_idx').on(t.contextType, t.contextId, t.createdAt),
    index('discussion_messages_parent_idx').on(t.parentId, t.createdAt),
    index('discussion_messages_author_idx').on(t.authorId),
  ],
);

/** One vote of each kind per user and message. */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => discussionMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'discussion_votes_message_user_kind_key',
      columns: [t.messageId, t.userId, t.kind],
    }),
    index('discussion_votes_user_idx').on(t.userId),
  ],
);

/** Reports of content to the moderators, once per reporter and content. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_reports_reporter_key').on(t.contentType, t.contentId, t.reporterId)],
);

/**
 * An idea of a closed QQ challenge promoted by its catalyst to a new question: one per idea.
 * The draft is the new question in the making; publishing it (by the promoter) fills
 * `challenge_id` and credits the idea's author as the new challenge's co-author.
 */
export const ideaPromotions = pgTable(
  'idea_promotions',
  {
    id: id(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** The QQ challenge the idea was entered in. */
    sourceChallengeId: uuid('source_challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    promoterId: uuid('promoter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => drafts.id, { onDelete: 'set null' }),
    /** The new challenge, once the draft is published. */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idea_promotions_idea_key').on(t.ideaId),
    index('idea_promotions_source_idx').on(t.sourceChallengeId, t.createdAt),
    index('idea_promotions_draft_idx').on(t.draftId),
  ],
);

/**
 * A player's suggestion box (ask me anything): their one standing `ama` challenge, whose ideas
 * are the questions sent to them and whose mentoring (by the owner) is the answers. One per
 * user: the primary key is the owner.
 */
export const suggestionBoxes = pgTable(
  'suggestion_boxes',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('suggestion_boxes_challenge_key').on(t.challengeId)],
);

/**
 * A player funding another from their wallet: the payer's `funding-given` debit and the
 * receiver's `funding-received` credit, with the payer's optional message. One per payer and
 * client Idempotency-Key, so a retried request moves the money once.
 */
export const fundings = pgTable(
  'fundings',
  {
    id: id(),
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    cents: integer('cents').notNull(),
    message: text('message'),
    idempotencyKey: text('idempotency_key').notNull(),
    debitId: bigint('debit_id', { mode: 'number' })
      .notNull()
      .references(() => moneyLedger.id),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => moneyLedger.id),
    /**
     * The cents of this funding that earned patron neurons: only money the payer has given away
     * net (given minus received, all players) and not rewarded before, so round trips pay nothing.
     */
    rewardedCents: integer('rewarded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fundings_payer_key').on(t.payerId, t.idempotencyKey),
    // The wallet joins its rows to their funding to name the other player.
    uniqueIndex('fundings_debit_key').on(t.debitId),
    uniqueIndex('fundings_credit_key').on(t.creditId),
    index('fundings_receiver_idx').on(t.receiverId),
  ],
);

/**
 * The answers of create calls made with an `Idempotency-Key` (http/idempotency.ts): one row per
 * user and key, written in the same transaction as what the call created, so a retry (after a
 * lost answer or a crash) is given the first answer and creates nothing, and two concurrent
 * requests with one key cannot both create (the second waits on this key, then is answered).
 * Rows older than a day are deleted by the sweep.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the call, its path and its canonical body: another body is another request. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status and body, set before the transaction commits. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** One race of a base olympiad's template: a board, its name and its prize in cents. */
export interface BaseRace {
  board: string;
  name: string;
  prize_cents: number;
}

/**
 * A platform's base olympiad: the template each cycle opens from (decision 0018). The root
 * platform has one from the seed; a player's personal platform gets one when they become a
 * director (their first question published). `renews` false stops it after the current cycle.
 */
export const olympiadBases = pgTable('olympiad_bases', {
  platformId: uuid('platform_id')
    .primaryKey()
    .references(() => platforms.id, { onDelete: 'cascade' }),
  directorId: uuid('director_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  type: text('type', { enum: ['public', 'private', 'place'] })
    .notNull()
    .default('public'),
  cadence: text('cadence', { enum: ['monthly', 'weekly'] })
    .notNull()
    .default('monthly'),
  timeZone: text('time_zone').notNull().default('UTC'),
  races: jsonb('races').$type<BaseRace[]>().notNull().default([]),
  renews: boolean('renews').notNull().default(true),
  suspended: boolean('suspended').notNull().default(false),
  profanityAllowed: boolean('profanity_allowed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One cycle of a platform's tournament. A cycle opens once (`platform_id, cycle_key` unique) and
 * a platform has at most one open olympiad; its boards are `olympiad_scores`.
 */
export const olympiads = pgTable(
  'olympiads',
  {
    id: id(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['public', 'private', 'place'] }).notNull(),
    cadence: text('cadence', { enum: ['monthly', 'weekly'] }).notNull(),
    timeZone: text('time_zone').notNull(),
    cycleKey: text('cycle_key').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    suspended: boolean('suspended').notNull().default(false),
    profanityAllowed: boolean('profanity_allowed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('olympiads_platform_cycle_key').on(t.platformId, t.cycleKey),
    uniqueIndex('olympiads_one_open').on(t.platformId).where(sql`status = 'open'`),
    index('olympiads_platform_start_idx').on(t.platformId, t.startTime),
    // The award statement finds the open olympiads whose window holds the award.
    index('olympiads_open_window_idx').on(t.startTime, t.endTime).where(sql`status = 'open'`),
  ],
);

/** A race of an olympiad: one board with its name and prize (pledges add to `prize_cents`). */
export const olympiadRaces = pgTable(
  'olympiad_races',
  {
    id: id(),
    olympiadId: uuid('olympiad_id')
      .notNull()
      .references(() => olympiads.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    name: text('name').notNull(),
    prizeCents: integer('prize_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('olympiad_races_board_key').on(t.olympiadId, t.board)],
);

/**
 * A player's row on one board of one olympiad: thousandths of neurons earned in its cycle, the
 * leaderboard's counts, and when the points last changed (earlier wins a tie; never answered).
 * Kept by the neuron ledger's writer in each award's statement (ledger/neurons.ts).
 */
export const olympiadScores = pgTable(
  'olympiad_scores',
  {
    olympiadId: uuid('olympiad_id')
      .notNull()
      .references(() => olympiads.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milliPoints: bigint('milli_points', { mode: 'number' }).notNull().default(0),
    qtyIdeas: integer('qty_ideas').notNull().default(0),
    qtyChallenges: integer('qty_challenges').notNull().default(0),
    qtyRatings: integer('qty_ratings').notNull().default(0),
    qtyMentoring: integer('qty_mentoring').notNull().default(0),
    qtyPlayers: integer('qty_players').notNull().default(0),
    qtyRecruits: integer('qty_recruits').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.olympiadId, t.board, t.userId] }),
    // A board's top rows and a player's rank walk this index in order.
    index('olympiad_scores_board_idx').on(
      t.olympiadId,
      t.board,
      sql`${t.milliPoints} desc`,
      t.reachedAt,
      t.userId,
    ),
  ],
);

/** A race's prize allocated to a player at the close, and what its payout became. */
export const olympiadAllocations = pgTable(
  'olympiad_allocations',
  {
    id: id(),
    olympiadId: uuid('olympiad_id')
      .notNull()
      .references(() => olympiads.id, { onDelete: 'cascade' }),
    raceId: uuid('race_id')
      .notNull()
      .references(() => olympiadRaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    cents: integer('cents').notNull(),
    /** The player's board value when allocated: a payout checks it has not moved. */
    milliPoints: bigint('milli_points', { mode: 'number' }).notNull(),
    state: text('state', {
      enum: ['allocated', 'paid', 'not_eligible', 'no_wallet', 'divergent', 'no_payment'],
    })
      .notNull()
      .default('allocated'),
    creditLedgerId: bigint('credit_ledger_id', { mode: 'number' }),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('olympiad_allocations_race_user_key').on(t.raceId, t.userId),
    index('olympiad_allocations_olympiad_idx').on(t.olympiadId),
  ],
);

/** Where a player's prizes are paid out: their wallet at a payout provider. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountRef: text('account_ref').notNull(),
  createdAt: createdAt(),
});

/** One payout of an allocation to a provider: at most one per allocation and per key. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => olympiadAllocations.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_allocation_key').on(t.allocationId),
    uniqueIndex('payouts_idempotency_key').on(t.idempotencyKey),
    index('payouts_user_idx').on(t.userId),
  ],
);

/**
 * Stream tokens of the built-in realtime transport (modules/realtime): a browser's EventSource
 * cannot send headers, so it opens its user's channel with one of these in the address. Only a
 * SHA-256 of each token is stored; a token opens one channel until it expires.
 */
export const realtimeTokens = pgTable(
  'realtime_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('realtime_tokens_token_hash_key').on(t.tokenHash),
    index('realtime_tokens_user_idx').on(t.userId, t.expiresAt),
  ],
);

/**
 * What the Game Dash tells a player (modules/highlights): one row per event and player, written
 * in the event's transaction; `key` names the event, so a re-run writes nothing twice.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').notNull(),
    role: text('role').notNull(),
    statement: text('statement').notNull(),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('highlights_user_key').on(t.userId, t.key),
    index('highlights_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One player following another (one way): their settled ideas become highlights. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.followerId),
  ],
);

/**
 * Medals awarded (modules/awards, game-rules `MEDALS`): one row per player, medal and context
 * (`context_key`: '' for a player medal, the idea's or the race's id), unique, so a medal is
 * awarded exactly once however often its event is replayed. `public_at` is when others may see
 * it: null while it rests on hidden play only its owner may know of (docs/decisions/0021).
 */
export const medalsAwarded = pgTable(
  'medals_awarded',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medalId: text('medal_id').notNull(),
    contextKey: text('context_key').notNull().default(''),
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'cascade' }),
    raceId: uuid('race_id').references(() => olympiadRaces.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    publicAt: timestamp('public_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('medals_awarded_user_medal_context_key').on(t.userId, t.medalId, t.contextKey),
    index('medals_awarded_idea_idx').on(t.ideaId).where(sql`${t.ideaId} is not null`),
    index('medals_awarded_pending_idx').on(t.userId).where(sql`${t.publicAt} is null`),
  ],
);
