/** Demo players and challenges: only on the embedded database, or with SEED_DEMO=1. */

/** Every demo account signs in with this password (shown in the README). */
export const DEMO_PASSWORD = 'nervus-demo-2026';

/**
 * A third-party application for trying the authorization-code grant with PKCE (a confidential
 * client: its secret is kept hashed; this one is public knowledge, like the demo password).
 */
export const DEMO_CLIENT = {
  id: 'demo-app',
  name: 'Demo App',
  secret: 'nervus-demo-client-secret',
  redirectUris: ['http://127.0.0.1:8976/callback', 'http://localhost:8976/callback'],
} as const;

export interface DemoUser {
  readonly screenName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
  readonly isGlobalAdmin?: boolean;
  readonly interests: readonly string[];
  /** Staff role on a system platform, by slug. */
  readonly staffOf?: { readonly platform: string; readonly role: 'ambassador' | 'staff' };
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    screenName: 'ada',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'admin',
    isGlobalAdmin: true,
    interests: ['moderation'],
  },
  {
    screenName: 'cora',
    firstName: 'Cora',
    lastName: 'Catalyst',
    role: 'catalyst',
    interests: ['cities', 'food'],
  },
  {
    screenName: 'ivan',
    firstName: 'Ivan',
    lastName: 'Innovator',
    role: 'innovator',
    interests: ['inventions', 'energy', 'music'],
  },
  {
    screenName: 'rita',
    firstName: 'Rita',
    lastName: 'Rater',
    role: 'analyst rater',
    interests: ['data'],
  },
  {
    screenName: 'mona',
    firstName: 'Mona',
    lastName: 'Mentor',
    role: 'mentor',
    interests: ['teaching', 'design'],
  },
  { screenName: 'sam', firstName: 'Sam', lastName: 'Scout', role: 'scout', interests: ['people'] },
  {
    screenName: 'dora',
    firstName: 'Dora',
    lastName: 'Director',
    role: 'director',
    interests: ['tournaments'],
    staffOf: { platform: 'daily', role: 'ambassador' },
  },
  {
    screenName: 'pat',
    firstName: 'Pat',
    lastName: 'Patron',
    role: 'patron',
    interests: ['philanthropy'],
  },
];

/** A team on a demo player's own platform (decision 0016), so `/{player}/teams` shows one. */
export interface DemoTeam {
  /** The player whose platform holds the team (its slug is their handle). */
  readonly platform: string;
  readonly name: string;
  readonly description: string;
  readonly members: readonly { readonly handle: string; readonly title?: string }[];
}

export const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    platform: 'cora',
    name: 'City lab',
    description: 'The players Cora asks first about streets, parks and food.',
    members: [
      { handle: 'ivan', title: 'Captain' },
      { handle: 'mona', title: 'Mentor' },
      { handle: 'rita' },
    ],
  },
];

/** Demo addresses use a reserved test domain: no mail can ever reach a real person. */
export const demoEmail = (screenName: string) => `${screenName}@demo.nervus.test`;

export interface DemoChallenge {
  readonly slug: string;
  readonly title: string;
  readonly detail: string;
  readonly category: string;
  readonly catalyst: string;
  readonly platform: string;
  /** Days from now; negative means it ended that many days ago. */
  readonly endsInDays: number;
  readonly solutionFormat?: string;
  /** Entry fee in cents: the challenge is gated until a player pays it. */
  readonly ideaEntryFeeCents?: number;
}

/**
 * Every demo player's starting wallet, in cents, until card deposits arrive: a `deposit` row
 * with a fixed idempotency key, so a second seed never doubles it.
 */
export const DEMO_STARTING_BALANCE_CENTS = 5_000;
/** The demo catalyst puts up money prizes (held from her wallet when a challenge goes live). */
export const DEMO_CATALYST_BALANCE_CENTS = 100_000;
export const demoStartingBalance = (handle: string) =>
  handle === 'cora' ? DEMO_CATALYST_BALANCE_CENTS : DEMO_STARTING_BALANCE_CENTS;
export const demoDepositKey = (handle: string) => `deposit:demo:${handle}`;
/** A demo player's account at the built-in payout provider (where their prizes are paid out). */
export const demoPayoutAccount = (handle: string) => `demo-wallet-${handle}`;

export const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    slug: 'how-could-we-cut-food-waste-in-school-canteens',
    title: 'How could we cut food waste in school canteens?',
    detail: 'A third of canteen food ends in the bin. What could change that without costing more?',
    category: 'environment',
    catalyst: 'cora',
    platform: 'nervus',
    endsInDays: 21,
  },
  {
    slug: 'what-could-make-bus-stops-places-people-enjoy',
    title: 'What could make bus stops places people enjoy?',
    detail: 'Waiting is dead time. Ideas for shelters, signs and small services welcome.',
    category: 'local-civics',
    catalyst: 'cora',
    platform: 'nervus',
    endsInDays: 12,
  },
  {
    slug: 'what-could-make-a-repair-cafe-pay-for-itself',
    title: 'What could make a neighbourhood repair café pay for itself?',
    detail:
      'Volunteers fix toasters and bikes for free, but the rent is due. A $5 entry fee unlocks ideas and rating; 28% of the fees join the prize.',
    category: 'local-civics',
    catalyst: 'cora',
    platform: 'nervus',
    endsInDays: 18,
    ideaEntryFeeCents: 500,
  },
  {
    slug: 'caption-this-cat-on-a-keyboard',
    title: 'Caption this: a cat asleep on a keyboard',
    detail: 'Funniest caption wins the crown.',
    category: 'caption-funny',
    catalyst: 'cora',
    platform: 'comedy',
    endsInDays: 5,
  },
  {
    slug: 'how-could-a-small-library-double-its-visitors',
    title: 'How could a small town library double its visitors?',
    detail: 'Closed last month with 14 ideas; the winners are revealed.',
    category: 'education',
    catalyst: 'cora',
    platform: 'nervus',
    endsInDays: -3,
  },
  {
    slug: 'what-could-an-unusual-use-for-old-phones-be',
    title: 'What could be an unusual use for old phones?',
    detail: 'Drawers everywhere hold dead phones. Give them a second life.',
    category: 'unusual-uses',
    catalyst: 'dora',
    platform: 'daily',
    endsInDays: -10,
  },
];
