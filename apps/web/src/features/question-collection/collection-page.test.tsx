import { ApiError } from '@nervus/api-client';
import type { ChallengeCard } from '@nervus/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

function aCard(n: number, overrides: Partial<ChallengeCard> = {}): ChallengeCard {
  return {
    id: anId(300 + n),
    slug: `challenge-${n}`,
    question_title: `How could ${n} help?`,
    solution_format: 'standard',
    primary_image: null,
    main_category: { id: anId(1), slug: 'food', name: 'Food' },
    catalyst: { id: anId(2), handle: 'cora' },
    prize: { prize_type: 'money', prize_title: null, prize_money: '500.00' },
    idea_entry_fee: 0,
    duration_start: '2026-11-01T00:00:00.000Z',
    duration_end: '2099-12-01T00:00:00.000Z',
    phase: 'open',
    settled_at: null,
    ideas: n,
    raters: 1,
    winners: [],
    ...overrides,
  };
}

const shell = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
};

const cora = aProfile({ id: anId(2), handle: 'cora', screen_name: 'cora' });

beforeAll(preloadRoutes, 60_000);

describe('the question collection', () => {
  it("lists the host platform's open questions without header or footer, each answered in a new tab", async () => {
    const { server } = await renderRoute('/question-collection', {
      api: {
        ...shell,
        platformHomeSection: () =>
          aPage(
            [
              aCard(1),
              aCard(2, {
                prize: { prize_type: 'other', prize_title: 'Lunch', prize_money: '0.00' },
              }),
            ],
            {
              total: 2,
              size: 12,
            },
          ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open questions on Nervus' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Open questions' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'How could 1 help?' })).toBeTruthy();
    expect(first.getByText('Food')).toBeTruthy();
    expect(first.getByText('$500')).toBeTruthy();
    expect(first.getByText('1 idea')).toBeTruthy();
    expect(first.getByText(/left$/)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Lunch')).toBeTruthy();
    const answer = first.getByRole('link', {
      name: 'Answer “How could 1 help?” on Nervus (opens in a new tab)',
    });
    expect(answer.getAttribute('href')).toBe('/challenges/challenge-1');
    expect(answer.getAttribute('target')).toBe('_blank');
    expect(answer.getAttribute('rel')).toBe('noopener');
    // No link of the page (but the skip link within it) navigates the frame or its host page.
    for (const link of screen.getAllByRole('link'))
      if (!link.getAttribute('href')?.startsWith('#'))
        expect(link.getAttribute('target'), link.textContent ?? '').toBe('_blank');
    expect(screen.getByText('Powered by')).toBeTruthy();
    // Chrome-less: no navigation bar, no footer.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(server.inputsOf('platformHomeSection')).toEqual([
      { params: { platform: 'nervus', id: 'ending-soon' }, query: { page: '0', size: '12' } },
    ]);
  });

  it("lists a player's open questions, in the theme the embedding site asks for", async () => {
    const { server } = await renderRoute('/cora/question-collection?theme=dark', {
      api: {
        ...shell,
        userProfile: () => ({ data: cora }),
        userChallenges: () => aPage([aCard(3)], { size: 12 }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open questions from @cora' }),
    ).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(server.inputsOf('userChallenges')).toEqual([
      { params: { id: anId(2) }, query: { page: '0', size: '12', state: 'open' } },
    ]);
  });

  it('follows the system without a theme in the address, and pages through the list', async () => {
    document.documentElement.setAttribute('data-theme', 'light');
    const { server } = await renderRoute('/question-collection', {
      api: {
        ...shell,
        platformHomeSection: ({ query }) =>
          aPage([aCard(query?.page === '1' ? 14 : 1)], { total: 14, size: 12 }),
      },
    });
    await screen.findByRole('heading', { name: 'How could 1 help?' });
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'How could 14 help?' })).toBeTruthy();
    expect(server.inputsOf('platformHomeSection').map((i) => i.query?.page)).toEqual(['0', '1']);
  });

  it("lists a platform's questions for a slug that is no player's, and says when it has none", async () => {
    const { server, router } = await renderRoute('/comedy/question-collection', {
      api: {
        ...shell,
        userProfile: () => {
          throw new ApiError(404, 'User not found.');
        },
        platformHomeSection: () => aPage([], { size: 12 }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No open questions right now' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/comedy/question-collection');
    expect(server.inputsOf('platformHomeSection')[0]?.params).toEqual({
      platform: 'comedy',
      id: 'ending-soon',
    });
    // The parent route asked for the player once; the page did not ask again.
    expect(server.inputsOf('userProfile')).toHaveLength(1);
  });

  it('says so when the slug is neither a player nor a platform', async () => {
    await renderRoute('/nobody/question-collection', {
      api: {
        ...shell,
        userProfile: () => {
          throw new ApiError(404, 'User not found.');
        },
        platformHomeSection: () => {
          throw new ApiError(404, 'Platform not found.');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to show here' })).toBeTruthy();
  });

  it("sends the root platform's slug to the collection without one", async () => {
    const { router } = await renderRoute('/nervus/question-collection?theme=light', {
      api: { ...shell, platformHomeSection: () => aPage([aCard(1)], { size: 12 }) },
    });
    await screen.findByRole('heading', { name: 'How could 1 help?' });
    expect(router.state.location.pathname).toBe('/question-collection');
    expect(router.state.location.search).toEqual({ theme: 'light' });
  });
});
