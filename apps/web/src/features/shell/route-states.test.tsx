import { ApiError } from '@nervus/api-client';
import { I18nProvider } from '@nervus/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { routeStates } from './route-states.js';

window.scrollTo = () => {};
afterEach(cleanup);

/** A page at `/page` whose loader runs `load`, below a layout that stays on screen. */
function renderPage(load: () => Promise<string>) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>Shell</nav>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/page',
    loader: load,
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
    ...routeStates,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** Whether "Loading the page…" ever appears while `work` runs. */
async function pendingShownDuring(work: () => Promise<unknown>): Promise<boolean> {
  let shown = false;
  const observer = new MutationObserver(() => {
    shown ||= document.body.textContent?.includes('Loading the page…') ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await work();
  } finally {
    observer.disconnect();
  }
  return shown;
}

const after = (ms: number, value: string) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

describe('route error', () => {
  // The router logs every failed match; here failing is the point.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the API’s message at once and loads the route again on Try again', async () => {
    let calls = 0;
    renderPage(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'The ideas are being counted.');
      return 'The page';
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    expect(alert.textContent).toContain('The ideas are being counted.');
    // The layout around the failed route stays usable.
    expect(screen.getByText('Shell')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says the connection was lost for a network failure, and nothing of other errors', async () => {
    renderPage(async () => {
      throw new ApiError(0, 'Failed to fetch');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The connection was lost.');
    cleanup();
    renderPage(async () => {
      throw new TypeError('x is undefined');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('undefined');
  });
});

describe('route pending', () => {
  it('shows a busy status for a slow load, inside the layout', async () => {
    let release: (value: string) => void = () => {};
    renderPage(() => new Promise<string>((resolve) => (release = resolve)));
    const status = await screen.findByRole('status', {}, { timeout: 2000 });
    expect(status.textContent).toBe('Loading the page…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Shell')).toBeTruthy();
    release('The page');
    expect(await screen.findByText('The page', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a fast load', async () => {
    const shown = await pendingShownDuring(async () => {
      renderPage(() => after(150, 'The page'));
      await screen.findByText('The page');
    });
    expect(shown).toBe(false);
  });
});
