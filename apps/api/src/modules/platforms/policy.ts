/** Who may change a platform. */
import type { PlatformRow, UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

/** Admins, the owner, and its staff with an owner or ambassador role. */
export function canManagePlatform(
  user: Pick<UserRow, 'id' | 'isGlobalAdmin'>,
  platform: Pick<PlatformRow, 'ownerId'>,
  managingRoles: readonly string[],
): Decision {
  if (user.isGlobalAdmin || platform.ownerId === user.id || managingRoles.length > 0) return allow;
  return deny('Only the owner of this platform can change it.');
}
