import type { CallResponse, ChallengeCard } from '@nervus/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { anId, aPlatform } from '../../test/factories.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

type Widget = CallResponse<'homepageWidget'>['data'];

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
    duration_end: '2026-12-01T00:00:00.000Z',
    phase: 'open',
    settled_at: null,
    ideas: 3,
    raters: 1,
    winners: [],
    ...overrides,
  };
}

const food = aCard(1);
const parks = aCard(2, { main_category: { id: anId(4), slug: 'parks', name: 'Parks' } });
const settled = aCard(3, {
  phase: 'settled',
  settled_at: '2026-11-20T00:00:00.000Z',
  winners: [
    {
      position: 1,
      source: 'crowd',
      idea: { id: anId(400), title: 'Soup day' },
      author: { id: anId(5), handle: 'ivan' },
    },
  ],
});

function aWidget(overrides: Partial<Widget> = {}): Widget {
  return {
    platform: { id: anId(50), slug: 'nervus', title: 'Nervus' },
    ending_soon: [food, parks],
    newest: [parks],
    most_played: [food],
    with_prizes: [],
    completed: [settled],
    categories: [
      { id: anId(1), slug: 'food', name: 'Food', icon: null, parent_id: null, open_challenges: 1 },
      { id: anId(3), slug: 'life', name: 'Life', icon: null, parent_id: null, open_challenges: 1 },
      {
        id: anId(4),
        slug: 'parks',
        name: 'Parks',
        icon: null,
        parent_id: anId(3),
        open_challenges: 1,
      },
    ],
    ...overrides,
  };
}

/** The tournament widgets beside the sections (features/olympiads): no tournament here. */
const noTournament = () => ({
  data: {
    platform: { id: anId(50), slug: 'nervus', name: 'Nervus' },
    fell_back: false,
    current: null,
    prior: null,
  },
});

beforeAll(preloadRoutes, 60_000);

describe('the home', () => {
  it("shows the platform's sections of cards, the completed with their Top 3, and the categories", async () => {
    const { server } = await renderRoute('/', {
      api: {
        currentPlatform: () => ({ data: aPlatform() }),
        flags: () => ({ data: {} }),
        platforms: () => ({ data: [], meta: { total: 0, page: 0, size: 50 } }) as never,
        olympiadWidget: noTournament,
        homepageWidget: () => ({ data: aWidget() }),
      },
    });
    const ending = await screen.findByRole('region', { name: 'Ending soon' });
    expect(within(ending).getAllByRole('article')).toHaveLength(2);
    expect(within(ending).getByRole('link', { name: 'How could 1 help?' })).toBeTruthy();
    expect(within(ending).getAllByText('$500')).toHaveLength(2);
    const completed = screen.getByRole('region', { name: 'Completed, with their Top 3' });
    expect(within(completed).getByText('Soup day by @ivan')).toBeTruthy();
    // A section with nothing says so.
    const prizes = screen.getByRole('region', { name: 'With prizes' });
    expect(within(prizes).getByText('No open challenge has a prize yet.')).toBeTruthy();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(strip).getByRole('link', { name: 'Food (1)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search challenges' })).toBeTruthy();
    expect(server.inputsOf('homepageWidget')).toEqual([{ query: { platform_slug: 'nervus' } }]);
  });

  it('keeps a category and those below it, and says when it has nothing', async () => {
    await renderRoute('/?category=life', {
      api: {
        currentPlatform: () => ({ data: aPlatform() }),
        flags: () => ({ data: {} }),
        platforms: () => ({ data: [], meta: { total: 0, page: 0, size: 50 } }) as never,
        olympiadWidget: noTournament,
        homepageWidget: () => ({ data: aWidget() }),
      },
    });
    const ending = await screen.findByRole('region', { name: 'Ending soon' });
    expect(within(ending).getAllByRole('article')).toHaveLength(1);
    expect(within(ending).getByRole('link', { name: 'How could 2 help?' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Most played' })).toBeNull();
  });

  it('marks the chosen category alone as the current one in the strip', async () => {
    const api = {
      currentPlatform: () => ({ data: aPlatform() }),
      flags: () => ({ data: {} }),
      platforms: () => ({ data: [], meta: { total: 0, page: 0, size: 50 } }) as never,
      olympiadWidget: noTournament,
      homepageWidget: () => ({ data: aWidget() }),
    };
    const current = () =>
      within(screen.getByRole('navigation', { name: 'Categories' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    const chosen = await renderRoute('/?category=life', { api });
    await screen.findByRole('region', { name: 'Ending soon' });
    // "All" links to the home without a category, which the router would also call current.
    expect(current()).toEqual(['Life (1)']);
    chosen.unmount();
    await renderRoute('/', { api });
    await screen.findByRole('region', { name: 'Ending soon' });
    expect(current()).toEqual(['All']);
  });

  it('offers the search when a category has nothing on the home', async () => {
    await renderRoute('/?category=food', {
      api: {
        currentPlatform: () => ({ data: aPlatform() }),
        flags: () => ({ data: {} }),
        platforms: () => ({ data: [], meta: { total: 0, page: 0, size: 50 } }) as never,
        olympiadWidget: noTournament,
        homepageWidget: () => ({
          data: aWidget({ ending_soon: [], newest: [], most_played: [], completed: [] }),
        }),
      },
    });
    expect(await screen.findByText('Nothing in Food on the home page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Food' }).getAttribute('href')).toBe(
      '/search?category=food',
    );
  });
});
