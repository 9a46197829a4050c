/**
 * Who may run a tournament. Its owner is the director of the platform's base olympiad; its
 * admins are the platform's staff (owner, ambassadors, staff); global admins may do anything.
 * The spec gives the close and the payout to the tournament's owner; settings, money views and
 * the admins' own work to its admins too.
 */
import type { UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

type Viewer = Pick<UserRow, 'id' | 'isGlobalAdmin'>;

/** What the policy knows of a tournament: its owner and its platform's staff. */
export interface TournamentRoles {
  readonly directorId: string | null;
  /** The platform's owner (platforms.owner_id). */
  readonly platformOwnerId: string | null;
  /** User ids of the platform's staff, any role. */
  readonly staffIds: readonly string[];
}

function isOwner(viewer: Viewer, roles: TournamentRoles): boolean {
  return (
    roles.directorId === viewer.id ||
    (roles.directorId === null && roles.platformOwnerId === viewer.id)
  );
}

/** Settings, the allocations and the fundings: the owner, the tournament's admins, admins. */
export function canManageTournament(viewer: Viewer, roles: TournamentRoles): Decision {
  if (viewer.isGlobalAdmin || isOwner(viewer, roles) || roles.staffIds.includes(viewer.id))
    return allow;
  return deny("Only the tournament's director and its admins can do this.");
}

/** Closing, paying out, naming admins: the tournament's owner (or an admin). */
export function canOwnTournament(viewer: Viewer, roles: TournamentRoles): Decision {
  if (viewer.isGlobalAdmin || isOwner(viewer, roles)) return allow;
  return deny("Only the tournament's director can do this.");
}

/** Closing early needs an olympiad still open. */
export function canClose(status: string): Decision {
  return status === 'open' ? allow : deny('This tournament is already closed.', 409);
}

/** Money goes only into a race of an open, unsuspended olympiad. */
export function canFundRace(olympiad: { status: string; suspended: boolean }): Decision {
  if (olympiad.status !== 'open') return deny('This tournament is closed.', 409);
  if (olympiad.suspended) return deny('This tournament is suspended.', 409);
  return allow;
}

/** Paying out needs a closed olympiad. */
export function canPayOut(status: string): Decision {
  return status === 'closed'
    ? allow
    : deny('The tournament must be closed before its prizes are paid out.', 409);
}

/** The owner cannot be removed from the tournament's admins. */
export function canRemoveAdmin(role: string | undefined): Decision {
  if (role === undefined) return deny('This player is not an admin of the tournament.', 404);
  if (role === 'owner') return deny("The platform's owner stays an admin.", 409);
  return allow;
}
