/** The built-in data every installation has: platforms, categories, flags and content pages. */
import type { FlagVariant } from '../db/schema.js';

export interface PlatformSeed {
  readonly slug: string;
  readonly title: string;
  readonly slogan: string;
  readonly marketingPhrase: string;
  readonly isDefault?: boolean;
  readonly aliases?: readonly string[];
  /** Top-level categories offered on the platform. */
  readonly categories: readonly string[];
  /** Its colour (`#rrggbb`); drizzle/0022 gives installations seeded before it the same. */
  readonly accentColor?: string;
}

export const ROOT_SLUG = 'nervus';
export const ROOT_ALIASES = ['www', 'dev', 'staging', 'release'] as const;

export const PLATFORMS: readonly PlatformSeed[] = [
  {
    slug: ROOT_SLUG,
    title: 'Nervus',
    slogan: 'Where ideas compete',
    marketingPhrase: 'Ask a question, answer with ideas, and win the idea race.',
    isDefault: true,
    aliases: ROOT_ALIASES,
    categories: ['ask-a-question', 'test-an-idea', 'save-an-idea', 'captions'],
  },
  {
    slug: 'comedy',
    title: 'Comedy Club',
    slogan: 'The funniest idea wins',
    marketingPhrase: 'Caption the picture, crack the crowd, take the crown.',
    categories: ['captions', 'arts-culture'],
    accentColor: '#e8590c',
  },
  {
    slug: 'daily',
    title: 'Daily Nerve',
    slogan: 'A new question every day',
    marketingPhrase: 'Five minutes, one question, your best idea.',
    categories: ['ask-a-question'],
    accentColor: '#0c8599',
  },
  {
    slug: 'admin',
    title: 'Nervus Admin',
    slogan: 'Running the tournaments',
    marketingPhrase: 'The back office of the idea race.',
    categories: [],
  },
  {
    slug: 'political',
    title: 'Political Ideas',
    slogan: 'Better policy, crowd-sourced',
    marketingPhrase: 'Argue with ideas, not insults.',
    categories: ['society'],
  },
  {
    slug: 'caption',
    title: 'Caption This',
    slogan: 'One picture, a thousand captions',
    marketingPhrase: 'Funny, inspiring, insightful or shocking: you choose.',
    categories: ['captions'],
  },
  {
    slug: 'build',
    title: 'Build',
    slogan: 'Ideas you can make',
    marketingPhrase: 'From napkin sketch to prototype.',
    categories: ['science-technology', 'test-an-idea'],
  },
  {
    slug: 'lyfe',
    title: 'Lyfe',
    slogan: 'Ideas for everyday living',
    marketingPhrase: 'Small ideas that make life better.',
    categories: ['lifestyle', 'everyday'],
  },
  {
    slug: 'maine',
    title: 'Maine',
    slogan: 'Ideas for the Pine Tree State',
    marketingPhrase: 'Local questions, local answers.',
    categories: ['society'],
  },
  {
    slug: 'business',
    title: 'Business',
    slogan: 'Where startups find their next move',
    marketingPhrase: 'Pitch it, test it, fund it.',
    categories: ['business', 'test-an-idea'],
    accentColor: '#1971c2',
  },
  {
    slug: 'claremont',
    title: 'Claremont',
    slogan: 'The Claremont idea tournament',
    marketingPhrase: 'Students and neighbours, one idea race.',
    categories: ['society', 'science-technology'],
  },
  {
    slug: 'rpg',
    title: 'RPG',
    slogan: 'Quests for the imagination',
    marketingPhrase: 'Design the next adventure.',
    categories: ['arts-culture'],
    accentColor: '#c2255c',
  },
  {
    slug: 'skeptic',
    title: 'Skeptic',
    slogan: 'The suggestion box',
    marketingPhrase: 'Tell us what would make Nervus better.',
    categories: ['everyday'],
  },
  {
    slug: 'science',
    title: 'Science Fair',
    slogan: 'Hypotheses welcome',
    marketingPhrase: 'Curious questions, testable ideas.',
    categories: ['science-technology'],
    accentColor: '#2f9e44',
  },
];

export interface CategorySeed {
  readonly slug: string;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  readonly relatedPlatform?: string;
  readonly children?: readonly CategorySeed[];
}

export const LOCAL_CIVICS = 'local-civics';

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'ask-a-question',
    name: 'Ask a Question',
    icon: 'question',
    description: 'Ask the crowd a How … could or What … could question.',
    children: [
      {
        slug: 'business',
        name: 'Business & Startups',
        icon: 'briefcase',
        children: [
          { slug: 'marketing', name: 'Marketing' },
          { slug: 'products', name: 'Products' },
          { slug: 'workplace', name: 'Workplace' },
        ],
      },
      {
        slug: 'science-technology',
        name: 'Science & Technology',
        icon: 'flask',
        children: [
          { slug: 'inventions', name: 'Inventions' },
          { slug: 'environment', name: 'Environment' },
          { slug: 'health', name: 'Health' },
        ],
      },
      {
        slug: 'society',
        name: 'Society',
        icon: 'people',
        children: [
          { slug: 'education', name: 'Education' },
          {
            slug: LOCAL_CIVICS,
            name: 'Local Civics',
            description: 'Questions about your town: pick a place to ask its neighbours.',
          },
          { slug: 'politics', name: 'Politics', relatedPlatform: 'political' },
        ],
      },
      {
        slug: 'arts-culture',
        name: 'Arts & Culture',
        icon: 'palette',
        children: [
          { slug: 'creativity', name: 'Creativity' },
          { slug: 'music', name: 'Music' },
          { slug: 'film', name: 'Film' },
        ],
      },
      {
        slug: 'lifestyle',
        name: 'Lifestyle',
        icon: 'leaf',
        children: [
          { slug: 'food', name: 'Food' },
          { slug: 'travel', name: 'Travel' },
          { slug: 'sports', name: 'Sports' },
        ],
      },
      {
        slug: 'everyday',
        name: 'Everyday',
        icon: 'home',
        children: [
          { slug: 'unusual-uses', name: 'Unusual Uses' },
          { slug: 'home', name: 'Home' },
        ],
      },
    ],
  },
  {
    slug: 'test-an-idea',
    name: 'Test an Idea',
    icon: 'beaker',
    description: 'Hide your idea among the crowd’s and see how it fares.',
    children: [
      { slug: 'product-ideas', name: 'Product Ideas' },
      { slug: 'business-ideas', name: 'Business Ideas' },
    ],
  },
  {
    slug: 'save-an-idea',
    name: 'Save an Idea',
    icon: 'bookmark',
    description: 'Keep an idea for later.',
  },
  {
    slug: 'captions',
    name: 'Captions',
    icon: 'image',
    relatedPlatform: 'caption',
    children: [
      { slug: 'caption-funny', name: 'Funny' },
      { slug: 'caption-inspiring', name: 'Inspiring' },
      { slug: 'caption-insightful', name: 'Insightful' },
      { slug: 'caption-shocking', name: 'Shocking' },
    ],
  },
];

export interface FlagSeed {
  readonly key: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly variant?: string;
  readonly variants?: readonly FlagVariant[];
  /** Platform overrides by slug. */
  readonly platforms?: Readonly<Record<string, { enabled: boolean; variant?: string }>>;
}

export const FLAGS: readonly FlagSeed[] = [
  {
    key: 'shadow-mode',
    description: 'Admins can act as another user, with confirmation.',
    enabled: true,
  },
  { key: 'user-bio', description: 'Players can write a bio on their profile.', enabled: true },
  { key: 'director-dashboard', description: 'Director entries in the dashboard.', enabled: false },
  {
    key: 'beta-features',
    description: 'Features in beta.',
    enabled: false,
    variant: 'media-storage-library',
    variants: [{ value: 'media-storage-library', payload: null }],
  },
  {
    key: 'challenge-reader-mode-toggle',
    description: 'The reader-mode toggle in the page header.',
    enabled: true,
  },
  {
    key: 'tournament-extra-prize',
    description: 'The extra-prize banner of the tournament, worded per platform.',
    enabled: true,
    variant: 'nervus',
    variants: [
      { value: 'nervus', payload: 'This month the Idea Race pays an extra $2,500 in prizes.' },
      { value: 'comedy', payload: 'The funniest player this month takes home an extra $500.' },
    ],
    platforms: { comedy: { enabled: true, variant: 'comedy' } },
  },
  { key: 'survey-mode', description: 'Owners can share a challenge as a survey.', enabled: false },
];

export interface PageSeed {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  /** A platform's own version; the default page when omitted. */
  readonly platform?: string;
}

export const PAGES: readonly PageSeed[] = [
  {
    slug: 'about',
    title: 'About Nervus',
    body: 'Nervus is a crowd idea tournament. Catalysts ask questions, innovators answer with ideas, raters and mentors make them better, and everyone earns neurons on the way up the brain levels.',
  },
  {
    slug: 'about',
    platform: 'comedy',
    title: 'About the Comedy Club',
    body: 'The Comedy Club is the Nervus platform for captions and jokes. The crowd rates; the funniest idea wins.',
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    body: 'By using Nervus you agree to play fair, to post only what you may share, and that ideas and questions are published under a public-domain licence unless entered in a private AMA.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: 'We keep your email to sign you in and to send the mail you ask for. We never sell it. Ask us to remove your account and its data at any time.',
  },
  {
    slug: 'code-of-conduct',
    title: 'Code of Conduct',
    body: 'Critique ideas, not people. No harassment, no spam, no AI slop passed off as your own thinking.',
  },
  {
    slug: 'gdpr',
    title: 'GDPR',
    body: 'You can see, export and erase your data: write to us from My Account.',
  },
  {
    slug: 'dmca',
    title: 'DMCA',
    body: 'Report content that infringes your copyright with the report button or by mail.',
  },
  {
    slug: 'accessibility',
    title: 'Accessibility',
    body: 'Nervus aims at WCAG 2.2 AA: every control has a label and a keyboard path. Tell us where we fall short.',
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    body: 'Send us feedback from any page with Send Feedback.',
  },
];
