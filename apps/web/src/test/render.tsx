/**
 * The one way web unit tests render: a fresh QueryClient, the app's i18n, a fresh atom store,
 * the toast provider, a memory-history router and a fake API typed by call name.
 *
 * How to use it:
 *
 * ```tsx
 * import { aChallenge, aMe, aPage } from '../../test/factories.js';
 * import { renderWithApp } from '../../test/render.js';
 *
 * it('shows the messages', async () => {
 *   const { server } = renderWithApp(<ChallengeDiscussions challengeId={ID} />, {
 *     path: '/challenges/tools?tab=discussions',   // the address the component sees
 *     viewer: aMe({ handle: 'newbie' }),           // signed in (omit for a visitor)
 *     api: {                                       // one typed answer per call name
 *       discussionMeta: () => ({ data: aDiscussionMeta({ can_post: true }) }),
 *       discussionMessages: ({ query }) => aPage(query?.sort === 'insightful' ? [] : [msg]),
 *     },
 *   });
 *   await screen.findByRole('article');
 *   expect(server.inputsOf('discussionMessages')[0]?.query?.sort).toBe('recent');
 * });
 * ```
 *
 * - Answers build whole objects with the factories in `factories.ts`; a failure is an answer
 *   that throws (`() => { throw new ApiError(402, 'Not enough money.') }`).
 * - A call without an answer fails the test, naming the call; `server.answer({...})` changes
 *   answers mid-test (e.g. what a list says after a write).
 * - `viewer` sets the session cookie and answers `meDetailed` with it (and `getPreferences`
 *   with none saved, `brains` with none); without it the test is a
 *   visitor and `meDetailed` is never asked.
 * - `pages: { '/my-dashboard': <p>Dashboard</p> }` adds pages to navigate to; the component
 *   stays at `path`. `router.state.location` tells where the app went, `router.state.matches`
 *   what each matched route's loader returned.
 * - `await renderRoute('/challenges/create', options)` renders the app's real route tree
 *   (shell, loaders, guards) instead; warm it up with `beforeAll(preloadRoutes, 60_000)`.
 * - The router renders after a tick: wait for the first element (`await screen.findBy…`).
 * - Everything is torn down when the test finishes; no `afterEach(cleanup)` needed. Rendering
 *   twice in one test (after `cleanup()` or `unmount()`) keeps one fake and adds the answers.
 */

import { CSRF_COOKIE, writeCookie } from '@nervus/api-client';
import type { MeDetailed } from '@nervus/contracts';
import { I18nProvider, ToastProvider } from '@nervus/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { i18n } from '../i18n/index.js';
import { forgetSession } from '../lib/api.js';
import { AtomProvider, type AtomStore, createAtomStore } from '../lib/atoms.js';
import { type Answers, type FakeApi, fakeApi } from './fake-api.js';

// jsdom has no scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {};
// jsdom has no modal dialogs (ui-kit's Dialog opens with showModal): open them in place.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

export interface RenderOptions {
  /** The typed answers of the fake API. */
  readonly api?: Answers;
  /** Signed in as this user; a visitor when absent. */
  readonly viewer?: MeDetailed;
  /** The address at the start (path, search and hash); `/` by default. */
  readonly path?: string;
  /** More addresses the router knows, each with what it shows. */
  readonly pages?: Readonly<Record<string, ReactNode>>;
}

export interface Rendered extends RenderResult {
  readonly server: FakeApi;
  readonly queryClient: QueryClient;
  readonly store: AtomStore;
  // The router's type follows the route tree it was given; tests read its state only.
  readonly router: {
    readonly state: {
      readonly location: { pathname: string; search: unknown };
      /** The matched routes, outermost first, with what each one's loader returned. */
      readonly matches: readonly { readonly routeId: string; readonly loaderData?: unknown }[];
    };
  };
}

/** A client like the app's, minus retries and refetches that would only slow a test down. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

function prepare(options: RenderOptions) {
  const server = fakeApi(options.api);
  if (options.viewer) {
    const me = options.viewer;
    // What the server's sign-in leaves readable: the mark of a session (its CSRF value).
    writeCookie(CSRF_COOKIE, 'test-session');
    if (!options.api?.meDetailed) server.answer({ meDetailed: () => ({ data: me }) });
    // The user menu reads the player's saved theme once it loads (player-theme.ts).
    if (!options.api?.getPreferences) server.answer({ getPreferences: () => ({ data: {} }) });
    // The bell's dot compares the overall score with the last one seen (game-dash/watch.tsx).
    if (!options.api?.brains) server.answer({ brains: () => ({ data: [] }) });
  }
  onTestFinished(() => {
    cleanup();
    forgetSession();
  });
  return { server, queryClient: testQueryClient(), store: createAtomStore() };
}

function mount(
  router: Parameters<typeof RouterProvider>[0]['router'],
  queryClient: QueryClient,
  store: AtomStore,
) {
  return render(
    <I18nProvider i18n={i18n}>
      <AtomProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </AtomProvider>
    </I18nProvider>,
  );
}

/** Renders `ui` at `options.path` inside everything the app provides. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const { server, queryClient, store } = prepare(options);
  const path = options.path ?? '/';
  const pages = Object.entries(options.pages ?? {});
  let routeTree: AnyRoute;
  if (pages.length === 0) {
    // The root alone matches every address, so the component sees whatever `path` says.
    routeTree = createRootRoute({ component: () => ui });
  } else {
    const root = createRootRoute({ component: Outlet });
    const here = new URL(path, 'http://test').pathname;
    routeTree = root.addChildren([
      createRoute({ getParentRoute: () => root, path: here, component: () => ui }),
      ...pages.map(([at, node]) =>
        createRoute({ getParentRoute: () => root, path: at, component: () => node }),
      ),
    ]);
  }
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...mount(router, queryClient, store), server, queryClient, store, router };
}

/**
 * Imports the app's route tree: every page, which takes seconds on a busy machine, so a file
 * that renders routes warms it up first: `beforeAll(preloadRoutes, 60_000)`.
 */
export async function preloadRoutes() {
  return (await import('../routeTree.gen.js')).routeTree;
}

/** Renders the app's own route tree (shell, loaders, guards) at `path`. */
export async function renderRoute(path: string, options: RenderOptions = {}): Promise<Rendered> {
  const { server, queryClient, store } = prepare(options);
  const routeTree = await preloadRoutes();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...mount(router, queryClient, store), server, queryClient, store, router };
}
