/** Team writes, each in one transaction; a taken name is the name field's error (422). */
import type { TeamInput, TeamMemberInput, TeamPatch } from '@nervus/contracts';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { invalid, notFound } from '../../http/errors.js';
import {
  deleteMember,
  deleteTeamRow,
  findTeam,
  insertTeam,
  type TeamRow,
  teamCount,
  updateTeamRow,
  upsertMember,
} from './queries.js';

/** Teams one platform may have: the page lists them all at once. */
export const TEAMS_PER_PLATFORM = 100;

const NAME_TAKEN = 'This platform already has a team of this name.';

async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'platform_teams_platform_name_key') {
      throw invalid('name', NAME_TAKEN);
    }
    throw error;
  }
}

/** Text fields store null for empty. */
const orNull = (text: string | null | undefined) => (text ? text : null);

export function createTeam(
  db: Database,
  platformId: string,
  input: TeamInput,
  now: Date,
): Promise<TeamRow> {
  return unlessNameTaken(() =>
    db.transaction(async (tx) => {
      const { count, next } = await teamCount(tx, platformId);
      if (count >= TEAMS_PER_PLATFORM) {
        throw invalid('*', `A platform can have at most ${TEAMS_PER_PLATFORM} teams.`);
      }
      return insertTeam(tx, {
        platformId,
        name: input.name,
        description: orNull(input.description),
        position: input.position ?? next,
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
}

export function updateTeam(
  db: Database,
  team: TeamRow,
  patch: TeamPatch,
  now: Date,
): Promise<TeamRow> {
  return unlessNameTaken(() =>
    db.transaction(async (tx) => {
      const row = await updateTeamRow(tx, team.id, {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.description === undefined ? {} : { description: orNull(patch.description) }),
        ...(patch.position === undefined ? {} : { position: patch.position }),
        updatedAt: now,
      });
      if (!row) throw notFound('Team');
      return row;
    }),
  );
}

export function deleteTeam(db: Database, team: TeamRow): Promise<void> {
  return db.transaction((tx) => deleteTeamRow(tx, team.id));
}

/** Adds the player or sets their title; adding them again changes nothing else. */
export function putMember(
  db: Database,
  team: TeamRow,
  userId: string,
  input: TeamMemberInput,
  now: Date,
): Promise<void> {
  const title = input.title === undefined ? undefined : orNull(input.title);
  return db.transaction(async (tx) => {
    // The team may have gone between the handler's read and this write.
    if (!(await findTeam(tx, team.platformId, team.id))) throw notFound('Team');
    await upsertMember(tx, { teamId: team.id, userId, title, now });
  });
}

export function removeMember(db: Database, team: TeamRow, userId: string): Promise<void> {
  return db.transaction((tx) => deleteMember(tx, team.id, userId));
}
