import { ApiError } from '@nervus/api-client';
import type { CallName, Idea } from '@nervus/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aChallenge, aMe, anId, aPlatform, aProfile } from '../../test/factories.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const shell = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile({ id: anId(2), handle: 'cora', screen_name: 'cora' }) }),
};

const counts = { innovators: 4, raters: 2, mentors: 1, players: [] };

function anIdea(n: number, overrides: Partial<Idea> = {}): Idea {
  return {
    id: anId(500 + n),
    challenge_id: anId(100),
    title: `Idea ${n}`,
    description: `Why idea ${n} works`,
    purpose: null,
    primary_image: null,
    author: { id: anId(600 + n), handle: `player${n}` },
    content_hash: null,
    created_at: '2026-11-23T12:00:00.000Z',
    rank: n,
    score: 5 - n,
    rating_count: 3,
    mine: false,
    ...overrides,
  };
}

const key = (k: string) => fireEvent.keyDown(document.body, { key: k });
const counter = () => screen.getByText(/^Slide \d of 4$/).textContent;

/** Calls that carry an idea's text or its author: none may be made while the challenge runs. */
const IDEA_CALLS: CallName[] = [
  'challengeIdeas',
  'nextIdeaToRate',
  'catalystIdeas',
  'catalystPicker',
  'promotedIdeas',
  'idea',
  'challengeResults',
];

beforeAll(preloadRoutes, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the presentation', () => {
  it('shows an open challenge as four slides, moved by the keys and the buttons, with no idea asked for', async () => {
    const { server } = await renderRoute('/cora/presentation/how-could-parks-host-concerts', {
      // Signed in as an innovator who entered an idea: the challenge page would list it to them.
      viewer: aMe({ id: anId(9), handle: 'ivan', screen_name: 'ivan' }),
      api: {
        ...shell,
        challenge: () => ({ data: aChallenge({ idea_entry_fee: 250 }) }),
        participants: () => ({ data: counts }),
        challengeIdeas: () => ({
          data: [anIdea(1, { title: 'My secret idea', mine: true, rank: null })],
          meta: { total: 7, revealed: false },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How could parks host concerts?' }),
    ).toBeTruthy();
    expect(screen.getByText('Asked by @cora')).toBeTruthy();
    expect(screen.getByText('Environment')).toBeTruthy();
    expect(counter()).toBe('Slide 1 of 4');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveProperty('disabled', true);
    // The deck listens for keys from an effect: on a busy machine the heading can be found before
    // React ran it, and a key pressed then is lost. Let pending effects run first.
    await act(async () => {});

    key('ArrowRight');
    expect(counter()).toBe('Slide 2 of 4');
    expect(screen.getByRole('region', { name: '2 of 4: The detail' })).toBeTruthy();
    expect(screen.getByText('Music for everyone.')).toBeTruthy();
    // The question stays the page's heading for those who read it.
    expect(
      screen.getByRole('heading', { level: 1, name: 'How could parks host concerts?' }),
    ).toBeTruthy();

    key('PageDown');
    expect(counter()).toBe('Slide 3 of 4');
    expect(screen.getByText('The glory')).toBeTruthy();
    expect(screen.getByText('$2.50')).toBeTruthy();
    expect(screen.getByText('Open until 2099-12-31')).toBeTruthy();
    const link = screen.getByRole('link', { name: /\/challenges\/how-could-parks-host-concerts$/ });
    expect(link.getAttribute('href')).toBe('/challenges/how-could-parks-host-concerts');
    expect(link.getAttribute('target')).toBe('_blank');

    key(' ');
    expect(counter()).toBe('Slide 4 of 4');
    const standing = screen.getByRole('region', { name: '4 of 4: Where it stands' });
    expect(await within(standing).findByText('Innovators')).toBeTruthy();
    expect(within(standing).getByText('4')).toBeTruthy();
    expect(within(standing).getByText(/Ideas stay hidden until the close/)).toBeTruthy();
    key('ArrowRight');
    expect(counter()).toBe('Slide 4 of 4');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveProperty('disabled', true);

    key('Home');
    expect(counter()).toBe('Slide 1 of 4');
    key('End');
    expect(counter()).toBe('Slide 4 of 4');
    key('ArrowLeft');
    expect(counter()).toBe('Slide 3 of 4');
    key('PageUp');
    expect(counter()).toBe('Slide 2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('Slide 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('Slide 2 of 4');
    // A key with a modifier is the browser's (Alt+Left goes back), not the slides'.
    fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
    expect(counter()).toBe('Slide 2 of 4');

    // Hidden play: before the close nothing that carries an idea is asked for or shown.
    for (const name of IDEA_CALLS) expect(server.inputsOf(name), name).toEqual([]);
    expect(screen.queryByText('My secret idea')).toBeNull();
  });

  it('goes full screen with F or the button, and leaves it with Escape', async () => {
    const request = vi.fn(() => Promise.resolve());
    const exit = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    let full: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => full,
    });
    await renderRoute('/cora/presentation/how-could-parks-host-concerts', {
      api: {
        ...shell,
        challenge: () => ({ data: aChallenge() }),
        participants: () => ({ data: counts }),
      },
    });
    const deck = await screen.findByRole('region', {
      name: 'Presentation of “How could parks host concerts?”',
    });
    key('f');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.instances[0]).toBe(deck);
    full = deck;
    fireEvent(document, new Event('fullscreenchange'));
    const button = await screen.findByRole('button', { name: 'Leave full screen' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    key('Escape');
    expect(exit).toHaveBeenCalledTimes(1);
    full = null;
    fireEvent(document, new Event('fullscreenchange'));
    fireEvent.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(2);
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  });

  it('shows a settled challenge’s Top 3 with their authors as the challenge page reveals them', async () => {
    const { server } = await renderRoute('/cora/presentation/how-could-parks-host-concerts', {
      api: {
        ...shell,
        challenge: () => ({
          data: aChallenge({
            is_closed: true,
            status: 'closed',
            duration_end: '2020-11-30T12:00:00.000Z',
          }),
        }),
        participants: () => ({ data: counts }),
        challengeIdeas: () => ({
          data: [anIdea(1), anIdea(2, { author: null }), anIdea(3), anIdea(4)],
          meta: { total: 4, revealed: true },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    key('End');
    const results = screen.getByRole('region', { name: '4 of 4: The results' });
    const podium = await within(results).findByRole('list', { name: /Top 3|podium/i });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(within(podium).getByText('Idea 1')).toBeTruthy();
    expect(within(podium).getByText(/@player1/)).toBeTruthy();
    // An author the server keeps back stays unnamed; the fourth idea is not on the podium.
    expect(within(podium).queryByText(/@player2/)).toBeNull();
    expect(within(podium).queryByText('Idea 4')).toBeNull();
    key('ArrowLeft');
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(server.inputsOf('challengeIdeas')).toHaveLength(1);
  });

  it('says when a closed challenge waits for its results', async () => {
    await renderRoute('/cora/presentation/how-could-parks-host-concerts', {
      api: {
        ...shell,
        challenge: () => ({ data: aChallenge({ duration_end: '2020-11-30T12:00:00.000Z' }) }),
        participants: () => ({ data: counts }),
        challengeIdeas: () => ({ data: [], meta: { total: 3, revealed: false } }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    key('End');
    expect(await screen.findByText(/the Top 3 shows here once the results are out/)).toBeTruthy();
  });

  it('says an unknown or private challenge cannot be presented', async () => {
    await renderRoute('/cora/presentation/nothing-here', {
      api: {
        ...shell,
        challenge: () => {
          throw new ApiError(404, 'Challenge not found.');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This challenge cannot be presented' }),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
