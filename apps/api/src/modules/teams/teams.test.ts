import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformTeamMembers, platformTeams, users } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();
const names = (body: { data: { teams: { name: string }[] } }) =>
  body.data.teams.map((team) => team.name);
const handles = (team: { members: { handle: string }[] }) => team.members.map((m) => m.handle);

/** A new player with their own platform (its slug is their handle) and one team on it. */
async function ownerWithTeam(name = 'Squad') {
  const owner = await t.signUp();
  const created = await t.call('createTeam', {
    token: owner.token,
    params: { platform: owner.user.handle },
    body: { name },
  });
  expect(created.status).toBe(201);
  return { ...owner, slug: owner.user.handle as string, team: created.body.data };
}

describe('GET /{platform}/teams', () => {
  it("lists a built-in platform's staff by role, and no teams yet, to a visitor", async () => {
    const answer = await t.call('platformTeams', { params: { platform: 'daily' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.platform).toMatchObject({ slug: 'daily' });
    expect(answer.body.data.can_manage).toBe(false);
    expect(answer.body.data.teams).toEqual([]);
    expect(answer.body.data.staff.ambassador).toEqual([
      expect.objectContaining({ handle: 'dora', screen_name: 'dora' }),
    ]);
  });

  it("finds a player's own platform by their handle, with them as its owner", async () => {
    const answer = await t.call('platformTeams', { params: { platform: 'CORA' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.staff.owner.map((p: { handle: string }) => p.handle)).toEqual(['cora']);
    // The demo seed's team.
    expect(names(answer.body)).toEqual(['City lab']);
    expect(answer.body.data.teams[0].members).toEqual([
      expect.objectContaining({ handle: 'ivan', title: 'Captain' }),
      expect.objectContaining({ handle: 'mona', title: 'Mentor' }),
      expect.objectContaining({ handle: 'rita', title: null }),
    ]);
  });

  it('tells managers they may manage, and nobody else', async () => {
    const read = async (who?: string) =>
      (
        await t.call('platformTeams', {
          params: { platform: 'daily' },
          ...(who ? { token: await t.signIn(who) } : {}),
        })
      ).body.data.can_manage;
    expect(await read('dora')).toBe(true);
    expect(await read('ada')).toBe(true);
    expect(await read('rita')).toBe(false);
    expect(await read()).toBe(false);
  });

  it('answers 404 for an unknown platform', async () => {
    const answer = await t.call('platformTeams', { params: { platform: 'no-such-platform' } });
    expect(answer.status).toBe(404);
  });
});

describe('creating a team', () => {
  it('is for the platform owner, ambassadors and admins', async () => {
    const body = { name: 'Morning crew' };
    const visitor = await t.call('createTeam', { params: { platform: 'daily' }, body });
    expect(visitor.status).toBe(401);
    const rita = await t.call('createTeam', {
      token: await t.signIn('rita'),
      params: { platform: 'daily' },
      body,
    });
    expect(rita.status).toBe(403);
    const dora = await t.call('createTeam', {
      token: await t.signIn('dora'),
      params: { platform: 'daily' },
      body: { ...body, description: '  Early risers. ' },
    });
    expect(dora.status).toBe(201);
    expect(dora.body.data).toMatchObject({
      name: 'Morning crew',
      description: 'Early risers.',
      position: 0,
      members: [],
    });
    const ada = await t.call('createTeam', {
      token: await t.signIn('ada'),
      params: { platform: 'daily' },
      body: { name: 'Night shift' },
    });
    expect(ada.body.data.position).toBe(1);
    const listed = await t.call('platformTeams', { params: { platform: 'daily' } });
    expect(names(listed.body)).toEqual(['Morning crew', 'Night shift']);
  });

  it('refuses a name the platform has in any case, and bad fields, changing nothing', async () => {
    const { token, slug } = await ownerWithTeam('Blue Team');
    const before = await t.databaseDigest();
    const taken = await t.call('createTeam', {
      token,
      params: { platform: slug },
      body: { name: '  blue team ' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      { field: 'name', error: 'This platform already has a team of this name.' },
    ]);
    const bad = await t.call('createTeam', {
      token,
      params: { platform: slug },
      body: { name: '   ', description: 'x'.repeat(501), position: -1, colour: 'red' },
    });
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual(['colour', 'description', 'name', 'position']);
    const long = await t.call('createTeam', {
      token,
      params: { platform: slug },
      body: { name: 'n'.repeat(61) },
    });
    expect(long.status).toBe(422);
    expect(fields(long.body)).toEqual(['name']);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('lets another platform use the same name', async () => {
    const first = await ownerWithTeam('Red');
    const second = await ownerWithTeam('red');
    expect(second.team.platform_id).not.toBe(first.team.platform_id);
  });
});

describe('changing and deleting a team', () => {
  it('renames, describes and orders teams', async () => {
    const { token, slug, team } = await ownerWithTeam('Alpha');
    const beta = await t.call('createTeam', {
      token,
      params: { platform: slug },
      body: { name: 'Beta' },
    });
    const patched = await t.call('updateTeam', {
      token,
      params: { platform: slug, id: beta.body.data.id },
      body: { name: 'Beta squad', description: 'The second', position: 0 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Beta squad', description: 'The second' });
    await t.call('updateTeam', {
      token,
      params: { platform: slug, id: team.id },
      body: { position: 5 },
    });
    const listed = await t.call('platformTeams', { params: { platform: slug } });
    expect(names(listed.body)).toEqual(['Beta squad', 'Alpha']);
    const cleared = await t.call('updateTeam', {
      token,
      params: { platform: slug, id: beta.body.data.id },
      body: { description: '' },
    });
    expect(cleared.body.data.description).toBeNull();
  });

  it('refuses a taken name, bad fields, outsiders and teams of other platforms', async () => {
    const { token, slug, team } = await ownerWithTeam('One');
    await t.call('createTeam', { token, params: { platform: slug }, body: { name: 'Two' } });
    const rita = await t.signIn('rita');
    const elsewhere = await ownerWithTeam();
    const before = await t.databaseDigest();
    const taken = await t.call('updateTeam', {
      token,
      params: { platform: slug, id: team.id },
      body: { name: 'TWO' },
    });
    expect(taken.status).toBe(422);
    expect(fields(taken.body)).toEqual(['name']);
    const bad = await t.call('updateTeam', {
      token,
      params: { platform: slug, id: team.id },
      body: { name: '', position: 1.5 },
    });
    expect(fields(bad.body)).toEqual(['name', 'position']);
    const other = await t.call('updateTeam', {
      token: rita,
      params: { platform: slug, id: team.id },
      body: { name: 'Mine' },
    });
    expect(other.status).toBe(403);
    const foreign = await t.call('updateTeam', {
      token: elsewhere.token,
      params: { platform: elsewhere.slug, id: team.id },
      body: { name: 'Mine' },
    });
    expect(foreign.status).toBe(404);
    const notAnId = await t.call('deleteTeam', {
      token,
      params: { platform: slug, id: 'not-an-id' },
    });
    expect(notAnId.status).toBe(404);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('deletes a team with its memberships, for managers only', async () => {
    const { token, slug, team } = await ownerWithTeam();
    await t.call('putTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: 'ivan' },
      body: {},
    });
    const rita = await t.call('deleteTeam', {
      token: await t.signIn('rita'),
      params: { platform: slug, id: team.id },
    });
    expect(rita.status).toBe(403);
    const deleted = await t.call('deleteTeam', { token, params: { platform: slug, id: team.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ ok: true });
    expect(
      await t.db.select().from(platformTeamMembers).where(eq(platformTeamMembers.teamId, team.id)),
    ).toEqual([]);
    const again = await t.call('deleteTeam', { token, params: { platform: slug, id: team.id } });
    expect(again.status).toBe(404);
  });
});

describe('team members', () => {
  it('are added by handle (with or without @) or id, and adding again changes nothing', async () => {
    const { token, slug, team } = await ownerWithTeam();
    const put = (user: string, body: Record<string, unknown> = {}) =>
      t.call('putTeamMember', { token, params: { platform: slug, id: team.id, user }, body });
    const ivan = await put('IVAN', { title: 'Captain' });
    expect(ivan.status).toBe(200);
    expect(ivan.body.data.members).toEqual([
      expect.objectContaining({ handle: 'ivan', screen_name: 'ivan', title: 'Captain' }),
    ]);
    await put('@mona');
    const monaId = (await t.db.select().from(users).where(eq(users.handle, 'mona')))[0]?.id;
    const before = await t.databaseDigest();
    const again = await put(monaId as string);
    expect(again.status).toBe(200);
    const twice = await put('ivan');
    expect(twice.body.data.members.map((m: { title: string | null }) => m.title)).toEqual([
      'Captain',
      null,
    ]);
    expect(handles(twice.body.data)).toEqual(['ivan', 'mona']);
    expect(await t.databaseDigest()).toEqual(before);
    const retitled = await put('mona', { title: ' Coach ' });
    expect(retitled.body.data.members[1]).toMatchObject({ handle: 'mona', title: 'Coach' });
    const untitled = await put('mona', { title: null });
    expect(untitled.body.data.members[1].title).toBeNull();
    const listed = await t.call('platformTeams', { params: { platform: slug } });
    expect(handles(listed.body.data.teams[0])).toEqual(['ivan', 'mona']);
  });

  it('refuses unknown players, long titles and outsiders, changing nothing', async () => {
    const { token, slug, team } = await ownerWithTeam();
    const ivan = await t.signIn('ivan');
    const before = await t.databaseDigest();
    const unknown = await t.call('putTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: 'nobody-at-all' },
      body: {},
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: 'user', error: 'No player has this handle.' }]);
    const long = await t.call('putTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: 'ivan' },
      body: { title: 't'.repeat(61) },
    });
    expect(long.status).toBe(422);
    expect(fields(long.body)).toEqual(['title']);
    const self = await t.call('putTeamMember', {
      token: ivan,
      params: { platform: slug, id: team.id, user: 'ivan' },
      body: {},
    });
    expect(self.status).toBe(403);
    const visitor = await t.call('putTeamMember', {
      params: { platform: slug, id: team.id, user: 'ivan' },
      body: {},
    });
    expect(visitor.status).toBe(401);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('may leave; only managers remove someone else', async () => {
    const { token, slug, team } = await ownerWithTeam();
    for (const user of ['ivan', 'mona', 'rita']) {
      await t.call('putTeamMember', {
        token,
        params: { platform: slug, id: team.id, user },
        body: {},
      });
    }
    const ivan = await t.signIn('ivan');
    const notYours = await t.call('deleteTeamMember', {
      token: ivan,
      params: { platform: slug, id: team.id, user: 'mona' },
    });
    expect(notYours.status).toBe(403);
    const left = await t.call('deleteTeamMember', {
      token: ivan,
      params: { platform: slug, id: team.id, user: 'ivan' },
    });
    expect(left.status).toBe(200);
    expect(handles(left.body.data)).toEqual(['mona', 'rita']);
    const removed = await t.call('deleteTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: 'mona' },
    });
    expect(handles(removed.body.data)).toEqual(['rita']);
    // Leaving again changes nothing.
    const again = await t.call('deleteTeamMember', {
      token: ivan,
      params: { platform: slug, id: team.id, user: 'ivan' },
    });
    expect(again.status).toBe(200);
    expect(handles(again.body.data)).toEqual(['rita']);
  });

  it('are not listed once deleted or disabled', async () => {
    const { token, slug, team } = await ownerWithTeam();
    const gone = await t.signUp();
    const off = await t.signUp();
    for (const user of [gone.user.handle, off.user.handle, 'ivan']) {
      await t.call('putTeamMember', {
        token,
        params: { platform: slug, id: team.id, user },
        body: {},
      });
    }
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, off.user.id));
    const listed = await t.call('platformTeams', { params: { platform: slug } });
    expect(handles(listed.body.data.teams[0])).toEqual(['ivan']);
    const add = await t.call('putTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: off.user.handle },
      body: {},
    });
    expect(add.status).toBe(422);
  });
});

describe('a platform or team removed', () => {
  it('takes its teams and memberships with it', async () => {
    const { token, slug, team } = await ownerWithTeam();
    await t.call('putTeamMember', {
      token,
      params: { platform: slug, id: team.id, user: 'ivan' },
      body: {},
    });
    await t.db.delete(platformTeams).where(eq(platformTeams.id, team.id));
    expect(
      await t.db.select().from(platformTeamMembers).where(eq(platformTeamMembers.teamId, team.id)),
    ).toEqual([]);
  });
});
