/**
 * The route table of the shell document, as data: the one place a route's meta (name, layout,
 * guards), English title, redirect or placeholder label is written. The app reads it at run time
 * (titles, and the options of every generated route through `tableRoute`), so it stays plain
 * data. `pnpm routes` writes a file for every entry that has none; hand-written pages are never
 * overwritten and keep their own files.
 */
import { ACCOUNT_ROUTES } from './route-table-account.js';
import { DASHBOARD_ROUTES, FORUM_ROUTES } from './route-table-dashboard.js';
import type { RouteEntry } from './route-table-entry.js';
import { PLATFORM_ROUTES } from './route-table-platform.js';

export type { Layout, RouteEntry } from './route-table-entry.js';

const faq = (slug: string, title: string): RouteEntry => ({
  path: `/faqs/${slug}`,
  name: `faqs.${slug}`,
  title,
  layout: 'boxed',
});

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', name: 'home.challenges', title: 'Home', layout: 'wide' },
  { path: '/home', name: 'home.redirect', title: 'Home', layout: 'wide', redirect: { to: '/' } },
  {
    path: '/welcome',
    name: 'welcome',
    title: 'Welcome',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  { path: '/moved', name: 'moved', title: 'We Moved', layout: 'boxed-plain' },
  {
    path: '/introduction',
    name: 'introduction',
    title: 'Introduction',
    layout: 'auth',
    splash: true,
  },
  {
    path: '/join-the-community',
    name: 'join-the-community',
    title: 'Join the Community',
    layout: 'auth',
    splash: true,
  },
  {
    path: '/reading-list',
    name: 'reading-list',
    title: 'Reading List',
    layout: 'auth',
    splash: true,
  },
  { path: '/learn', name: 'learn', title: 'Learn', layout: 'auth', splash: true },
  {
    path: '/idea-race',
    name: 'platform.idea-race',
    title: 'Idea Race',
    layout: 'boxed',
  },
  {
    path: '/scores-stats',
    name: 'platform.scores-stats',
    title: 'Scores & Stats',
    layout: 'boxed',
  },
  {
    path: '/nerve-boards',
    name: 'platform.nerve-boards',
    title: 'Nerve Boards',
    layout: 'boxed',
  },
  { path: '/discovernervus', name: 'about.discover', title: 'Discover Nervus', layout: 'boxed' },
  {
    path: '/discover-nervus',
    name: 'about.discover.alias',
    title: 'Discover Nervus',
    layout: 'boxed',
    redirect: { to: '/discovernervus' },
  },
  {
    path: '/get-support',
    name: 'support',
    title: 'Get Support',
    layout: 'boxed',
    redirect: { to: '/send-feedback', search: { about: 'Support' } },
  },
  { path: '/faqs', name: 'faqs', title: 'FAQs', layout: 'boxed' },
  { path: '/faqs/', name: 'faqs.index', title: 'FAQs', layout: 'boxed' },
  faq('brain-level-demo', 'Brain Level Demo'),
  faq('the-director-role', 'The Director Role'),
  faq('follow-user', 'Following Users'),
  faq('sending-friend-request', 'Sending a Friend Request'),
  faq('funding-users', 'Funding Users'),
  faq('idea-ownership', 'Idea Ownership'),
  faq('the-mentor-role', 'The Mentor Role'),
  faq('innovation-graph-demo', 'Innovation Graph Demo'),
  faq('olympiads', 'Olympiads'),
  faq('patrons', 'Patrons'),
  faq('scoring-points', 'Scoring Points'),
  faq('trust-score', 'Trust Score'),
  faq('how-it-works', 'How It Works'),
  { path: '/terms-of-service', name: 'tos', title: 'Terms of Service', layout: 'boxed' },
  { path: '/gdpr', name: 'gdpr', title: 'GDPR', layout: 'boxed' },
  { path: '/dmca', name: 'dmca', title: 'DMCA', layout: 'boxed' },
  { path: '/privacy-policy', name: 'policy', title: 'Privacy Policy', layout: 'boxed' },
  { path: '/accessibility', name: 'accessibility', title: 'Accessibility', layout: 'boxed' },
  {
    path: '/question-collection',
    name: 'question-collection',
    title: 'Question Collection',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  {
    path: '/$platformSlug/question-collection',
    name: 'platform.question-collection',
    title: 'Question Collection',
    layout: 'raw',
    hideHeader: true,
    hideFooter: true,
  },
  { path: '/about', name: 'about', title: 'About', layout: 'boxed' },
  { path: '/about/', name: 'about.index', title: 'About', layout: 'boxed' },
  {
    path: '/about/about-nervus',
    name: 'about.about-nervus',
    title: 'About Nervus',
    layout: 'boxed',
  },
  {
    path: '/about/send-feedback',
    name: 'about.send-feedback',
    title: 'Send Feedback',
    layout: 'boxed',
  },
  { path: '/send-feedback', name: 'send-feedback', title: 'Send Feedback', layout: 'boxed' },
  { path: '/about/claremont', name: 'about.claremont', title: 'Claremont', layout: 'boxed' },
  {
    path: '/about/why-innervation',
    name: 'about.why-innervation',
    title: 'Why Innervation',
    layout: 'boxed',
  },
  {
    path: '/about/idea-person',
    name: 'about.idea-person',
    title: 'The Idea Person',
    layout: 'boxed',
  },
  { path: '/about/contact-us', name: 'contact', title: 'Contact Us', layout: 'boxed' },
  {
    path: '/about/code-of-conduct',
    name: 'about.code-of-conduct',
    title: 'Code of Conduct',
    layout: 'boxed',
  },
  { path: '/me', name: 'login.me', title: 'Me', layout: 'boxed' },
  { path: '/mentor', name: 'login.mentor', title: 'Mentor', layout: 'boxed' },
  { path: '/medals', name: 'login.medals', title: 'Medals', layout: 'boxed' },
  { path: '/medals-badges', name: 'login.medals-badges', title: 'Medals', layout: 'boxed' },
  { path: '/my-dashboard/$', name: 'login.my-dashboard', title: 'My Dashboard', layout: 'boxed' },
  // The index, not the parent: a parent's redirect ran instead of the splat's and lost the rest.
  {
    path: '/my-dashboard/',
    name: 'login.my-dashboard.index',
    title: 'My Dashboard',
    layout: 'boxed',
  },
  { path: '/search', name: 'home.search', title: 'Search', layout: 'wide' },
  {
    path: '/category/$category',
    name: 'home.category',
    title: 'Category',
    layout: 'wide',
    redirect: { to: '/', search: { category: '$category' } },
  },
  { path: '/$platformSlug', name: 'home.user', title: 'Challenges', layout: 'wide' },
  ...PLATFORM_ROUTES,
  { path: '/idea/$id', name: 'idea', title: 'Idea', layout: 'boxed' },
  ...ACCOUNT_ROUTES,
  {
    path: '/$platformSlug/my-dashboard',
    name: 'dashboard.dashboard',
    title: 'My Dashboard',
    layout: 'boxed',
    auth: true,
  },
  {
    path: '/$platformSlug/dashboard',
    name: 'dashboard.alias',
    title: 'My Dashboard',
    layout: 'boxed',
    auth: true,
    redirect: { to: '/$platformSlug/my-dashboard', keepParams: true },
  },
  ...DASHBOARD_ROUTES,
  ...FORUM_ROUTES,
];

const byPath = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** The table's entry of a path (as written in the table, e.g. `/$platformSlug/medals`). */
export function routeEntry(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

// Every proper ancestor path of the table's entries, found once: each of the route tree's
// generated files asks while the first page loads, and a scan of the table per file would
// cost the first page a quadratic walk.
const parentPaths = new Set(
  ROUTES.flatMap((entry) =>
    entry.path
      .split('/')
      .slice(1, -1)
      .map((_, i, segments) => `/${segments.slice(0, i + 1).join('/')}`),
  ),
);

/** Whether routes of the table sit below the path, so that its route is a layout. */
export function hasChildRoutes(path: string): boolean {
  return parentPaths.has(path);
}
