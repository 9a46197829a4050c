import { ApiError } from '@nervus/api-client';
import { REALTIME_EVENTS } from '@nervus/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { breadcrumbs } from '../../lib/breadcrumbs.js';
import { aMe, aPage } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import {
  aHighlight,
  highlightsServer,
  layOutHighlightLists,
  rowsOf,
} from '../../test/highlights.js';
import { renderWithApp } from '../../test/render.js';
import { type HighlightPage, nextHighlightsParam } from '../game/highlights.js';
import { applyUpdate, readEvent } from '../realtime/events.js';
import { GameDash } from '../shell/game-dash.js';
import { appLink } from './highlight-list.js';

const CORA = aMe({ handle: 'cora', screen_name: 'cora' });

layOutHighlightLists();

const openDash = (signedIn = true) => (
  <GameDash open onClose={() => {}} signedIn={signedIn} {...(signedIn ? { handle: 'cora' } : {})} />
);

async function openHighlights(api: Answers) {
  const rendered = renderWithApp(openDash(), {
    viewer: CORA,
    api: { getPreferences: () => ({ data: {} }), neurons: () => aPage([]), ...api },
  });
  fireEvent.click(await screen.findByRole('tab', { name: 'Highlights' }));
  return rendered;
}

describe('the highlights’ pages', () => {
  const page = (n: number, total: number, from = 0): HighlightPage => ({
    data: Array.from({ length: n }, (_, i) => aHighlight(from + i)),
    total,
  });

  it('fetch 15 first, then 10 from the page holding the next unseen line, until the total', () => {
    expect(nextHighlightsParam([page(15, 40)])).toEqual({ page: 1, size: 10 });
    // Page 1 of 10 repeats lines 10-14; five are new.
    expect(nextHighlightsParam([page(15, 40), page(10, 40, 10)])).toEqual({ page: 2, size: 10 });
    expect(nextHighlightsParam([page(15, 15)])).toBeUndefined();
    expect(nextHighlightsParam([page(15, 40), page(10, 40, 5)])).toBeUndefined();
    // A failed fetch ends the list where it is.
    expect(nextHighlightsParam([page(15, 40), { data: [], total: 0, failed: true }])).toBe(
      undefined,
    );
  });

  it('open in-app paths only', () => {
    expect(appLink('/challenges/tools?tab=ideas#top')).toEqual({
      to: '/challenges/tools',
      search: { tab: 'ideas' },
      hash: 'top',
    });
    for (const link of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:x',
      null,
    ])
      expect(appLink(link)).toBeNull();
  });
});

describe('the Game Dash’s highlights tab', () => {
  it('draws only the rows in view (4 of 100 px, 3 more past the end) and fetches 10 more within 200 px of the end', async () => {
    const all = Array.from({ length: 40 }, (_, i) => aHighlight(i));
    const { server } = await openHighlights({ highlights: highlightsServer(all) });
    const box = await screen.findByRole('region', { name: 'Your highlights' });
    const list = within(box).getByRole('list');
    expect(rowsOf(list)).toEqual(['0', '1', '2', '3', '4', '5', '6'].map((n) => `Highlight ${n}`));
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.getAttribute('aria-setsize')).toBe('40');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/challenges/how-could-a-library-lend-tools',
    );
    expect(first.textContent).toContain('Your idea');
    expect(first.textContent).toContain('as Innovator');
    expect(first.textContent).toContain('1 hour ago');
    expect(server.inputsOf('highlights')).toEqual([
      { params: { id: CORA.user.id }, query: { page: '0', size: '15' } },
    ]);

    // Scrolled to rows 9-12: 1500 - 900 - 400 = 200 px from the end.
    box.scrollTop = 900;
    fireEvent.scroll(box);
    await waitFor(() =>
      expect(server.inputsOf('highlights').map((i) => i.query)).toEqual([
        { page: '0', size: '15' },
        { page: '1', size: '10' },
      ]),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-posinset')).toBe('7'),
    );
    expect(rowsOf(list)).not.toContain('Highlight 0');
    // Lines 10-14 came twice and show once; 20 in all, the list 2000 px high.
    await waitFor(() => expect(list.style.height).toBe('2000px'));
  });

  it('swallows a failed fetch with the spec’s breadcrumb and shows the empty text', async () => {
    await openHighlights({
      highlights: () => {
        throw new ApiError(503, 'Service unavailable');
      },
    });
    expect(await screen.findByRole('heading', { name: 'No highlights yet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(breadcrumbs().at(-1)).toMatchObject({
      message: 'Error fetching highlights',
      data: { page: 0 },
    });
  });

  it('puts a highlight from the realtime channel at the top, once', async () => {
    const { queryClient } = await openHighlights({
      highlights: highlightsServer([aHighlight(1), aHighlight(2)]),
    });
    const box = await screen.findByRole('region', { name: 'Your highlights' });
    const live = aHighlight(9, {
      statement: 'Highlight 9: Rita follows you',
      highlight_type: 'new-follower',
      role: 'overall',
      link: null,
      notified_at: Math.floor(Date.now() / 1000),
    });
    const update = readEvent(REALTIME_EVENTS.highlight, live);
    if (!update) throw new Error('unreadable event');
    act(() => applyUpdate(queryClient, update, 'overall'));
    act(() => applyUpdate(queryClient, update, 'overall'));
    await waitFor(() =>
      expect(rowsOf(within(box).getByRole('list'))).toEqual([
        'Highlight 9',
        'Highlight 1',
        'Highlight 2',
      ]),
    );
    const top = within(box).getAllByRole('listitem')[0] as HTMLElement;
    expect(top.textContent).toContain('New follower');
    expect(top.textContent).not.toContain('as Overall');
    expect(within(top).queryByRole('link')).toBeNull();
  });

  it('asks a visitor to sign in, and asks the server nothing', async () => {
    const { server } = renderWithApp(openDash(false), { path: '/challenges/tools' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Highlights' }));
    expect(
      screen.getByRole('heading', {
        name: 'Sign in to see what happens around your ideas and challenges.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/accounts/gateway?continue=%2Fchallenges%2Ftools',
    );
    expect(server.calls).toEqual([]);
  });
});

describe('a neuron event of an origin the page does not know', () => {
  it('is skipped with the spec’s warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const update = readEvent(REALTIME_EVENTS.neuronEarned, {
      points: 1,
      role: 'analyst',
      type: 'idea-rated',
      user_origin: 'robots',
      meaningful_name: 'Idea rated',
      event_created: new Date().toISOString(),
      challenge_title: null,
      challenge_slug: null,
      point_created_at: new Date().toISOString(),
    });
    expect(update).toBeNull();
    expect(warn).toHaveBeenCalledWith('brain__neuron-earned: unknown user_origin', 'robots');
  });
});
