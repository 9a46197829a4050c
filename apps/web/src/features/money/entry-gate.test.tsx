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
import { EntryGate } from './entry-gate.js';

const ME = '11111111-1111-4111-8111-111111111111';
const CATALYST = '22222222-2222-4222-8222-222222222222';
const server = { paid: false, failMe: false, failEntry: false };

window.scrollTo = () => {};

vi.mock('../../lib/api.js', () => ({
  hasSession: () => true,
  isShadowing: () => false,
  setSession: () => {},
  setShadowSession: () => {},
  api: {
    call: async (name: string, input: { params?: { id?: string } } = {}) => {
      if (name === 'meDetailed') {
        if (server.failMe) throw new Error('The server is unreachable.');
        return { data: { user: { id: ME, handle: 'mona' } } };
      }
      if (name === 'entryFee') {
        if (server.failEntry) throw new Error('Entry lookup failed.');
        return {
          data: {
            challenge_id: input.params?.id,
            fee_cents: 500,
            paid: server.paid,
            paid_at: null,
            unlocked: server.paid,
            balance_cents: 5_000,
          },
        };
      }
      throw new Error(`unexpected call ${name}`);
    },
  },
}));

afterEach(() => {
  cleanup();
  server.paid = false;
  server.failMe = false;
  server.failEntry = false;
});

function challenge(fee: number, catalystId = CATALYST): Challenge {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    slug: 'repair-cafe',
    idea_entry_fee: fee,
    catalyst: { id: catalystId, handle: 'cora', first_name: null, last_name: null },
  } as Challenge;
}

function show(c: Challenge, kind: 'idea' | 'rating') {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <EntryGate challenge={c} kind={kind}>
          <p>the form</p>
        </EntryGate>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/challenges/repair-cafe'] }),
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

describe('EntryGate', () => {
  it('shows what it guards in a free challenge', async () => {
    show(challenge(0), 'idea');
    await screen.findByText('the form');
  });

  it('shows the catalyst their own gated challenge', async () => {
    show(challenge(500, ME), 'rating');
    await screen.findByText('the form');
  });

  it('shows the fee and the way to unlock until paid', async () => {
    show(challenge(500), 'idea');
    const link = await screen.findByRole('link', { name: 'Unlock entering ideas ($5.00)' });
    expect(link.getAttribute('href')).toBe('/challenges/repair-cafe/idea-entry-fee');
    expect(screen.getByRole('heading', { name: 'Enter an idea' })).toBeTruthy();
    expect(screen.getByText(/entry fee of \$5\.00/)).toBeTruthy();
    expect(screen.queryByText('the form')).toBeNull();
    cleanup();
    show(challenge(500), 'rating');
    const rating = await screen.findByRole('link', { name: 'Unlock rating ($5.00)' });
    expect(rating.getAttribute('href')).toBe('/challenges/repair-cafe/rating-unlock');
  });

  it('says when the viewer cannot be looked up, instead of loading forever', async () => {
    server.failMe = true;
    show(challenge(500), 'idea');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server is unreachable.');
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the entry cannot be looked up, offering no fee to pay', async () => {
    server.failEntry = true;
    show(challenge(500), 'rating');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens once paid', async () => {
    server.paid = true;
    show(challenge(500), 'idea');
    await screen.findByText('the form');
  });
});
