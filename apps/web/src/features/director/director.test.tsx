import { ApiError } from '@nervus/api-client';
import type { BaseOlympiad, Olympiad, OlympiadAllocations } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const DORA = aMe({ id: anId(2), handle: 'dora', screen_name: 'dora' });
const person = (n: number, handle: string) => ({
  id: anId(n),
  handle,
  screen_name: handle,
  avatar_url: null,
});
const platform = { id: anId(10), slug: 'dora', name: 'dora' };
const T0 = '2026-11-23T00:00:00.000Z';

function base(overrides: Partial<BaseOlympiad> = {}): BaseOlympiad {
  return {
    platform,
    director: { id: anId(2), handle: 'dora' },
    name: "dora's Olympiad",
    type: 'public',
    cadence: 'weekly',
    time_zone: 'UTC',
    races: [{ board: 'overall', name: 'Nerve Score', prize_cents: 900 }],
    renews: true,
    suspended: false,
    profanity_allowed: false,
    updated_at: T0,
    current_olympiad_id: anId(30),
    ...overrides,
  };
}

function olympiad(overrides: Partial<Olympiad> = {}): Olympiad {
  return {
    id: anId(30),
    platform,
    name: "dora's Olympiad",
    type: 'public',
    cadence: 'weekly',
    time_zone: 'UTC',
    cycle_key: '2026-W48',
    start_time: T0,
    end_time: '2026-11-30T00:00:00.000Z',
    status: 'open',
    is_current: true,
    suspended: false,
    profanity_allowed: false,
    prize_total: 1200,
    participants: 5,
    closed_at: null,
    races: [
      {
        id: anId(40),
        olympiad_id: anId(30),
        board: 'overall',
        name: 'Nerve Score',
        prize_cents: 1200,
        position: 0,
        participants: 5,
      },
    ],
    ...overrides,
  };
}

const allocations = (
  states: ['allocated' | 'paid' | 'no_wallet', 'not_eligible'],
): OlympiadAllocations => ({
  olympiad: {
    id: anId(30),
    name: "dora's Olympiad",
    status: 'closed',
    start_time: T0,
    end_time: '2026-11-30T00:00:00.000Z',
    closed_at: '2026-11-25T00:00:00.000Z',
    prize_total: 1200,
    platform,
  },
  races: [
    {
      race_id: anId(40),
      board: 'overall',
      name: 'Nerve Score',
      prize_cents: 1200,
      unawarded_cents: 0,
    },
  ],
  allocations: [
    {
      id: anId(50),
      race: { id: anId(40), board: 'overall', name: 'Nerve Score' },
      user: person(3, 'ivan'),
      rank: 1,
      cents: 1200,
      neurons: 6,
      state: states[0],
      paid_at: null,
      created_at: T0,
    },
    {
      id: anId(51),
      race: { id: anId(40), board: 'overall', name: 'Nerve Score' },
      user: person(2, 'dora'),
      rank: 1,
      cents: 0,
      neurons: 9,
      state: states[1],
      paid_at: null,
      created_at: T0,
    },
  ],
  paid_cents: states[0] === 'paid' ? 1200 : 0,
});

function page(flag = true, more: Answers = {}): Answers {
  return {
    currentPlatform: () => ({ data: aPlatform() }),
    flags: () => ({
      data: flag ? { 'director-dashboard': { enabled: true, variant: null, variants: [] } } : {},
    }),
    userProfile: () => ({ data: aProfile(DORA.user) }),
    userSocial: () => ({ data: { accounts: {} } }),
    brains: () => ({ data: [] }),
    directedBases: () => ({ data: [base()] }),
    olympiad: () => ({ data: olympiad() }),
    ...more,
  };
}

beforeAll(preloadRoutes, 60_000);

describe('the director dashboard', () => {
  it('stays closed while the director-dashboard flag is off', async () => {
    await renderRoute('/dora/my-dashboard/director/current-olympiad', {
      viewer: DORA,
      api: page(false),
    });
    expect(
      await screen.findByRole('heading', { name: 'Director dashboards are not open yet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Director' })).toBeNull();
  });

  it('sends the section’s own address to getting started', async () => {
    const { router } = await renderRoute('/dora/my-dashboard/director', {
      viewer: DORA,
      api: page(),
    });
    await screen.findByRole('heading', { name: 'Getting Started', level: 1 });
    expect(router.state.location.pathname).toBe('/dora/my-dashboard/director/getting-started');
    const nav = screen.getByRole('navigation', { name: 'Director' });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });

  it('shows the current olympiad and closes it after the confirmation; the allocations appear', async () => {
    let closedNow = false;
    const { server } = await renderRoute('/dora/my-dashboard/director/current-olympiad', {
      viewer: DORA,
      api: page(true, {
        // Once closed, the tournament has no open cycle: the refetched base says so.
        directedBases: () => ({ data: [base(closedNow ? { current_olympiad_id: null } : {})] }),
        closeOlympiad: () => {
          closedNow = true;
          return { data: { ...allocations(['allocated', 'not_eligible']), closed_now: true } };
        },
      }),
    });
    await screen.findByRole('heading', { name: "dora's Olympiad" });
    expect(screen.getByText('$12.00', { selector: 'dd' })).toBeTruthy();
    const races = screen.getByRole('region', { name: 'Races' });
    expect(within(races).getByText('Nerve Score')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the tournament now?' });
    // Cancelling closes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.inputsOf('closeOlympiad')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close the tournament' }));
    const again = await screen.findByRole('dialog', { name: 'Close the tournament now?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Continue' }));
    const table = await screen.findByRole('region', { name: 'Prize allocations' });
    expect(server.inputsOf('closeOlympiad')[0]).toEqual({
      params: { id: anId(30) },
      body: { confirm: true },
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('@ivan');
    expect(rows[1]?.textContent).toContain('$12.00');
    expect(rows[2]?.textContent).toContain('Not eligible');
  });

  it('sets the duration', async () => {
    const { server } = await renderRoute('/dora/my-dashboard/director/current-olympiad', {
      viewer: DORA,
      api: page(true, { putBaseOlympiad: ({ body }) => ({ data: base({ ...(body as object) }) }) }),
    });
    const cycle = await screen.findByRole('combobox', { name: 'Cycle' });
    fireEvent.change(cycle, { target: { value: 'monthly' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'Europe/Paris' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.inputsOf('putBaseOlympiad')).toHaveLength(1));
    expect(server.inputsOf('putBaseOlympiad')[0]?.body).toEqual({
      cadence: 'monthly',
      time_zone: 'Europe/Paris',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(server.inputsOf('putBaseOlympiad')).toHaveLength(2));
    expect(server.inputsOf('putBaseOlympiad')[1]?.body).toEqual({ suspended: true });
  });

  it('lists past olympiads with payout states and pays out all eligible', async () => {
    let paid = false;
    const { server } = await renderRoute('/dora/my-dashboard/director/past-olympiad', {
      viewer: DORA,
      api: page(true, {
        olympiads: () => ({
          data: [olympiad({ status: 'closed', is_current: false, closed_at: T0 })],
          meta: { total: 1, page: 0, size: 10 },
        }),
        olympiadAllocations: () => ({
          data: allocations([paid ? 'paid' : 'no_wallet', 'not_eligible']),
        }),
        payOutOwnOlympiad: () => {
          paid = true;
          return {
            data: { olympiad_id: anId(30), paid_cents: 1200, results: [] },
          };
        },
      }),
    });
    await screen.findByText('No wallet');
    expect(screen.getByText('Not eligible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay out all eligible' }));
    await screen.findByText('Paid');
    expect(server.inputsOf('payOutOwnOlympiad')).toEqual([{ params: { id: anId(30) } }]);
    expect(screen.queryByRole('button', { name: 'Pay out all eligible' })).toBeNull();
  });

  it('adds money to a race with one key per pledge, and lists the fundings', async () => {
    const { server } = await renderRoute('/dora/my-dashboard/director/funding', {
      viewer: DORA,
      api: page(true, {
        raceFundings: () => ({
          data: [
            {
              id: 7,
              race: { id: anId(40), board: 'overall', name: 'Nerve Score' },
              funder: person(6, 'pat'),
              cents: 300,
              created_at: T0,
            },
          ],
          meta: { total: 1, page: 0, size: 50 },
        }),
        fundRace: ({ body }) => ({
          data: {
            funding: {
              id: 8,
              race: { id: anId(40), board: 'overall', name: 'Nerve Score' },
              funder: person(2, 'dora'),
              cents: Number(body?.cents),
              created_at: T0,
            },
            prize_cents: 1700,
            balance_cents: 100,
            charged: true,
          },
        }),
      }),
    });
    const fundings = await screen.findByRole('region', { name: 'Fundings' });
    expect(within(fundings).getByText('@pat')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (dollars)' }), {
      target: { value: 'five' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add money' }));
    await screen.findByText('Enter an amount in dollars, like 25 or 25.50.');
    expect(server.inputsOf('fundRace')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (dollars)' }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add money' }));
    await waitFor(() => expect(server.inputsOf('fundRace')).toHaveLength(1));
    const sent = server.inputsOf('fundRace')[0];
    expect(sent?.body).toEqual({ cents: 500 });
    expect(sent?.params).toEqual({ id: anId(40) });
    expect(sent?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds and removes admins by handle, and shows a refused handle on its field', async () => {
    const admins = [
      { user: person(2, 'dora'), role: 'owner' as const, created_at: T0 },
      { user: person(5, 'sam'), role: 'staff' as const, created_at: T0 },
    ];
    const { server } = await renderRoute('/dora/my-dashboard/director/administration', {
      viewer: DORA,
      api: page(true, {
        olympiadAdmins: () => ({ data: admins }),
        addOlympiadAdmin: () => {
          throw new ApiError(422, 'Validation failed', [
            { field: 'handle', error: 'No player has this handle.' },
          ]);
        },
        removeOlympiadAdmin: () => ({ data: admins.slice(0, 1) }),
      }),
    });
    await screen.findByText('@sam · Admin');
    expect(screen.queryByRole('button', { name: 'Remove @dora' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove @sam' }));
    await waitFor(() =>
      expect(server.inputsOf('removeOlympiadAdmin')[0]?.params).toEqual({
        platform: 'dora',
        user: anId(5),
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Player’s handle/ }), {
      target: { value: 'nobody' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    await screen.findByText('No player has this handle.');
    expect(server.inputsOf('addOlympiadAdmin')[0]?.body).toEqual({ handle: 'nobody' });
  });

  it('shows a tournament’s admin its pages without the owner’s close, payout and admin controls', async () => {
    const SAM = aMe({ id: anId(5), handle: 'sam', screen_name: 'sam' });
    await renderRoute('/sam/my-dashboard/director/current-olympiad', {
      viewer: SAM,
      api: { ...page(true), userProfile: () => ({ data: aProfile(SAM.user) }) },
    });
    await screen.findByRole('heading', { name: "dora's Olympiad" });
    expect(screen.queryByRole('button', { name: 'Close the tournament' })).toBeNull();
  });

  it('lets a player who runs two tournaments pick one, kept in the address across tabs', async () => {
    const daily = base({
      platform: { id: anId(11), slug: 'daily', name: 'Daily' },
      name: 'Daily Nerve Olympiad',
      current_olympiad_id: anId(31),
    });
    const { server, router } = await renderRoute('/dora/my-dashboard/director/current-olympiad', {
      viewer: DORA,
      api: page(true, {
        directedBases: () => ({ data: [base(), daily] }),
        olympiad: ({ params }) => ({
          data: olympiad(
            params?.id === anId(31) ? { id: anId(31), name: 'Daily Nerve Olympiad' } : {},
          ),
        }),
      }),
    });
    await screen.findByRole('heading', { name: "dora's Olympiad" });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tournament' }), {
      target: { value: 'daily' },
    });
    await screen.findByRole('heading', { name: 'Daily Nerve Olympiad' });
    expect(router.state.location.search).toEqual({ tournament: 'daily' });
    expect(server.inputsOf('olympiad').map((i) => i.params?.id)).toContain(anId(31));
    const funding = screen.getByRole('link', { name: 'Funding' });
    expect(funding.getAttribute('href')).toBe(
      '/dora/my-dashboard/director/funding?tournament=daily',
    );
  });

  it('tells a player who directs nothing how to become a director', async () => {
    await renderRoute('/dora/my-dashboard/director/funding', {
      viewer: DORA,
      api: page(true, {
        directedBases: () => ({ data: [] }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not run a tournament yet' }),
    ).toBeTruthy();
  });
});
