import type { MeDetailed, User } from '@nervus/contracts';
import type { UserRow } from '../../context.js';

export function publicUser(user: UserRow): User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    screen_name: user.screenName,
    handle: user.handle,
    bio: user.bio,
    slogan: user.slogan,
    avatar_url: user.avatarUrl,
    image: user.avatarUrl,
    is_organization: user.isOrganization,
    scout_referrer: user.scoutReferrerId,
  };
}

export function detailedUser(user: UserRow, isAmbassador: boolean): MeDetailed {
  return {
    user: publicUser(user),
    profile: { bio: { interests: user.interests } },
    admin_roles: { global_admin: user.isGlobalAdmin, platform_ambassador: isAmbassador },
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
  };
}
