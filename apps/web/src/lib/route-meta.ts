import type { Layout } from './route-table.js';

export type { Layout };

/** What every route says about itself (the route table's fields), read by the shell. */
export interface RouteMeta {
  readonly name: string;
  readonly layout: Layout;
  readonly auth?: boolean;
  readonly admin?: boolean;
  readonly hideHeader?: boolean;
  readonly hideFooter?: boolean;
  readonly splash?: boolean;
  readonly feature?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}

/** The i18n key of a route's title (route names hold dots, which the translator reads as nesting). */
export function titleKey(name: string): string {
  return `routes:${name.replaceAll('.', '~')}`;
}

/** The sidebars the spec gives pages: each lists its section's pages. */
export type SidebarKind = 'dashboard' | 'account' | 'faqs' | 'admin' | 'about';

/** Pages about the product beside the about.* ones: contact, feedback and the legal pages. */
const ABOUT_PAGES = new Set([
  'about',
  'contact',
  'send-feedback',
  'support',
  'tos',
  'policy',
  'gdpr',
  'dmca',
  'accessibility',
]);

/**
 * The sidebar a route gets, from its name: only the spec's sections have one (dashboard,
 * account, FAQs, admin and the about pages); every other page (a challenge, a profile, a
 * board …) takes the whole width.
 *
 * @example sidebarFor('account.my-account.profile') // 'account'
 * @example sidebarFor('challenge') // null
 */
export function sidebarFor(name: string): SidebarKind | null {
  const first = name.split('.')[0] ?? '';
  if (first === 'dashboard') return 'dashboard';
  if (first === 'account') return 'account';
  if (first === 'faqs') return 'faqs';
  if (first === 'admin') return 'admin';
  if (ABOUT_PAGES.has(first)) return 'about';
  return null;
}
