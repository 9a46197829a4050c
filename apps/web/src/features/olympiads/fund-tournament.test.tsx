import { ApiError } from '@nervus/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { aBoardRow, aLeaderboard, anOlympiad } from './test-data.js';

const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
};

const PAT = aMe({ id: anId(6), handle: 'pat', screen_name: 'pat' });
const IDEA_RACE = anId(902);

/** The answer of a pledge of `cents` to the Idea Race. */
const funded = (cents: number) => ({
  data: {
    funding: {
      id: 8,
      race: { id: IDEA_RACE, board: 'idea-race' as const, name: 'Idea Race' },
      funder: { id: anId(6), handle: 'pat', screen_name: 'pat', avatar_url: null },
      cents,
      created_at: '2026-11-20T00:00:00.000Z',
    },
    prize_cents: 50_000 + cents,
    balance_cents: 100,
    charged: true,
  },
});

/** Opens the dialog from the leaderboard's header and fills it: the Idea Race, `amount`. */
async function fill(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Fund this tournament' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fund Nervus Olympiad November 2026' });
  const race = within(dialog).getByRole('combobox', { name: /Race/ });
  expect(within(race).getByRole('option', { name: 'Idea Race ($500.00 so far)' })).toBeTruthy();
  fireEvent.change(race, { target: { value: IDEA_RACE } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount in dollars/ }), {
    target: { value: amount },
  });
  return dialog;
}

const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the prize' }));

beforeAll(preloadRoutes, 60_000);

describe('Fund this tournament', () => {
  it('adds money to the chosen race, says so and asks for the prize total again', async () => {
    let total = 250_000;
    const { server } = await renderRoute('/olympiad/leaderboard', {
      viewer: PAT,
      api: {
        ...shell,
        leaderboard: ({ query }) =>
          aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)], {
            olympiad: anOlympiad({ prize_total: total }),
          }),
        fundRace: ({ body }) => {
          total += Number(body?.cents);
          return funded(Number(body?.cents));
        },
      },
    });
    const dialog = await fill('five');
    send(dialog);
    await within(dialog).findByText('Enter an amount in dollars, like 25 or 12.50.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount in dollars/ }), {
      target: { value: '0.50' },
    });
    send(dialog);
    await within(dialog).findByText('Enter at least $1.00.');
    expect(server.inputsOf('fundRace')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount in dollars/ }), {
      target: { value: '$1,000.50' },
    });
    const asked = server.inputsOf('leaderboard').length;
    send(dialog);
    await screen.findByText('$1,000.50 added to Idea Race. Thank you!');
    const [sent] = server.inputsOf('fundRace');
    expect(sent?.params).toEqual({ id: IDEA_RACE });
    expect(sent?.body).toEqual({ cents: 100_050 });
    expect(sent?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The board (and its header's prize total) is asked again and shows the new total.
    await waitFor(() => expect(server.inputsOf('leaderboard').length).toBeGreaterThan(asked));
    await screen.findByText('$3,500.50');
  });

  it('shows a short wallet (402) on the amount, and a retry sends the same key', async () => {
    const { server } = await renderRoute('/olympiad/leaderboard', {
      viewer: PAT,
      api: {
        ...shell,
        leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)]),
        fundRace: () => {
          throw new ApiError(
            402,
            'Your wallet holds $1.00; adding $5.00 to Idea Race needs more. Add money to your wallet first.',
            [{ field: 'cents', error: 'Not enough money in your wallet.' }],
          );
        },
      },
    });
    const dialog = await fill('5');
    send(dialog);
    const amount = within(dialog).getByRole('textbox', { name: /Amount in dollars/ });
    await within(dialog).findByText(/Your wallet holds \$1\.00; adding \$5\.00/);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    server.answer({ fundRace: ({ body }) => funded(Number(body?.cents)) });
    send(dialog);
    await screen.findByText('$5.00 added to Idea Race. Thank you!');
    const keys = server.inputsOf('fundRace').map((i) => i.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // A new opening of the dialog is a new pledge: a new key.
    const again = await fill('2');
    send(again);
    await waitFor(() => expect(server.inputsOf('fundRace')).toHaveLength(3));
    expect(server.inputsOf('fundRace')[2]?.headers?.['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('shows the server’s field errors (422) on their fields', async () => {
    await renderRoute('/olympiad/leaderboard', {
      viewer: PAT,
      api: {
        ...shell,
        leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)]),
        fundRace: () => {
          throw new ApiError(422, 'Validation failed', [
            { field: 'cents', error: 'Must be at most $10,000.00.' },
          ]);
        },
      },
    });
    const dialog = await fill('20000');
    send(dialog);
    const amount = within(dialog).getByRole('textbox', { name: /Amount in dollars/ });
    await within(dialog).findByText('Must be at most $10,000.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a visitor a way to sign in, and nothing on a closed tournament', async () => {
    await renderRoute('/olympiad/leaderboard', {
      api: {
        ...shell,
        leaderboard: ({ query }) => aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)]),
      },
    });
    const link = await screen.findByRole('link', { name: 'Sign in to fund this tournament' });
    expect(link.getAttribute('href')).toMatch(/^\/accounts\/gateway\?continue=/);
    expect(screen.queryByRole('button', { name: 'Fund this tournament' })).toBeNull();
    cleanup();
    await renderRoute('/dora/tournaments', {
      viewer: PAT,
      api: {
        ...shell,
        userProfile: () => ({ data: aProfile({ handle: 'dora', screen_name: 'dora' }) }),
        olympiads: () =>
          aPage([
            anOlympiad({ name: 'Dora Cup December' }),
            anOlympiad({
              id: anId(800),
              name: 'Dora Cup November',
              status: 'closed',
              is_current: false,
              races: [],
            }),
          ]),
      },
    });
    const open = await screen.findByRole('listitem', { name: 'Dora Cup December' });
    expect(await within(open).findByRole('button', { name: 'Fund this tournament' })).toBeTruthy();
    const closed = screen.getByRole('listitem', { name: 'Dora Cup November' });
    expect(within(closed).queryByRole('button', { name: 'Fund this tournament' })).toBeNull();
  });
});
