import type { Challenge } from '@nervus/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { EntryFeePage, UnlockPage } from './entry-fee.js';

const ME = '11111111-1111-4111-8111-111111111111';
const server = { failEntry: false };

window.scrollTo = () => {};

const CHALLENGE = {
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'repair-cafe',
  question_title: 'How could repair cafés reach more people?',
  idea_entry_fee: 500,
  catalyst: {
    id: '22222222-2222-4222-8222-222222222222',
    handle: 'cora',
    first_name: null,
    last_name: null,
  },
} as Challenge;

vi.mock('../../lib/api.js', () => ({
  hasSession: () => true,
  isShadowing: () => false,
  setSession: () => {},
  setShadowSession: () => {},
  api: {
    call: async (name: string, input: { params?: { id?: string } } = {}) => {
      if (name === 'meDetailed') return { data: { user: { id: ME, handle: 'mona' } } };
      if (name === 'challenge') return { data: CHALLENGE };
      if (name === 'entryFee') {
        if (server.failEntry) throw new Error('Entry lookup failed.');
        return {
          data: {
            challenge_id: input.params?.id,
            fee_cents: 500,
            paid: false,
            paid_at: null,
            unlocked: false,
            balance_cents: 100,
          },
        };
      }
      throw new Error(`unexpected call ${name}`);
    },
  },
}));

afterEach(() => {
  cleanup();
  server.failEntry = false;
});

function show(page: 'fee' | 'unlock') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () =>
        page === 'fee' ? (
          <EntryFeePage challengeKey="repair-cafe" />
        ) : (
          <UnlockPage challengeKey="repair-cafe" kind="idea" />
        ),
    }),
    history: createMemoryHistory({ initialEntries: ['/challenges/repair-cafe/idea-entry-fee'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('entry-fee pages', () => {
  it('shows the fee, the balance and the shortfall', async () => {
    show('fee');
    await screen.findByRole('heading', { name: 'Entry fee: $5.00' });
    expect(screen.getByText('Your balance: $1.00')).toBeTruthy();
    expect(screen.getByText('Your wallet does not cover the fee yet.')).toBeTruthy();
  });

  it('says the entry lookup failed instead of showing a zero balance', async () => {
    server.failEntry = true;
    show('fee');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText(/Your balance/)).toBeNull();
    expect(screen.queryByText('Your wallet does not cover the fee yet.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the challenge' })).toBeTruthy();
  });

  it('does not claim ideas are unlocked when the entry lookup failed', async () => {
    server.failEntry = true;
    show('unlock');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText('Ideas unlocked')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
