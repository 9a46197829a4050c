import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { LIVE_MS, leaderboardQueryOptions } from './queries.js';
import { aBoardRow, aLeaderboard, anOlympiad } from './test-data.js';

const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
};

/** A viewer who is player 3 of the boards. */
const PLAYER3 = aMe({
  id: aBoardRow(3).user.id,
  handle: 'player3',
  screen_name: 'Player3',
});

function boards(answer: NonNullable<Answers['leaderboard']>): Answers {
  return { ...shell, leaderboard: answer };
}

const rows = [aBoardRow(1), aBoardRow(2), aBoardRow(3)];

/** The rank a board's row shows (its first cell). */
const rankOf = (row: HTMLElement) => row.querySelector('td')?.textContent;

beforeAll(preloadRoutes, 60_000);

describe('/olympiad/leaderboard', () => {
  it('shows the current olympiad and the Nerve Score board of the host platform', async () => {
    const { server } = await renderRoute('/olympiad/leaderboard', {
      api: boards(({ query }) => aLeaderboard(query?.board ?? 'overall', rows)),
    });
    await screen.findByRole('link', { name: '@Player1' });
    expect(server.inputsOf('leaderboard')[0]).toMatchObject({
      params: { platform: 'nervus' },
      query: { board: 'overall', page: '0', size: '20' },
    });
    // The olympiad's header: name, state, prize total, races.
    expect(screen.getByRole('heading', { name: 'Nervus Olympiad November 2026' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    expect(screen.getByText(/Nerve Score: \$2,000 · Idea Race: \$500/)).toBeTruthy();
    // The role tabs, the Nerve Score's selected.
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Nerve Score',
      'Catalyst',
      'Mentor',
      'Scout',
      'Analyst Rater',
      'Director',
      'Commentator',
    ]);
    expect(screen.getByRole('tab', { name: 'Nerve Score' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // Rank, player, neurons to 3 decimals, the board's columns.
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Rank',
      'Player',
      'Neurons',
      'Ideas',
      'Challenges',
      'Ratings',
      'Mentoring',
    ]);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('99.500')).toBeTruthy();
    expect(screen.getByText('Sign in to see your place on the board.')).toBeTruthy();
  });

  it('switches boards with the tab query and shows the role’s columns', async () => {
    const { router, server } = await renderRoute('/olympiad/leaderboard', {
      api: boards(({ query }) => aLeaderboard(query?.board ?? 'overall', rows)),
    });
    await screen.findByRole('link', { name: '@Player1' });
    fireEvent.click(screen.getByRole('tab', { name: 'Scout' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'scout' }));
    await waitFor(() => expect(server.inputsOf('leaderboard').at(-1)?.query?.board).toBe('scout'));
    await screen.findByRole('columnheader', { name: 'Recruits' });
    expect(screen.queryByRole('columnheader', { name: 'Ideas' })).toBeNull();
  });

  it('opens on the board the tab query names (tab=analyst) and drops an unknown one', async () => {
    const { server } = await renderRoute('/olympiad/leaderboard?tab=analyst', {
      api: boards(({ query }) => aLeaderboard(query?.board ?? 'overall', rows)),
    });
    await screen.findByRole('columnheader', { name: 'Ratings' });
    expect(server.inputsOf('leaderboard')[0]?.query?.board).toBe('analyst');
    cleanup();
    const again = await renderRoute('/olympiad/leaderboard?tab=nonsense', {
      api: boards(({ query }) => aLeaderboard(query?.board ?? 'overall', rows)),
    });
    await screen.findByRole('link', { name: '@Player1' });
    expect(again.server.inputsOf('leaderboard').at(-1)?.query?.board).toBe('overall');
  });

  it('marks the signed-in player’s own row', async () => {
    await renderRoute('/olympiad/leaderboard', {
      viewer: PLAYER3,
      api: boards(() => aLeaderboard('overall', rows, { me: aBoardRow(3) })),
    });
    const own = await screen.findByRole('row', { current: true });
    expect(within(own).getByRole('link', { name: '@Player3' })).toBeTruthy();
    expect(within(own).getByText('(You)')).toBeTruthy();
    expect(screen.getAllByRole('row', { current: true })).toHaveLength(1);
  });

  it('pins the player’s row under the page when it is on another page', async () => {
    const far = aBoardRow(57, { user: aBoardRow(3).user });
    await renderRoute('/olympiad/leaderboard', {
      viewer: PLAYER3,
      api: boards(() =>
        aLeaderboard('overall', [aBoardRow(1), aBoardRow(2)], { total: 80, me: far }),
      ),
    });
    const own = await screen.findByRole('row', { current: true });
    expect(rankOf(own)).toBe('57');
    expect(own.closest('tbody')?.getAttribute('aria-label')).toBe('Your place');
  });

  it('says when the signed-in player is not on the board yet', async () => {
    await renderRoute('/olympiad/leaderboard', {
      viewer: PLAYER3,
      api: boards(() => aLeaderboard('overall', [aBoardRow(1)])),
    });
    await screen.findByText(/You are not on this board yet/);
    expect(screen.queryByRole('row', { current: true })).toBeNull();
  });

  it('pages through the board', async () => {
    const { router, server } = await renderRoute('/olympiad/leaderboard?tab=mentor', {
      api: boards(({ query }) =>
        aLeaderboard(query?.board ?? 'overall', rows, { total: 45, page: Number(query?.page) }),
      ),
    });
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'mentor', page: 1 }));
    await waitFor(() =>
      expect(server.inputsOf('leaderboard').at(-1)?.query).toMatchObject({
        board: 'mentor',
        page: '1',
      }),
    );
    await screen.findByText('Page 2 of 3');
  });

  it('says so when nobody is on the board, and when no tournament runs', async () => {
    await renderRoute('/olympiad/leaderboard', {
      api: boards(() => aLeaderboard('overall', [])),
    });
    await screen.findByRole('heading', { name: 'Nobody is on this board yet' });
    cleanup();
    const last = anOlympiad({ status: 'closed', is_current: false });
    const { server } = await renderRoute('/olympiad/leaderboard', {
      api: {
        ...boards(() => aLeaderboard('overall', [], { olympiad: null })),
        olympiads: () => aPage([last]),
      },
    });
    await screen.findByRole('heading', { name: 'No tournament is running' });
    expect(screen.queryByRole('tablist')).toBeNull();
    // Between cycles, the way to the last one's board.
    const link = await screen.findByRole('link', { name: 'The last tournament’s board' });
    expect(link.getAttribute('href')).toBe(`/olympiad/leaderboard/${last.races[0]?.id}`);
    expect(server.inputsOf('olympiads')[0]?.params).toEqual({ platform: 'nervus' });
  });

  it('shows skeletons while the board loads', async () => {
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderRoute('/olympiad/leaderboard', {
      api: boards(async () => {
        await waiting;
        return aLeaderboard('overall', rows);
      }),
    });
    await screen.findByRole('status', { name: 'Loading the leaderboard' });
    release();
    await screen.findByRole('link', { name: '@Player1' });
  });

  it('is live: it asks again every few seconds while shown, and on focus', () => {
    const options = leaderboardQueryOptions('nervus', 'overall');
    expect(LIVE_MS).toBeGreaterThanOrEqual(5000);
    expect(LIVE_MS).toBeLessThanOrEqual(10_000);
    expect(options.refetchInterval).toBe(LIVE_MS);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('moves a row when the board answers anew (a new award)', async () => {
    const { queryClient, server } = await renderRoute('/olympiad/leaderboard', {
      viewer: PLAYER3,
      api: boards(() => aLeaderboard('overall', rows, { me: aBoardRow(3) })),
    });
    const own = await screen.findByRole('row', { current: true });
    expect(rankOf(own)).toBe('3');
    server.answer({
      leaderboard: () =>
        aLeaderboard(
          'overall',
          [
            aBoardRow(1, { user: aBoardRow(3).user, neurons: 150 }),
            aBoardRow(2),
            aBoardRow(3, { user: aBoardRow(1).user }),
          ],
          { me: aBoardRow(1, { user: aBoardRow(3).user, neurons: 150 }) },
        ),
    });
    await queryClient.refetchQueries({ queryKey: ['olympiads', 'board'] });
    await waitFor(() =>
      expect(within(screen.getByRole('row', { current: true })).getByText('150.000')).toBeTruthy(),
    );
    expect(rankOf(screen.getByRole('row', { current: true }))).toBe('1');
  });
});

describe('/{player}/olympiad/leaderboard/{race?}', () => {
  const player: Answers = {
    ...shell,
    userProfile: () => ({ data: aProfile({ handle: 'dora', screen_name: 'Dora' }) }),
  };

  it('reads the player’s own platform’s board', async () => {
    const { server } = await renderRoute('/Dora/olympiad/leaderboard?tab=scout', {
      api: { ...player, leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', rows) },
    });
    await screen.findByRole('heading', { name: 'Leaderboard of @Dora' });
    await screen.findByRole('link', { name: '@Player1' });
    expect(server.inputsOf('leaderboard')[0]).toMatchObject({
      params: { platform: 'dora' },
      query: { board: 'scout' },
    });
  });

  it('shows a race by its board, and one of a past cycle by its id', async () => {
    const { server } = await renderRoute('/Dora/olympiad/leaderboard/idea-race', {
      api: { ...player, leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', rows) },
    });
    await screen.findByRole('heading', { name: 'Idea Race', level: 1 });
    expect(server.inputsOf('leaderboard')[0]?.query?.board).toBe('idea-race');
    cleanup();
    const past = anOlympiad({ status: 'closed', is_current: false, name: 'October 2026' });
    const race = past.races[0];
    const again = await renderRoute(`/Dora/olympiad/leaderboard/${race?.id}`, {
      api: {
        ...player,
        olympiads: () => aPage([past]),
        raceResults: () => ({ data: rows, meta: { total: 3, page: 0, size: 20 }, me: null }),
      },
    });
    await screen.findByRole('heading', { name: 'October 2026' });
    await screen.findByRole('link', { name: '@Player1' });
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(again.server.inputsOf('raceResults')[0]?.params).toEqual({ id: race?.id });
    expect(screen.getByRole('tab', { name: 'Nerve Score' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('/platform-leaderboard/all', () => {
  it('redirects to the main platform’s leaderboard', async () => {
    const { router } = await renderRoute('/platform-leaderboard/all', {
      api: boards(() => aLeaderboard('overall', rows)),
    });
    await screen.findByRole('link', { name: '@Player1' });
    expect(router.state.location.pathname).toBe('/olympiad/leaderboard');
  });
});

describe('/idea-race', () => {
  it('shows the Idea Race board alone, director score excluded', async () => {
    const { server } = await renderRoute('/idea-race', {
      api: boards(({ query }) => aLeaderboard(query?.board ?? 'overall', rows)),
    });
    await screen.findByRole('heading', { name: 'Idea Race', level: 1 });
    await screen.findByRole('link', { name: '@Player1' });
    expect(screen.getByText(/Every role counts except the director’s/)).toBeTruthy();
    expect(server.inputsOf('leaderboard')[0]?.query?.board).toBe('idea-race');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
