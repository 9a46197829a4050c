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

/** The sidebar a route gets, from the first segment of its name. */
export function sidebarFor(name: string): 'dashboard' | 'account' | 'faqs' | 'admin' | 'about' {
  const first = name.split('.')[0] ?? '';
  if (first === 'dashboard') return 'dashboard';
  if (first === 'account') return 'account';
  if (first === 'faqs') return 'faqs';
  if (first === 'admin') return 'admin';
  return 'about';
}
