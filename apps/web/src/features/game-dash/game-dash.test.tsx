import { type BrainSchema, REALTIME_EVENTS } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aMe, aPage, aPlatform } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { type Neuron, neuronText, relativeTime, signedPoints } from '../game/neuron-line.js';
import { brainKeys } from '../game/queries.js';
import { applyUpdate, readEvent } from '../realtime/events.js';
import { GameDash } from '../shell/game-dash.js';
import { Navbar } from '../shell/navbar.js';
import { hasNewUpdates, NEURON_PAGE_SIZE } from './queries.js';
import { dismissedTips, rememberDismissed, TIPS_COOKIE } from './tips.js';

type Brain = v.InferOutput<typeof BrainSchema>;
const CORA = aMe({ handle: 'cora', screen_name: 'cora' });

function aNeuron(overrides: Partial<Neuron> = {}): Neuron {
  return {
    id: 'n1',
    role: 'analyst',
    points: 2,
    reason: 'idea-rated',
    challenge_id: '6b4f3f43-7c1c-4b25-9d0a-2f3e8f1c0a11',
    challenge_title: 'How could a library lend tools?',
    challenge_slug: 'how-could-a-library-lend-tools',
    created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

function overall(score: number): Brain {
  return {
    id: `${CORA.user.id}:overall`,
    user_id: CORA.user.id,
    role: 'overall',
    score,
    brain_level: 1,
    rank_id: 'r1',
    rank_position: 1,
    rank_label: 'Spark',
    rank_description: 'A first spark',
    rank_color: 'brand',
    start_level_score: 0,
    next_level_score: 100,
    next_rank_level: 10,
  };
}

const seen = (score: number) => ({
  data: { gamedash: { shared_state: { gamedash_score: score } } },
});

function Texts({ neurons }: { neurons: Neuron[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {neurons.map((n) => {
        const text = neuronText(t, n);
        return (
          <li key={n.id}>
            {text.before}[{text.challenge?.title ?? ''}]{text.after}
          </li>
        );
      })}
    </ul>
  );
}

describe('neuronText', () => {
  it('says each reason in words, ranks from the code, and the spec’s fallback for the rest', async () => {
    renderWithApp(
      <Texts
        neurons={[
          aNeuron({ id: 'a' }),
          aNeuron({ id: 'b', reason: 'community-top-5:1', role: 'innovator', points: 50 }),
          aNeuron({
            id: 'c',
            reason: 'recruit-share:9f1c',
            role: 'scout',
            challenge_id: null,
            challenge_title: null,
            challenge_slug: null,
          }),
          aNeuron({ id: 'd', reason: 'something-new', role: 'mentor', points: -3 }),
          aNeuron({
            id: 'e',
            reason: 'something-new',
            role: 'patron',
            challenge_id: null,
            challenge_title: null,
            challenge_slug: null,
          }),
          // A text that names a challenge, without one: the fallback, never a dangling "in".
          aNeuron({
            id: 'f',
            reason: 'idea-created',
            role: 'innovator',
            challenge_id: null,
            challenge_title: null,
            challenge_slug: null,
          }),
        ]}
      />,
    );
    const lines = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(lines).toEqual([
      'You rated an idea in [How could a library lend tools?]',
      'The community placed your idea #1 in [How could a library lend tools?]',
      'Your share of a recruit’s neurons[]',
      'You lost points as Mentor in [How could a library lend tools?]',
      'You earned points as Patron[]',
      'You earned points as Innovator[]',
    ]);
    expect(lines.join(' ')).not.toMatch(/community-top-5|:1|something-new/);
  });

  it('signs the points and says how long ago', () => {
    expect([2, -2, 0.125, 0].map(signedPoints)).toEqual(['+2', '-2', '+0.125', '0']);
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-22T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-21T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('now');
  });
});

describe('the Game Dash', () => {
  const open = (signedIn = true) => (
    <GameDash
      open
      onClose={() => {}}
      signedIn={signedIn}
      {...(signedIn ? { handle: 'cora' } : {})}
    />
  );

  it('lists the neurons 20 a page, with More while (page + 1) · size < total, linking their challenges', async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      aNeuron({
        id: `n${i}`,
        challenge_title: `Challenge ${i}?`,
        challenge_slug: `challenge-${i}`,
      }),
    );
    const { server } = renderWithApp(open(), {
      viewer: CORA,
      api: {
        brains: () => ({ data: [overall(40)] }),
        getPreferences: () => seen(40),
        neurons: ({ query }) => {
          const page = Number(query?.page ?? 0);
          const size = Number(query?.size);
          return aPage(all.slice(page * size, (page + 1) * size), {
            total: all.length,
            page,
            size,
          });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Neurons you earned' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(NEURON_PAGE_SIZE);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('+2 neurons');
    expect(first.textContent).toContain('You rated an idea in Challenge 0?');
    expect(first.textContent).toContain('3 minutes ago');
    expect(within(first).getByRole('link', { name: 'Challenge 0?' }).getAttribute('href')).toBe(
      '/challenges/challenge-0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(server.inputsOf('neurons').map((i) => i.query)).toEqual([
      { page: '0', size: '20' },
      { page: '1', size: '20' },
    ]);
    // Seen already: nothing to store.
    expect(server.inputsOf('putPreferences')).toEqual([]);
  });

  it('shows a neuron earned on the realtime channel without being reopened', async () => {
    const { server, queryClient } = renderWithApp(open(), {
      viewer: CORA,
      api: { getPreferences: () => seen(0), neurons: () => aPage([aNeuron()]) },
    });
    const list = await screen.findByRole('list', { name: 'Neurons you earned' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    server.answer({
      neurons: () => aPage([aNeuron({ id: 'n2', reason: 'idea-created', points: 10 }), aNeuron()]),
    });
    const update = readEvent(REALTIME_EVENTS.neuronEarned, {
      points: 10,
      role: 'innovator',
      type: 'idea-created',
      user_origin: 'you',
      meaningful_name: 'Idea created',
      event_created: new Date().toISOString(),
      challenge_title: 'How could a library lend tools?',
      challenge_slug: 'how-could-a-library-lend-tools',
      point_created_at: new Date().toISOString(),
    });
    if (!update) throw new Error('unreadable event');
    act(() => applyUpdate(queryClient, update, 'overall'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      '+10 neuronsYou entered an idea in How could a library lend tools?',
    );
  });

  it('shows a skeleton while loading, and the empty state only when there are none', async () => {
    let answer: (value: ReturnType<typeof aPage<Neuron>>) => void = () => {};
    renderWithApp(open(), {
      viewer: CORA,
      api: {
        getPreferences: () => seen(0),
        neurons: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading your neurons…' })).toBeTruthy();
    expect(screen.queryByText('no neurons')).toBeNull();
    await act(async () => answer(aPage([])));
    expect(await screen.findByText('no neurons')).toBeTruthy();
    expect(screen.queryByText(/game loop/)).toBeNull();
  });

  it('asks a visitor to sign in and asks the server nothing', async () => {
    const { server } = renderWithApp(open(false));
    expect(await screen.findByText('Sign in to see the neurons you earn.')).toBeTruthy();
    // Back to the page it was on once signed in.
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/accounts/gateway?continue=%2F',
    );
    expect(server.calls).toEqual([]);
  });

  it('remembers a dismissed tip in a cookie', async () => {
    renderWithApp(open(false));
    fireEvent.click(await screen.findByRole('tab', { name: 'Tips' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the tip: Post a challenge' }));
    expect(screen.queryByRole('heading', { name: 'Post a challenge' })).toBeNull();
    expect(document.cookie).toContain(TIPS_COOKIE);
    expect(dismissedTips()).toEqual(['post-challenge']);
    rememberDismissed([]);
  });
});

describe('the bell', () => {
  it('shows the dot while the overall score differs from the one last seen', () => {
    expect(hasNewUpdates(seen(12).data, 14)).toBe(true);
    expect(hasNewUpdates(seen(14).data, 14)).toBe(false);
    // Never opened: a player with neurons has news, a new player none.
    expect(hasNewUpdates({}, 5)).toBe(true);
    expect(hasNewUpdates({}, 0)).toBe(false);
    // Nothing before both are known.
    expect(hasNewUpdates(undefined, 5)).toBe(false);
    expect(hasNewUpdates({}, undefined)).toBe(false);
  });

  it('opening the Game Dash stores the overall score as seen and clears the dot', async () => {
    const { server } = renderWithApp(<Navbar />, {
      viewer: CORA,
      api: {
        currentPlatform: () => ({ data: aPlatform() }),
        brains: () => ({ data: [overall(42)] }),
        getPreferences: () => seen(30),
        putPreferences: ({ body }) => ({ data: body ?? {} }),
        neurons: () => aPage([aNeuron()]),
      },
    });
    const bell = await screen.findByRole('button', { name: 'Game Dash, new updates' });
    fireEvent.click(bell);
    await screen.findByRole('list', { name: 'Neurons you earned' });
    await waitFor(() =>
      expect(server.inputsOf('putPreferences').map((i) => i.body)).toEqual([
        { gamedash: { shared_state: { gamedash_score: 42 } } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Game Dash' })).toBeTruthy();
  });

  it('shows no dot when the score was seen; a score update merged into the brains brings it', async () => {
    const { server, queryClient } = renderWithApp(<Navbar />, {
      viewer: CORA,
      api: {
        currentPlatform: () => ({ data: aPlatform() }),
        brains: () => ({ data: [overall(42)] }),
        getPreferences: () => seen(42),
      },
    });
    await waitFor(() => expect(queryClient.getQueryData(brainKeys.mine())).toBeDefined());
    await waitFor(() => expect(server.inputsOf('getPreferences').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Game Dash' })).toBeTruthy();
    expect(document.querySelector('.app-bell-dot')).toBeNull();
    // What realtime/events.ts does with a brain__score-updated of the overall role.
    act(() => queryClient.setQueryData(brainKeys.mine(), [overall(44)]));
    expect(await screen.findByRole('button', { name: 'Game Dash, new updates' })).toBeTruthy();
    expect(document.querySelector('.app-bell-dot')).not.toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const { server } = renderWithApp(<Navbar />, {
      api: { currentPlatform: () => ({ data: aPlatform() }) },
    });
    await screen.findByRole('button', { name: 'Game Dash' });
    expect(server.calls.map((c) => c.name)).toEqual(['currentPlatform']);
  });
});
