/**
 * A platform's teams (decision 0016): named groups of players, read by anyone with the
 * platform's staff, managed by the platform's owner, ambassadors and admins. `{platform}` is a
 * platform slug, as `/{platform}/challenges-homepage` reads it: a player's own platform is their
 * handle. Any member may leave a team; deleted and disabled players are not listed.
 */
import type { Context } from 'hono';
import type { AppEnv, PlatformRow, UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { invalid, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findUser } from '../accounts/queries.js';
import { findPlatform, managingRoles, staffOf } from '../platforms/queries.js';
import { createTeam, deleteTeam, putMember, removeMember, updateTeam } from './commands.js';
import { canManageTeams, canRemoveMember } from './policy.js';
import { findTeam, membersOf, type TeamRow, teamsOf } from './queries.js';
import { staffGroups, teamBody } from './serialize.js';

async function manages(db: Database, user: UserRow | null, platform: PlatformRow) {
  if (!user) return false;
  return canManageTeams(user, platform, await managingRoles(db, platform.id, user.id)).allowed;
}

/** The platform, after checking that the user manages it. */
async function managed(c: Context<AppEnv>, user: UserRow, slug: string) {
  const { db } = c.var.deps;
  const platform = await findPlatform(db, slug);
  enforce(canManageTeams(user, platform, await managingRoles(db, platform.id, user.id)));
  return platform;
}

async function teamOf(db: Database, platform: PlatformRow, id: string): Promise<TeamRow> {
  const team = await findTeam(db, platform.id, id);
  if (!team) throw notFound('Team');
  return team;
}

async function described(db: Database, team: TeamRow) {
  return { data: teamBody(team, await membersOf(db, [team.id])) };
}

/** A player who can be shown (a handle may be written with its @). */
async function player(db: Database, key: string) {
  const found = await findUser(db, key.replace(/^@/, ''));
  return found && !found.isDisabled ? found : undefined;
}

export const teamHandlers = handlers({
  platformTeams: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const platform = await findPlatform(db, params.platform);
    const [teams, staff, canManage] = await Promise.all([
      teamsOf(db, platform.id),
      staffOf(db, platform.id),
      manages(db, user, platform),
    ]);
    const members = await membersOf(
      db,
      teams.map((t) => t.id),
    );
    return {
      data: {
        platform: { id: platform.id, slug: platform.slug, title: platform.title },
        can_manage: canManage,
        staff: staffGroups(staff),
        teams: teams.map((team) => teamBody(team, members)),
      },
    };
  },
  createTeam: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const platform = await managed(c, user, params.platform);
    return described(db, await createTeam(db, platform.id, body, now()));
  },
  updateTeam: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const platform = await managed(c, user, params.platform);
    const team = await teamOf(db, platform, params.id);
    return described(db, await updateTeam(db, team, body, now()));
  },
  deleteTeam: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const platform = await managed(c, user, params.platform);
    await deleteTeam(db, await teamOf(db, platform, params.id));
    return { data: { ok: true as const } };
  },
  putTeamMember: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const platform = await managed(c, user, params.platform);
    const team = await teamOf(db, platform, params.id);
    const member = await player(db, params.user);
    if (!member) throw invalid('user', 'No player has this handle.');
    await putMember(db, team, member.id, body, now());
    return described(db, team);
  },
  deleteTeamMember: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const platform = await findPlatform(db, params.platform);
    const team = await teamOf(db, platform, params.id);
    const member = await findUser(db, params.user.replace(/^@/, ''));
    enforce(canRemoveMember(user, member?.id ?? '', await manages(db, user, platform)));
    if (member) await removeMember(db, team, member.id);
    return described(db, team);
  },
});
