import type { PlatformTeams, Team, TeamPerson } from '@nervus/contracts';
import type { MemberRow, TeamRow } from './queries.js';

interface PersonRow {
  readonly userId: string;
  readonly handle: string;
  readonly screenName: string;
  readonly avatarUrl: string | null;
}

function person(row: PersonRow): TeamPerson {
  return {
    id: row.userId,
    handle: row.handle,
    screen_name: row.screenName,
    avatar_url: row.avatarUrl,
  };
}

export function teamBody(team: TeamRow, members: readonly MemberRow[]): Team {
  return {
    id: team.id,
    platform_id: team.platformId,
    name: team.name,
    description: team.description,
    position: team.position,
    members: members
      .filter((m) => m.teamId === team.id)
      .map((m) => ({ ...person({ ...m, userId: m.id }), title: m.title })),
  };
}

/** Staff by role, without deleted or disabled players. */
export function staffGroups(
  rows: readonly (PersonRow & {
    readonly role: 'owner' | 'ambassador' | 'staff';
    readonly shown: boolean;
  })[],
): PlatformTeams['staff'] {
  const groups: PlatformTeams['staff'] = { owner: [], ambassador: [], staff: [] };
  for (const row of rows) if (row.shown) groups[row.role].push(person(row));
  return groups;
}
