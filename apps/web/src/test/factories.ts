/**
 * Whole, valid entities for tests: each factory builds every field, and a test overrides only the
 * ones its case is about. Answers made from these are what the real API could send.
 */
import type {
  CallResponse,
  Category,
  Challenge,
  DiscussionMessage,
  EntryStatus,
  MeDetailed,
  Platform,
  Profile,
  User,
} from '@nervus/contracts';

/** A stable, valid v4 uuid per number, so tests can name ids without copying strings. */
export function anId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: anId(1),
    first_name: 'Ada',
    last_name: null,
    screen_name: 'ada',
    handle: 'ada',
    bio: null,
    slogan: null,
    avatar_url: null,
    image: null,
    is_organization: false,
    scout_referrer: null,
    ...overrides,
  };
}

/** The signed-in viewer as `meDetailed` answers it. */
export function aMe(user: Partial<User> = {}, overrides: Partial<MeDetailed> = {}): MeDetailed {
  return {
    user: aUser(user),
    profile: { bio: { interests: [] } },
    admin_roles: { global_admin: false, platform_ambassador: false },
    email: `${user.handle ?? 'ada'}@nervus.test`,
    email_verified: true,
    ...overrides,
  };
}

/** A user's public profile (what `userProfile` answers), joined on the platform's first day. */
export function aProfile(user: Partial<User> = {}, overrides: Partial<Profile> = {}): Profile {
  return {
    user: aUser(user),
    profile: { bio: { interests: [] } },
    platform_slug: 'nervus',
    joined_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The main platform (what `currentPlatform` answers on the default host). */
export function aPlatform(overrides: Partial<Platform> = {}): Platform {
  return {
    id: anId(50),
    name: 'nervus',
    title: 'Nervus',
    slogan: null,
    marketing_phrase: null,
    icon: null,
    subdomain: null,
    slug: 'nervus',
    type: 'system-platform',
    is_default: true,
    aliases: [],
    url: null,
    owner: null,
    organization_image: null,
    organization_description: null,
    masthead_background_image: null,
    accent_color: null,
    categories: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

/** A category of the platform's tree; a leaf unless given children. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: anId(200),
    name: 'Environment',
    slug: 'environment',
    description: null,
    icon: null,
    parent_id: null,
    related_platform: null,
    children: [],
    ...overrides,
  };
}

export function aChallenge(overrides: Partial<Challenge> = {}): Challenge {
  const catalyst = overrides.catalyst ?? {
    id: anId(2),
    handle: 'cora',
    first_name: 'Cora',
    last_name: null,
  };
  return {
    id: anId(100),
    slug: 'how-could-parks-host-concerts',
    question_title: 'How could parks host concerts?',
    question_detail: 'Music for everyone.',
    solution_format: 'standard',
    challenge_format: 'standard',
    main_category: { id: anId(200), slug: 'environment', name: 'Environment' },
    caption_solution_format: null,
    primary_image: null,
    image_credit: null,
    tags: [],
    duration_start: '2026-11-22T12:00:00.000Z',
    duration_end: '2099-12-31T23:59:59.000Z',
    is_closed: false,
    status: 'open',
    innovation_scale: 'moonshot',
    assumption_who: null,
    assumption_why: null,
    assumption_what: null,
    article: null,
    deep_dives: null,
    prize: { prize_type: 'other', prize_title: null, prize_description: null, prize_money: '0' },
    idea_entry_fee: 0,
    max_user_ideas: 3,
    improve_purpose_idea: null,
    test_idea_format: null,
    catalyst_id: catalyst.id,
    catalyst,
    platforms: ['nervus'],
    co_author: null,
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export function aDiscussionMessage(overrides: Partial<DiscussionMessage> = {}): DiscussionMessage {
  return {
    id: anId(300),
    context_type: 'challenge',
    context_id: anId(100),
    parent_id: null,
    author: { id: anId(1), handle: 'ada', first_name: 'Ada' },
    body: 'A message.',
    removed: false,
    created_at: '2026-11-22T12:00:00.000Z',
    edited_at: null,
    reply_count: 0,
    votes: {
      insightful: 0,
      helpful: 0,
      funny: 0,
      'off-topic': 0,
      'ai-slop': 0,
      uncivil: 0,
      antisocial: 0,
    },
    my_votes: [],
    mine: false,
    editable: false,
    ...overrides,
  };
}

export type DashboardItem = CallResponse<'dashboard'>['data'][number];

/** A row of a role's dashboard list: an open challenge the player has no part in yet. */
export function aDashboardItem(overrides: Partial<DashboardItem> = {}): DashboardItem {
  return {
    id: anId(100),
    slug: 'how-could-parks-host-concerts',
    question_title: 'How could parks host concerts?',
    duration_end: '2099-12-31T23:59:59.000Z',
    settled: false,
    ideas: 0,
    my_ideas: 0,
    my_ratings: 0,
    my_mentoring: 0,
    best_rank: null,
    is_closed: false,
    ratings: 0,
    mentoring: 0,
    challenge_rating: null,
    to_rate: 0,
    ...overrides,
  };
}

/**
 * The viewer's entry to a challenge (what `entryFee` answers): a $5.00 fee, not paid yet, with
 * $50.00 in the wallet. A paid entry sets `paid`, `paid_at` and `unlocked` together.
 */
export function anEntry(overrides: Partial<EntryStatus> = {}): EntryStatus {
  return {
    challenge_id: anId(100),
    fee_cents: 500,
    paid: false,
    paid_at: null,
    unlocked: false,
    balance_cents: 5_000,
    ...overrides,
  };
}

export type Draft = CallResponse<'createDraft'>['data'];

/** A server draft of the creation flow; `content` is the saved form. */
export function aDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    _id: anId(400),
    origin: 'challenge-creation-flow',
    draft_type: 'challenge',
    content: {},
    created_at: '2026-11-22T12:00:00.000Z',
    updated_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export type DiscussionMeta = CallResponse<'discussionMeta'>['data'];

/** A visitor's view by default: counts, and no say on posting until signed in. */
export function aDiscussionMeta(overrides: Partial<DiscussionMeta> = {}): DiscussionMeta {
  return {
    message_count: 0,
    insightful_count: 0,
    can_post: null,
    post_blocked_reason: null,
    ...overrides,
  };
}

/** A list answer (`{ data, meta }`): one page holding all of `items` unless told otherwise. */
export function aPage<T>(
  items: T[],
  meta: Partial<{ total: number; page: number; size: number }> = {},
): { data: T[]; meta: { total: number; page: number; size: number } } {
  return { data: items, meta: { total: items.length, page: 0, size: 10, ...meta } };
}
