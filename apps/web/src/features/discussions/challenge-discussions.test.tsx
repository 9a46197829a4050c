import type { DiscussionMessage } from '@nervus/contracts';
import { ToastProvider } from '@nervus/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { ChallengeDiscussions, ChallengeInsightfuls } from './challenge-discussions.js';

const CHALLENGE = '7f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

function message(overrides: Partial<DiscussionMessage> = {}): DiscussionMessage {
  return {
    id: 'a1c2b9e7-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    context_type: 'challenge',
    context_id: CHALLENGE,
    parent_id: null,
    author: { id: 'b1c2b9e7-1d2a-4c3b-9e8f-0a1b2c3d4e5f', handle: 'ivan', first_name: 'Ivan' },
    body: '**Share** tools <img src=x onerror="alert(1)"><script>alert(2)</script>',
    removed: false,
    created_at: '2026-11-22T12:00:00.000Z',
    edited_at: null,
    reply_count: 2,
    votes: {
      insightful: 3,
      helpful: 0,
      funny: 1,
      'off-topic': 0,
      'ai-slop': 0,
      uncivil: 0,
      antisocial: 0,
    },
    my_votes: [],
    mine: false,
    editable: false,
    ...overrides,
  };
}

const requests: string[] = [];
const VIEWER = 'd1c2b9e7-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const BLOCKED = 'You can post after entering 1 idea or rating 5 ideas in this challenge.';
/** Signed in: a player the forum-entry rule still keeps out, who voted "funny" earlier. */
const state = { signedIn: false };

// jsdom has no scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {};

// The API as a visitor meets it: two messages (one removed) and no insightful ones yet.
vi.mock('../../lib/api.js', () => ({
  hasSession: () => state.signedIn,
  isShadowing: () => false,
  setSession: () => {},
  setShadowSession: () => {},
  api: {
    call: async (name: string, input: { query?: Record<string, string> } = {}) => {
      requests.push(`${name} ${new URLSearchParams(input.query ?? {}).toString()}`);
      if (state.signedIn && name === 'meDetailed')
        return { data: { user: { id: VIEWER, handle: 'newbie' } } };
      if (state.signedIn && name === 'discussionMeta')
        return {
          data: {
            message_count: 1,
            insightful_count: 0,
            can_post: false,
            post_blocked_reason: BLOCKED,
          },
        };
      if (name !== 'discussionMessages') throw new Error(`unexpected call ${name}`);
      if (state.signedIn) {
        const mine = message({ my_votes: ['funny'] });
        return { data: [mine], meta: { total: 1, page: 0, size: 10 } };
      }
      const data =
        input.query?.sort === 'insightful'
          ? []
          : [
              message(),
              message({
                id: 'c1c2b9e7-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
                removed: true,
                author: null,
                body: '',
                reply_count: 0,
              }),
            ];
      return { data, meta: { total: data.length, page: 0, size: 10 } };
    },
  },
}));

afterEach(() => {
  cleanup();
  requests.length = 0;
  state.signedIn = false;
});

function show(which: 'discussions' | 'insightfuls') {
  const Component = which === 'discussions' ? ChallengeDiscussions : ChallengeInsightfuls;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Component challengeId={CHALLENGE} /> }),
    history: createMemoryHistory({ initialEntries: ['/challenges/tools?tab=discussions'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ChallengeDiscussions', () => {
  it('shows visitors the messages, sanitised, with counts they cannot press', async () => {
    show('discussions');
    const article = await screen.findByRole('article', { name: 'Message by Ivan' });
    expect(within(article).getByText('Share').tagName).toBe('STRONG');
    expect(article.innerHTML).not.toMatch(/onerror|<script|<img/);
    const insightful = within(article).getByRole('button', { name: 'Insightful 3' });
    expect(insightful.getAttribute('aria-pressed')).toBe('false');
    expect((insightful as HTMLButtonElement).disabled).toBe(true);
    expect(within(article).getByRole('button', { name: 'Show 2 replies' })).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByText('This message was removed.')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to join the discussion' });
    expect(decodeURIComponent(signIn.getAttribute('href') ?? '')).toContain(
      'continue=/challenges/tools?tab=discussions',
    );
    expect(screen.queryByLabelText(/Your message/)).toBeNull();
    expect(requests).toContain('discussionMessages page=0&size=10&sort=recent');
  });

  it('keeps players the forum-entry rule refuses from voting, but lets them take a vote back', async () => {
    state.signedIn = true;
    show('discussions');
    const article = await screen.findByRole('article', { name: 'Message by Ivan' });
    await screen.findByText(BLOCKED);
    const insightful = within(article).getByRole('button', { name: 'Insightful 3' });
    expect((insightful as HTMLButtonElement).disabled).toBe(true);
    expect(insightful.getAttribute('title')).toBe(BLOCKED);
    const funny = within(article).getByRole('button', { name: 'Funny 1' });
    expect(funny.getAttribute('aria-pressed')).toBe('true');
    expect((funny as HTMLButtonElement).disabled).toBe(false);
    expect(within(article).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('tells refused players why on the Insightfuls tab too', async () => {
    state.signedIn = true;
    show('insightfuls');
    await screen.findByText(BLOCKED);
  });

  it('lists the insightful messages on their own tab', async () => {
    show('insightfuls');
    await screen.findByText(/No insightful messages yet/);
    expect(requests.some((r) => r.includes('sort=insightful'))).toBe(true);
  });
});
