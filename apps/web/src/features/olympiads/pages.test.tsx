import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { aBoardRow, aLeaderboard, anOlympiad, aWidget } from './test-data.js';

const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
};

const PLAYER2 = aMe({ id: aBoardRow(2).user.id, handle: 'player2', screen_name: 'Player2' });

beforeAll(preloadRoutes, 60_000);

describe('/nerve-boards', () => {
  it('shows the top five of each board as a card linking to the full board', async () => {
    const { server } = await renderRoute('/nerve-boards', {
      viewer: PLAYER2,
      api: {
        ...shell,
        leaderboard: ({ query }) =>
          aLeaderboard(
            query?.board ?? 'overall',
            query?.board === 'patron' ? [] : [aBoardRow(1), aBoardRow(2)],
            {
              me: aBoardRow(2),
            },
          ),
      },
    });
    const scout = await screen.findByRole('listitem', { name: 'Scout' });
    expect(await within(scout).findByRole('link', { name: '@Player1' })).toBeTruthy();
    expect(
      within(scout).getByRole('link', { name: 'See the full board: Scout' }).getAttribute('href'),
    ).toBe('/olympiad/leaderboard?tab=scout');
    const race = screen.getByRole('listitem', { name: 'Idea Race' });
    expect(
      within(race)
        .getByRole('link', { name: /See the full board/ })
        .getAttribute('href'),
    ).toBe('/idea-race');
    const innovator = screen.getByRole('listitem', { name: 'Innovator' });
    expect(
      within(innovator)
        .getByRole('link', { name: /See the full board/ })
        .getAttribute('href'),
    ).toBe('/olympiad/leaderboard/innovator');
    // Every board asked for its first five rows.
    await waitFor(() => expect(server.inputsOf('leaderboard')).toHaveLength(9));
    expect(server.inputsOf('leaderboard').every((i) => i.query?.size === '5')).toBe(true);
    // The viewer's own entries are marked.
    expect(within(scout).getByText('(You)')).toBeTruthy();
  });

  it('says when no tournament is running', async () => {
    await renderRoute('/nerve-boards', {
      api: { ...shell, leaderboard: () => aLeaderboard('overall', [], { olympiad: null }) },
    });
    await screen.findByRole('heading', { name: 'No tournament is running' });
  });
});

describe('/scores-stats', () => {
  it('shows each board’s leader and players, and the viewer’s rank and neurons', async () => {
    await renderRoute('/scores-stats', {
      viewer: PLAYER2,
      api: {
        ...shell,
        leaderboard: ({ query }) =>
          aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)], {
            total: 12,
            me: query?.board === 'director' ? null : aBoardRow(2),
          }),
      },
    });
    const table = await screen.findByRole('table');
    const director = within(table).getByRole('row', { name: /Director/ });
    expect(within(director).getByText('Not ranked')).toBeTruthy();
    const mentor = within(table).getByRole('row', { name: /Mentor/ });
    expect(within(mentor).getByRole('link', { name: '@Player1' })).toBeTruthy();
    expect(within(mentor).getByText('12')).toBeTruthy();
    expect(within(mentor).getByText('98.500')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Your rank' })).toBeTruthy();
  });

  it('asks a visitor to sign in and shows no own columns', async () => {
    await renderRoute('/scores-stats', {
      api: { ...shell, leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', []) },
    });
    await screen.findByText('Sign in to see your rank on each board.');
    expect(screen.queryByRole('columnheader', { name: 'Your rank' })).toBeNull();
  });
});

describe('/{player}/tournaments', () => {
  const player: Answers = {
    ...shell,
    userProfile: () => ({ data: aProfile({ handle: 'dora', screen_name: 'dora' }) }),
  };

  it('lists the platform’s tournaments newest first, the closed ones with their winners and prizes', async () => {
    const current = anOlympiad({ name: 'Dora Cup December' });
    const past = {
      ...anOlympiad({
        id: anId(800),
        name: 'Dora Cup November',
        status: 'closed',
        is_current: false,
        closed_at: '2026-12-01T00:00:00.000Z',
        races: [
          {
            id: anId(801),
            olympiad_id: anId(800),
            board: 'overall',
            name: 'Nerve Score',
            prize_cents: 10_000,
            position: 0,
            participants: 3,
          },
        ],
      }),
      winners: [
        {
          race_id: anId(801),
          board: 'overall',
          rank: 1,
          user: aBoardRow(1).user,
          neurons: 99.5,
          cents: 6667,
        },
        {
          race_id: anId(801),
          board: 'overall',
          rank: 2,
          user: aBoardRow(2).user,
          neurons: 98.5,
          cents: 3333,
        },
      ],
    };
    const empty = anOlympiad({
      id: anId(700),
      name: 'Dora Cup October',
      status: 'closed',
      is_current: false,
      participants: 0,
      prize_total: 0,
      races: [
        {
          id: anId(701),
          olympiad_id: anId(700),
          board: 'overall',
          name: 'Nerve Score',
          prize_cents: 0,
          position: 0,
          participants: 0,
        },
      ],
    });
    const { server } = await renderRoute('/dora/tournaments', {
      api: {
        ...player,
        olympiads: () => aPage([current, past, empty]),
      },
    });
    const cards = await screen.findAllByRole('listitem');
    const names = cards
      .map((c) => c.getAttribute('aria-labelledby'))
      .filter(Boolean)
      .map((id) => document.getElementById(id as string)?.textContent);
    expect(names).toEqual(['Dora Cup December', 'Dora Cup November', 'Dora Cup October']);
    expect(server.inputsOf('olympiads')[0]?.params).toEqual({ platform: 'dora' });
    const november = screen.getByRole('listitem', { name: 'Dora Cup November' });
    // Its winners with their prizes, from the list's answer (no board is asked).
    const won = within(november).getByRole('region', { name: 'Nerve Score' });
    const places = within(won)
      .getAllByRole('listitem')
      .map((li) => [li.getAttribute('value'), li.textContent]);
    expect(places).toEqual([
      ['1', '@Player1 $66.67'],
      ['2', '@Player2 $33.33'],
    ]);
    expect(server.inputsOf('raceResults')).toEqual([]);
    expect(within(november).getByText('Closed')).toBeTruthy();
    expect(
      within(november).getByRole('link', { name: 'See the full board' }).getAttribute('href'),
    ).toBe(`/dora/olympiad/leaderboard/${anId(801)}`);
    const october = screen.getByRole('listitem', { name: 'Dora Cup October' });
    expect(within(october).getAllByText('No participants this cycle').length).toBeGreaterThan(0);
    const december = screen.getByRole('listitem', { name: 'Dora Cup December' });
    expect(within(december).getByText('Current')).toBeTruthy();
    expect(within(december).getByRole('link', { name: 'See the leaderboard' })).toBeTruthy();
  });

  it('says when the platform has had no tournament', async () => {
    await renderRoute('/dora/tournaments', {
      api: { ...player, olympiads: () => aPage([]) },
    });
    await screen.findByRole('heading', { name: 'No tournaments yet' });
  });
});

describe('the home’s tournament widgets', () => {
  const home: Answers = {
    ...shell,
    platforms: () => aPage([]),
    homepageWidget: () => ({
      data: {
        platform: { id: anId(50), slug: 'nervus', title: 'Nervus' },
        ending_soon: [],
        newest: [],
        most_played: [],
        with_prizes: [],
        completed: [],
        categories: [],
      },
    }),
  };

  it('shows the current tournament with its prize and the platform’s extra-prize words, and the prior one', async () => {
    const prior = anOlympiad({
      id: anId(800),
      name: 'October Olympiad',
      status: 'closed',
      is_current: false,
    });
    const { server } = await renderRoute('/', {
      api: {
        ...home,
        flags: () => ({
          data: {
            'tournament-extra-prize': {
              enabled: true,
              variant: 'nervus',
              variants: [
                { value: 'nervus', payload: 'This month the Idea Race pays an extra $2,500.' },
                { value: 'comedy', payload: 'The funniest player takes home $500.' },
              ],
            },
          },
        }),
        olympiadWidget: () => ({
          data: aWidget({
            prior: {
              olympiad: prior,
              winners: [
                {
                  race_id: anId(901),
                  board: 'overall',
                  rank: 1,
                  user: aBoardRow(1).user,
                  neurons: 120,
                  cents: 150_000,
                },
                {
                  race_id: anId(902),
                  board: 'idea-race',
                  rank: 1,
                  user: aBoardRow(2).user,
                  neurons: 90,
                  cents: 50_000,
                },
              ],
            },
          }),
        }),
      },
    });
    const current = await screen.findByRole('region', { name: 'Current tournament' });
    expect(within(current).getByText('Open')).toBeTruthy();
    expect(within(current).getByText('$2,500')).toBeTruthy();
    expect(
      within(current).getByText('This month the Idea Race pays an extra $2,500.'),
    ).toBeTruthy();
    expect(within(current).getByText('42 participants')).toBeTruthy();
    expect(
      within(current).getByRole('link', { name: 'See the leaderboard' }).getAttribute('href'),
    ).toBe('/olympiad/leaderboard');
    const last = screen.getByRole('region', { name: 'Last tournament' });
    expect(within(last).getByText('Closed')).toBeTruthy();
    // Each race's winners under the race's name.
    const score = within(last).getByRole('region', { name: 'Nerve Score' });
    expect(within(score).getByRole('link', { name: '@Player1' })).toBeTruthy();
    expect(within(score).getByText('$1,500')).toBeTruthy();
    const race = within(last).getByRole('region', { name: 'Idea Race' });
    expect(within(race).getByRole('link', { name: '@Player2' })).toBeTruthy();
    expect(server.inputsOf('olympiadWidget')[0]).toEqual({
      params: { id: 'current' },
      query: { platform_slug: 'nervus' },
    });
  });

  it('says No participants this cycle, and picks the extra-prize words by the platform’s slug', async () => {
    await renderRoute('/', {
      api: {
        ...home,
        currentPlatform: () => ({ data: aPlatform({ slug: 'comedy', is_default: false }) }),
        flags: () => ({
          data: {
            'tournament-extra-prize': {
              enabled: true,
              variant: 'nervus',
              variants: [
                { value: 'nervus', payload: 'This month the Idea Race pays an extra $2,500.' },
                { value: 'comedy', payload: 'The funniest player takes home $500.' },
              ],
            },
          },
        }),
        olympiadWidget: () => ({
          data: aWidget({ current: { olympiad: anOlympiad({ participants: 0 }) } }),
        }),
      },
    });
    const current = await screen.findByRole('region', { name: 'Current tournament' });
    expect(within(current).getByText('No participants this cycle')).toBeTruthy();
    expect(within(current).getByText('The funniest player takes home $500.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Last tournament' })).toBeNull();
  });

  it('leaves the home as it is when the widget cannot be read', async () => {
    await renderRoute('/', {
      api: {
        ...home,
        olympiadWidget: () => {
          throw new Error('503');
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tournaments' })).toBeNull());
  });
});

describe('My Dashboard and the scout’s olympiad', () => {
  const dash: Answers = {
    ...shell,
    userProfile: () => ({ data: aProfile(PLAYER2.user) }),
    brains: () => ({ data: [] }),
    neurons: () => aPage([]),
  };

  it('shows a current-olympiad card linking to the leaderboard, with the player’s rank', async () => {
    const { server } = await renderRoute('/Player2/my-dashboard', {
      viewer: PLAYER2,
      api: {
        ...dash,
        leaderboard: () => aLeaderboard('overall', [aBoardRow(1)], { me: aBoardRow(2) }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Current olympiad' });
    expect(within(card).getByText('Your rank: 2 (98.500 neurons)')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'See the leaderboard' }).getAttribute('href'),
    ).toBe('/olympiad/leaderboard');
    expect(server.inputsOf('leaderboard')[0]?.query).toMatchObject({ board: 'overall', size: '1' });
  });

  it('sends the scout section to its olympiad page: the scout race and the player’s standing', async () => {
    const { router, server } = await renderRoute('/Player2/my-dashboard/scout', {
      viewer: PLAYER2,
      api: {
        ...dash,
        leaderboard: () =>
          aLeaderboard('scout', [aBoardRow(1), aBoardRow(2)], {
            me: aBoardRow(2, { qty_recruits: 4 }),
          }),
      },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Player2/my-dashboard/scout/olympiad'),
    );
    const race = await screen.findByRole('region', { name: 'Scout Race' });
    expect(within(race).getByRole('row', { current: true })).toBeTruthy();
    expect(screen.getByText('Your scout rank')).toBeTruthy();
    expect(server.inputsOf('leaderboard')[0]?.query).toMatchObject({ board: 'scout' });
    expect(
      within(race).getByRole('link', { name: 'See the full board' }).getAttribute('href'),
    ).toBe('/olympiad/leaderboard?tab=scout');
  });
});
