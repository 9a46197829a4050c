import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import {
  aHighlight,
  highlightsServer,
  layOutHighlightLists,
  rowsOf,
} from '../../test/highlights.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import type { Neuron } from '../game/neuron-line.js';

const CORA = aMe({ handle: 'cora', screen_name: 'cora' });
const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  userProfile: () => ({ data: aProfile(CORA.user) }),
  notificationState: () => ({
    data: {
      neurons_total: 45,
      highlights_total: 2,
      score: 12.5,
      last_seen_score: 12.5,
      has_updates: false,
    },
  }),
};

function aNeuron(n: number, overrides: Partial<Neuron> = {}): Neuron {
  return {
    id: `n${n}`,
    role: 'analyst',
    points: 2,
    reason: 'idea-rated',
    challenge_id: '6b4f3f43-7c1c-4b25-9d0a-2f3e8f1c0a11',
    challenge_title: `Challenge ${n}?`,
    challenge_slug: `challenge-${n}`,
    created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

layOutHighlightLists();

describe('the notifications pages', () => {
  beforeAll(preloadRoutes, 60_000);

  it('open on neurons earned: 20 a page, the next while (page + 1) · 20 < total, the fallback sentence for a reason without words', async () => {
    const all = Array.from({ length: 45 }, (_, i) =>
      i === 1 ? aNeuron(i, { reason: 'something-new', role: 'mentor', points: -3 }) : aNeuron(i),
    );
    const { server, router } = await renderRoute('/cora/my-dashboard/notifications', {
      viewer: CORA,
      api: {
        ...shell,
        neurons: ({ query }) => {
          const page = Number(query?.page);
          const size = Number(query?.size);
          return aPage(all.slice(page * size, (page + 1) * size), { total: 45, page, size });
        },
      },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/cora/my-dashboard/notifications/neurons-earned',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Notifications' });
    expect(
      within(tabs).getByRole('link', { name: 'Neurons Earned' }).getAttribute('aria-current'),
    ).toBe('page');
    const list = await screen.findByRole('list', { name: 'Neurons you earned' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(20);
    expect(lines[0]?.textContent).toContain('You rated an idea in Challenge 0?');
    expect(lines[1]?.textContent).toContain('-3 neurons');
    expect(lines[1]?.textContent).toContain('You lost points as Mentor in Challenge 1?');
    expect(
      within(lines[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/challenges/challenge-1');
    expect(screen.getByText('45 entries, newest first')).toBeTruthy();
    // The frame's totals come from /me/notification, in one call.
    expect([...document.querySelectorAll('.nv-stat')].map((tile) => tile.textContent)).toEqual([
      'Nerve Score12.5',
      'Neuron entries45',
      'Highlights2',
    ]);
    expect(server.inputsOf('notificationState')).toHaveLength(1);

    const pager = screen.getByRole('navigation', { name: /your neurons/ });
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Challenge 20?'),
    );
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    // Page 2 is the last: (2 + 1) · 20 ≥ 45.
    expect(within(pager).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    expect(server.inputsOf('neurons').map((i) => i.query)).toEqual([
      { page: '0', size: '20' },
      { page: '1', size: '20' },
      { page: '2', size: '20' },
    ]);
  });

  it('list every highlight on their page, loaded by the route', async () => {
    const { server, router } = await renderRoute('/cora/my-dashboard/notifications/highlights', {
      viewer: CORA,
      api: { ...shell, highlights: highlightsServer([aHighlight(1), aHighlight(2)]) },
    });
    const box = await screen.findByRole('region', { name: 'Your highlights' });
    expect(rowsOf(within(box).getByRole('list'))).toEqual(['Highlight 1', 'Highlight 2']);
    expect(server.inputsOf('highlights')).toHaveLength(1);
    expect(router.state.matches.at(-1)?.routeId).toBe(
      '/$platformSlug/my-dashboard/notifications/highlights',
    );
  });

  it('show the helpful tips for their roles', async () => {
    await renderRoute('/cora/my-dashboard/notifications/helpful-tips', {
      viewer: CORA,
      api: shell,
    });
    const tips = await screen.findByRole('list', { name: 'Tips' });
    expect(within(tips).getByRole('heading', { name: 'Post a challenge' })).toBeTruthy();
    expect(within(tips).getByText('For Catalyst')).toBeTruthy();
  });

  it('keep a player’s notifications to the player: another handle’s address reads nothing', async () => {
    await renderRoute('/mona/my-dashboard/notifications/neurons-earned', {
      viewer: CORA,
      api: {
        ...shell,
        userProfile: () => ({ data: aProfile({ handle: 'mona', screen_name: 'mona' }) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Notifications are private' })).toBeTruthy();
    expect(screen.getByText('Only @mona sees their notifications.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your notifications' }).getAttribute('href')).toBe(
      '/cora/my-dashboard/notifications/neurons-earned',
    );
    // No answer for `neurons` is given: asking for it would fail this test.
  });
});
