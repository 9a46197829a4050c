import type { Challenge, MeDetailed } from '@nervus/contracts';
import { ToastProvider } from '@nervus/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const CORA = '0b5e3c1a-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const IVAN = '1b5e3c1a-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

function challenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: '7f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    slug: 'how-could-parks-host-concerts',
    question_title: 'How could parks host concerts?',
    question_detail: 'Music for everyone.',
    solution_format: 'standard',
    challenge_format: 'standard',
    main_category: {
      id: '8f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
      slug: 'environment',
      name: 'Environment',
    },
    caption_solution_format: null,
    primary_image: 'https://images.nervus.test/parks.jpg',
    image_credit: null,
    tags: ['music', 'parks'],
    duration_start: '2026-11-22T12:00:00.000Z',
    duration_end: '2099-12-31T23:59:59.000Z',
    is_closed: false,
    status: 'open',
    innovation_scale: 'moonshot',
    assumption_who: 'Neighbours who like music but rarely go to concert halls at all.',
    assumption_why: null,
    assumption_what: null,
    article: null,
    deep_dives: { who: { occupation: ['teacher', '<b>pilot</b>'] } },
    prize: {
      prize_type: 'other',
      prize_title: 'Mug',
      prize_description: 'A nice mug',
      prize_money: '0',
    },
    idea_entry_fee: 0,
    max_user_ideas: 3,
    improve_purpose_idea: null,
    test_idea_format: null,
    catalyst_id: CORA,
    catalyst: { id: CORA, handle: 'cora', first_name: 'Cora', last_name: null },
    platforms: ['nervus'],
    co_author: { id: IVAN, handle: 'ivan', first_name: 'Ivan' },
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

beforeAll(() => {
  // No call is expected while rendering: the session is seeded in the query cache.
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
  // jsdom has no scrolling; the router restores scroll on navigation.
  vi.stubGlobal('scrollTo', () => {});
});

afterEach(() => cleanup());

async function show(viewer: string, node: (c: Challenge) => ReactNode, c = challenge()) {
  const { i18n } = await import('../../i18n/index.js');
  const { sessionKeys } = await import('../session/queries.js');
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => node(c) });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/my-dashboard',
    component: () => <p>Dashboard page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, dashboard]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.me(), {
    user: { id: viewer, handle: viewer === CORA ? 'cora' : 'ivan' },
  } as unknown as MeDetailed);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('ChallengeDetails', () => {
  it('shows players the details read-only, deep dives as text and the co-author', async () => {
    const { ChallengeDetails } = await import('./details.js');
    await show(IVAN, (c) => <ChallengeDetails challenge={c} />);
    await screen.findByRole('heading', { name: 'Details' });
    expect(screen.getByText('Environment')).toBeTruthy();
    expect(screen.getByText('Moonshot')).toBeTruthy();
    expect(screen.getByText('#music #parks')).toBeTruthy();
    expect(screen.getByText('A nice mug')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'with @ivan' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deep Dive Who' })).toBeTruthy();
    // User text stays text.
    expect(screen.getByText('<b>pilot</b>')).toBeTruthy();
    expect(screen.getByText('Deep dives are shown read-only.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy into a new draft' })).toBeNull();
  });

  it('gives the owner the edit form and the copy', async () => {
    const { ChallengeDetails } = await import('./details.js');
    await show(CORA, (c) => <ChallengeDetails challenge={c} />);
    await screen.findByRole('heading', { name: 'Edit Details' });
    expect((screen.getByLabelText(/^Question title/) as HTMLInputElement).value).toBe(
      'How could parks host concerts?',
    );
    expect(screen.getByLabelText(/^Question description/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy into a new draft' })).toBeTruthy();
  });

  it('has no title or description fields for a caption challenge, and no form once closed', async () => {
    const { ChallengeDetails } = await import('./details.js');
    await show(CORA, (c) => <ChallengeDetails challenge={c} />, {
      ...challenge(),
      caption_solution_format: 'caption',
      main_category: {
        id: '8f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
        slug: 'caption-funny',
        name: 'Funny',
      },
    });
    await screen.findByRole('heading', { name: 'Edit Details' });
    expect(screen.queryByLabelText(/^Question title/)).toBeNull();
    expect(screen.queryByLabelText(/^Question description/)).toBeNull();
    expect(screen.getByText('Caption challenges keep their title and description.')).toBeTruthy();
    cleanup();
    await show(CORA, (c) => <ChallengeDetails challenge={c} />, {
      ...challenge(),
      status: 'closed',
      is_closed: true,
    });
    await screen.findByRole('heading', { name: 'Details' });
    expect(screen.queryByRole('heading', { name: 'Edit Details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy into a new draft' })).toBeTruthy();
  });
});

describe('useOwnerOnly', () => {
  it('toasts the owner mismatch and goes to the dashboard for anyone else', async () => {
    const { useOwnerOnly } = await import('./promote.js');
    function Guarded({ c }: { c: Challenge }) {
      const owner = useOwnerOnly(c);
      return owner ? <p>Owner page</p> : null;
    }
    const router = await show(IVAN, (c) => <Guarded c={c} />);
    await screen.findByText(
      'Current user is not the owner of this challenge. Redirecting to dashboard...',
    );
    await screen.findByText('Dashboard page');
    expect(router.state.location.pathname).toBe('/my-dashboard');
    expect(screen.queryByText('Owner page')).toBeNull();
    cleanup();
    await show(CORA, (c) => <Guarded c={c} />);
    await screen.findByText('Owner page');
  });
});
