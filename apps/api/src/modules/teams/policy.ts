/** Who may manage a platform's teams, and who may take a member out of one (decision 0016). */
import type { PlatformRow, UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';
import { canManagePlatform } from '../platforms/policy.js';

/** The platform's managers: admins, its owner, its staff with an owner or ambassador role. */
export function canManageTeams(
  user: Pick<UserRow, 'id' | 'isGlobalAdmin'>,
  platform: Pick<PlatformRow, 'ownerId'>,
  managingRoles: readonly string[],
): Decision {
  return canManagePlatform(user, platform, managingRoles).allowed
    ? allow
    : deny("Only this platform's owner, ambassadors and admins can manage its teams.");
}

/** A manager removes anyone; a member may leave on their own. */
export function canRemoveMember(
  user: Pick<UserRow, 'id'>,
  memberId: string,
  manages: boolean,
): Decision {
  if (manages || user.id === memberId) return allow;
  return deny("Only this platform's managers can remove someone else from a team.");
}
