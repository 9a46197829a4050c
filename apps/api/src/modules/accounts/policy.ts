/**
 * Who may do what with accounts: pure functions over the viewer, their session and the rows,
 * each answering a decision that `enforce` turns into the refusal.
 */
import type { SessionInfo, UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

/** An admin starts shadowing a player: never from inside another shadow, never another admin. */
export function canShadow(
  admin: UserRow,
  session: SessionInfo | null,
  target: Pick<UserRow, 'isGlobalAdmin'>,
): Decision {
  if (!admin.isGlobalAdmin) return deny('Only admins can do this.');
  if (session?.shadowedBy) return deny('Stop shadowing before you shadow someone else.');
  if (target.isGlobalAdmin) return deny('Admins cannot be shadowed.');
  return allow;
}

/** Signing in: a disabled account is refused even with the right password. */
export function canSignIn(user: Pick<UserRow, 'isDisabled'>): Decision {
  return user.isDisabled ? deny('User denied oauth authorization') : allow;
}
