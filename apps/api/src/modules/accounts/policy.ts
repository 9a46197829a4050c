/**
 * Who may do what with accounts: pure functions over the viewer, their session and the rows,
 * each answering a decision that `enforce` turns into the refusal.
 */
import type { SessionInfo, UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

/** An admin starts shadowing: never from inside another shadow. */
export function canStartShadowing(admin: UserRow, session: SessionInfo | null): Decision {
  if (!admin.isGlobalAdmin) return deny('Only admins can do this.');
  if (session?.shadowedBy) return deny('Stop shadowing before you shadow someone else.');
  return allow;
}

/** Who may be shadowed: any player, never another admin. */
export function canBeShadowed(target: Pick<UserRow, 'isGlobalAdmin'>): Decision {
  return target.isGlobalAdmin ? deny('Admins cannot be shadowed.') : allow;
}

/** Signing in: a disabled account is refused even with the right password. */
export function canSignIn(user: Pick<UserRow, 'isDisabled'>): Decision {
  return user.isDisabled ? deny('User denied oauth authorization') : allow;
}

/**
 * Letting an application sign in as the user: never from a shadow session, where an admin acts
 * as the user but must not hand the account to a third party.
 */
export function canAuthorizeClients(session: SessionInfo | null): Decision {
  return session?.shadowedBy ? deny('Stop shadowing before you connect an application.') : allow;
}
