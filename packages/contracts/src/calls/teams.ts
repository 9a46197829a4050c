/**
 * A platform's teams and their members: a domain of their own, not the platforms' table that
 * every page loads as it starts, so only the teams page loads their schemas.
 */
import { envelope, OkSchema } from '../common.js';
import {
  PlatformTeamsSchema,
  TeamInputSchema,
  TeamMemberInputSchema,
  TeamPatchSchema,
  TeamSchema,
} from '../teams.js';
import { defineCalls } from './define.js';

export const teamsCalls = defineCalls({
  platformTeams: {
    method: 'GET',
    path: '/{platform}/teams',
    summary: "A platform's teams with their members, and its staff by role (platform = slug)",
    tag: 'platforms',
    auth: 'optional',
    response: envelope(PlatformTeamsSchema),
  },
  createTeam: {
    method: 'POST',
    path: '/{platform}/teams',
    summary: 'Create a team (owner, ambassador or admin)',
    tag: 'platforms',
    auth: 'user',
    body: TeamInputSchema,
    response: envelope(TeamSchema),
    status: 201,
  },
  updateTeam: {
    method: 'PATCH',
    path: '/{platform}/teams/{id}',
    summary: 'Rename a team, or change its description or position (owner, ambassador or admin)',
    tag: 'platforms',
    auth: 'user',
    body: TeamPatchSchema,
    response: envelope(TeamSchema),
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/{platform}/teams/{id}',
    summary: 'Delete a team and its memberships (owner, ambassador or admin)',
    tag: 'platforms',
    auth: 'user',
    response: OkSchema,
  },
  putTeamMember: {
    method: 'PUT',
    path: '/{platform}/teams/{id}/members/{user}',
    summary:
      'Add a player to a team by handle or id, or set their title; again changes nothing else (owner, ambassador or admin)',
    tag: 'platforms',
    auth: 'user',
    body: TeamMemberInputSchema,
    response: envelope(TeamSchema),
  },
  deleteTeamMember: {
    method: 'DELETE',
    path: '/{platform}/teams/{id}/members/{user}',
    summary: 'Remove a member from a team (a manager), or leave it (the member)',
    tag: 'platforms',
    auth: 'user',
    response: envelope(TeamSchema),
  },
});
