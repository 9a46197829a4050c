/** Who may read what the Game Dash tells: a player's highlights are theirs alone. */
import { allow, type Decision, deny } from '../../http/policy.js';

/** Reading the highlights of the player `id`: only that player. */
export function canReadHighlights(user: { readonly id: string }, id: string): Decision {
  return user.id === id ? allow : deny('You can read only your own highlights.');
}
