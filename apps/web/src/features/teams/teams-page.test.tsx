import { ApiError } from '@nervus/api-client';
import type { PlatformTeams, Team } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const CORA = aMe({ id: anId(2), handle: 'cora', screen_name: 'cora' });
const IVAN = aMe({ id: anId(3), handle: 'ivan', screen_name: 'ivan' });
const person = (n: number, handle: string) => ({
  id: anId(n),
  handle,
  screen_name: handle,
  avatar_url: null,
});

const LAB: Team = {
  id: anId(20),
  platform_id: anId(10),
  name: 'City lab',
  description: 'Ideas for streets and parks.',
  position: 0,
  members: [
    { ...person(3, 'ivan'), title: 'Captain' },
    { ...person(4, 'mona'), title: null },
  ],
};

function teamsOf(overrides: Partial<PlatformTeams> = {}): PlatformTeams {
  return {
    platform: { id: anId(10), slug: 'cora', title: 'cora' },
    can_manage: false,
    staff: { owner: [person(2, 'cora')], ambassador: [], staff: [] },
    teams: [LAB],
    ...overrides,
  };
}

const page = (teams: PlatformTeams): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile(CORA.user) }),
  userSocial: () => ({ data: { accounts: {} } }),
  followState: () => ({ data: { following: false } }),
  platformTeams: () => ({ data: teams }),
  // Cora's own page shows her level.
  brains: () => ({ data: [] }),
});

beforeAll(preloadRoutes, 60_000);

describe('the teams page', () => {
  it('shows the profile, the staff and each team with its members to a visitor', async () => {
    const { server } = await renderRoute('/cora/teams', { api: page(teamsOf()) });
    const lab = await screen.findByRole('region', { name: 'City lab' });
    expect(screen.getByRole('region', { name: '@cora' })).toBeTruthy();
    const owners = screen.getByRole('list', { name: 'Owner' });
    expect(within(owners).getByRole('link', { name: '@cora' }).getAttribute('href')).toBe('/cora');
    const members = within(lab).getByRole('list', { name: 'Members of City lab' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(members.textContent).toContain('Captain');
    expect(within(lab).getByText('Ideas for streets and parks.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Leave|Delete|Edit/ })).toBeNull();
    expect(server.inputsOf('platformTeams')[0]?.params).toEqual({ platform: 'cora' });
  });

  it('says when the platform has no teams', async () => {
    await renderRoute('/cora/teams', { api: page(teamsOf({ teams: [] })) });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeTruthy();
  });

  it('lets a manager create a team in a dialog', async () => {
    const { server } = await renderRoute('/cora/teams', {
      viewer: CORA,
      api: {
        ...page(teamsOf({ can_manage: true, teams: [] })),
        createTeam: ({ body }) => ({
          data: { ...LAB, id: anId(21), name: String(body?.name), members: [] },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    server.answer({
      platformTeams: () => ({
        data: teamsOf({ can_manage: true, teams: [{ ...LAB, name: 'Parks', members: [] }] }),
      }),
    });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Parks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('region', { name: 'Parks' })).toBeTruthy();
    expect(server.inputsOf('createTeam')[0]).toMatchObject({
      params: { platform: 'cora' },
      body: { name: 'Parks', description: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal of an unknown handle on the handle field', async () => {
    const { server } = await renderRoute('/cora/teams', {
      viewer: CORA,
      api: {
        ...page(teamsOf({ can_manage: true })),
        putTeamMember: () => {
          throw new ApiError(422, 'Validation failed', [
            { field: 'user', error: 'No player has this handle.' },
          ]);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add member to City lab' }));
    const form = await screen.findByRole('form', { name: 'Add a member to City lab' });
    fireEvent.change(within(form).getByLabelText(/Handle/), { target: { value: '@nobody' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('No player has this handle.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Handle/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(server.inputsOf('putTeamMember')[0]).toMatchObject({
      params: { platform: 'cora', id: LAB.id, user: 'nobody' },
      body: {},
    });
  });

  it('adds a member with a title in a dialog that closes when the server says yes', async () => {
    const { server } = await renderRoute('/cora/teams', {
      viewer: CORA,
      api: {
        ...page(teamsOf({ can_manage: true })),
        putTeamMember: () => ({ data: LAB }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add member to City lab' }));
    const form = await screen.findByRole('form', { name: 'Add a member to City lab' });
    fireEvent.change(within(form).getByLabelText(/Handle/), { target: { value: ' rita ' } });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Analyst' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.inputsOf('putTeamMember')[0]).toMatchObject({
      params: { platform: 'cora', id: LAB.id, user: 'rita' },
      body: { title: 'Analyst' },
    });
    expect(await screen.findByText('@rita is in the team.')).toBeTruthy();
  });

  it('lets a manager remove a member and delete a team after confirming', async () => {
    const { server } = await renderRoute('/cora/teams', {
      viewer: CORA,
      api: {
        ...page(teamsOf({ can_manage: true })),
        deleteTeamMember: () => ({ data: { ...LAB, members: [] } }),
        deleteTeam: () => ({ data: { ok: true as const } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove @mona from City lab' }));
    await waitFor(() =>
      expect(server.inputsOf('deleteTeamMember')[0]?.params).toEqual({
        platform: 'cora',
        id: LAB.id,
        user: 'mona',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete City lab' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this team?' });
    expect(server.inputsOf('deleteTeam')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(server.inputsOf('deleteTeam')[0]?.params).toEqual({ platform: 'cora', id: LAB.id }),
    );
  });

  it('lets a member leave, and only themself', async () => {
    const { server } = await renderRoute('/cora/teams', {
      viewer: IVAN,
      api: {
        ...page(teamsOf()),
        deleteTeamMember: () => ({ data: { ...LAB, members: [LAB.members[1] as never] } }),
      },
    });
    const lab = await screen.findByRole('region', { name: 'City lab' });
    expect(within(lab).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(lab).queryByRole('button', { name: /Add member/ })).toBeNull();
    fireEvent.click(await within(lab).findByRole('button', { name: 'Leave City lab' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this team?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(server.inputsOf('deleteTeamMember')[0]?.params).toEqual({
        platform: 'cora',
        id: LAB.id,
        user: 'ivan',
      }),
    );
  });
});
