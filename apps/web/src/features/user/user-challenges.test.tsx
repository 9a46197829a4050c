import type { ChallengeCard } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const CORA = aMe({ id: anId(2), handle: 'cora', screen_name: 'cora' });
const IVAN = aMe({ id: anId(3), handle: 'ivan', screen_name: 'ivan' });

function aCard(n: number, overrides: Partial<ChallengeCard> = {}): ChallengeCard {
  return {
    id: anId(300 + n),
    slug: `challenge-${n}`,
    question_title: `How could ${n} help?`,
    solution_format: 'standard',
    primary_image: null,
    main_category: { id: anId(1), slug: 'food', name: 'Food' },
    catalyst: { id: CORA.user.id, handle: 'cora' },
    prize: { prize_type: 'money', prize_title: null, prize_money: '500.00' },
    idea_entry_fee: 0,
    duration_start: '2026-11-01T00:00:00.000Z',
    duration_end: '2026-12-01T00:00:00.000Z',
    phase: 'open',
    settled_at: null,
    ideas: 3,
    raters: 1,
    winners: [],
    ...overrides,
  };
}

const page: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile(CORA.user) }),
  userSocial: () => ({ data: { accounts: {} } }),
  brains: () => ({ data: [] }),
};

const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeAll(preloadRoutes, 60_000);

describe("a player's home", () => {
  it('lists their open challenges under the profile block, open tab first', async () => {
    const { server } = await renderRoute('/cora', {
      api: { ...page, userChallenges: () => aPage([aCard(1), aCard(2)], { size: 12 }) },
    });
    const tab = await screen.findByRole('tab', { name: 'Open' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    await waitFor(() =>
      expect(cardTitles(panel)).toEqual(['How could 1 help?', 'How could 2 help?']),
    );
    expect(
      within(panel).getByRole('link', { name: 'How could 1 help?' }).getAttribute('href'),
    ).toBe('/challenges/challenge-1');
    expect(screen.getByRole('region', { name: '@cora' })).toBeTruthy();
    expect(server.inputsOf('userChallenges')[0]).toMatchObject({
      params: { id: 'cora' },
      query: { state: 'open', page: '0', size: '12' },
    });
    expect(server.inputsOf('userChallenges')[0]?.query?.filter).toBeUndefined();
  });

  it('shows the closed tab from the address and writes the tab into it when chosen', async () => {
    const { server, router } = await renderRoute('/cora?tab=closed', {
      api: {
        ...page,
        userChallenges: ({ query }) =>
          aPage(
            query?.state === 'closed'
              ? [aCard(7, { phase: 'settled', question_title: 'Settled one' })]
              : [aCard(1, { question_title: 'Open one' })],
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Settled one' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Closed' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Open one' })).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('tab');
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'closed' }));
    expect(server.inputsOf('userChallenges').map((i) => i.query?.state)).toEqual([
      'closed',
      'open',
    ]);
  });

  it('filters by entry fee from the address, with a chip that removes the filter', async () => {
    const { server, router } = await renderRoute('/cora?filter=idea_entry_fee', {
      api: {
        ...page,
        userChallenges: ({ query }) =>
          aPage(
            query?.filter === 'idea_entry_fee'
              ? [aCard(1, { idea_entry_fee: 250, question_title: 'With a fee' })]
              : [aCard(1, { idea_entry_fee: 250, question_title: 'With a fee' }), aCard(2)],
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'With a fee' })).toBeTruthy();
    expect(server.inputsOf('userChallenges')[0]?.query?.filter).toBe('idea_entry_fee');
    const chips = screen.getByRole('list', { name: 'Filters' });
    expect(chips.textContent).toContain('With entry fee');
    fireEvent.click(within(chips).getByRole('link', { name: 'Remove the filter: With entry fee' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How could 2 help?' }),
    ).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('filter');
    expect(screen.queryByRole('list', { name: 'Filters' })).toBeNull();
    expect(server.inputsOf('userChallenges').at(-1)?.query?.filter).toBeUndefined();
  });

  it('keeps the filter when the tab changes', async () => {
    const { server, router } = await renderRoute('/cora?filter=idea_entry_fee', {
      api: { ...page, userChallenges: () => aPage([aCard(1, { idea_entry_fee: 100 })]) },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Closed' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tab: 'closed', filter: 'idea_entry_fee' }),
    );
    await waitFor(() =>
      expect(server.inputsOf('userChallenges').at(-1)?.query).toMatchObject({
        state: 'closed',
        filter: 'idea_entry_fee',
      }),
    );
  });

  it('pages through the list with the page in the address', async () => {
    const cards = Array.from({ length: 14 }, (_, i) => aCard(i + 1));
    const { server, router } = await renderRoute('/cora', {
      api: {
        ...page,
        userChallenges: ({ query }) => {
          const at = Number(query?.page ?? 0);
          return aPage(cards.slice(at * 12, at * 12 + 12), { total: 14, page: at, size: 12 });
        },
      },
    });
    expect(await screen.findByText('14 challenges')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How could 14 help?' }),
    ).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ page: 1 });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(server.inputsOf('userChallenges').at(-1)?.query?.page).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How could 1 help?' }),
    ).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it("says what another player's empty tab means, without a create button", async () => {
    await renderRoute('/cora?tab=closed', {
      viewer: IVAN,
      api: { ...page, userChallenges: () => aPage([]) },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: '@cora has no closed challenges' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('link')).toBeNull();
  });

  it('offers the player their own Create Challenge on an empty tab', async () => {
    await renderRoute('/cora', {
      viewer: CORA,
      api: { ...page, userChallenges: () => aPage([]) },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: '@cora has no open challenges' }),
    ).toBeTruthy();
    const create = await within(screen.getByRole('tabpanel')).findByRole('link', {
      name: 'Create Challenge',
    });
    expect(create.getAttribute('href')).toBe('/challenges/create');
  });

  it('says when nothing has an entry fee and offers every challenge instead', async () => {
    const { router } = await renderRoute('/cora?filter=idea_entry_fee', {
      api: {
        ...page,
        userChallenges: ({ query }) => aPage(query?.filter ? [] : [aCard(5)]),
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: '@cora has no open challenges with an entry fee',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show all challenges' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How could 5 help?' }),
    ).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('filter');
  });

  it('ignores an address value it does not know', async () => {
    const { server } = await renderRoute('/cora?tab=everything&page=-3&filter=cheap', {
      api: { ...page, userChallenges: () => aPage([aCard(1)]) },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'How could 1 help?' }),
    ).toBeTruthy();
    expect(server.inputsOf('userChallenges')[0]?.query).toMatchObject({ state: 'open', page: '0' });
    expect(server.inputsOf('userChallenges')[0]?.query?.filter).toBeUndefined();
  });
});
