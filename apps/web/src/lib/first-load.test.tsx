import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFirstPage } from './first-load.js';

window.scrollTo = () => {};
afterEach(cleanup);

/** `/guarded` sends a visitor to `/sign-in` (a guard), `/old` to `/guarded` (a move), `/slow` never loads. */
function routerAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const page = (at: string, options: Record<string, unknown> = {}) =>
    createRoute({
      getParentRoute: () => root,
      path: at,
      component: () => <p>page {at}</p>,
      ...options,
    });
  return createRouter({
    routeTree: root.addChildren([
      page('/'),
      page('/sign-in', { loader: async () => 'form' }),
      page('/guarded', {
        beforeLoad: async () => {
          // Not the app's route tree: its typed addresses do not know these.
          throw redirect({ to: '/sign-in', replace: true } as never);
        },
      }),
      page('/old', {
        loader: () => {
          throw redirect({ to: '/guarded', replace: true } as never);
        },
      }),
      page('/slow', { loader: () => new Promise(() => {}) }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

describe('loadFirstPage', () => {
  it('loads the first page before anything is mounted', async () => {
    const router = routerAt('/sign-in');
    await loadFirstPage(router);
    expect(router.state.status).toBe('idle');
    expect(router.state.matches.map((match) => match.status)).toEqual(['success', 'success']);
  });

  it('follows the redirects of guards and loaders to the page they end at', async () => {
    const router = routerAt('/old');
    await loadFirstPage(router);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.resolvedLocation?.pathname).toBe('/sign-in');
    expect(router.state.matches.at(-1)?.status).toBe('success');
    // Mounted afterwards, the router draws that page at once and loads nothing again.
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('page /sign-in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('gives up waiting after waitMs: the app mounts and the router finishes the load itself', async () => {
    const router = routerAt('/slow');
    const started = Date.now();
    await loadFirstPage(router, 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(router.state.status).toBe('pending');
  });
});
