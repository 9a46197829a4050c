/** Who may do what with another player's page. */
import { allow, type Decision, deny } from '../../http/policy.js';

/** Following: anyone else, never oneself. */
export function canFollow(
  user: { readonly id: string },
  player: { readonly id: string },
): Decision {
  return user.id === player.id ? deny('You cannot follow yourself.', 422) : allow;
}
