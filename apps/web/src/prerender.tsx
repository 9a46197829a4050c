/**
 * Build time only (`vite.config.ts` runs it during the build): the home page as a visitor's
 * browser first draws it, before any answer of the API (the platform header's lines empty, the
 * platforms list still loading). index.html carries this markup and shows it at once on `/`, so
 * the page's words are on screen before the scripts have loaded; the app's first render draws
 * the same boxes in their place. Other addresses show the navigation bar alone, the same on
 * every page that has one.
 */

import { I18nProvider } from '@nervus/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { routeStates } from './features/shell/route-states.js';
import { i18n } from './i18n/index.js';
import { ROUTES } from './lib/route-table.js';
import { routeTree } from './routeTree.gen.js';

/** The markup of `/` for a visitor, with no data yet. */
export async function renderFirstPaint(): Promise<string> {
  // A first-time visitor has no cookies: the shell reads them while it renders (who is signed
  // in, who is shadowed). Nothing else of the document is read before the first effects.
  const global = globalThis as { document?: Pick<Document, 'cookie'> };
  global.document ??= { cookie: '' };
  // No query ever runs here: the page is drawn as it stands before the first answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
    ...routeStates,
  });
  await router.load();
  return renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <JotaiProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </JotaiProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

/**
 * A pattern matching the addresses whose page draws no navigation bar (a raw layout, or a page
 * that hides the header), so the first paint leaves them blank.
 *
 * @example new RegExp(headerlessPattern()).test('/welcome') // true
 */
export function headerlessPattern(): string {
  const paths = ROUTES.filter((r) => r.layout === 'raw' || r.hideHeader).map((r) =>
    r.path
      .split('/')
      .map((segment) =>
        segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/'),
  );
  return `^(${paths.join('|')})/?$`;
}
