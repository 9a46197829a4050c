/**
 * Who sees what of medals (docs/decisions/0021): a player sees all their own medals at once;
 * anyone else sees those that are public, and an idea's awards only once its challenge settled,
 * answered before that exactly as an unknown idea is, so the answer tells nothing of it.
 */
import { allow, type Decision, deny } from '../../http/policy.js';
import type { HistoryReader } from '../ledger/hidden-play.js';

/** The reader of a player's medals: the player themself, or anyone else (visitors too). */
export function medalReader(viewerId: string | undefined, playerId: string): HistoryReader {
  return viewerId === playerId ? 'owner' : 'other';
}

/** The message of an unknown idea, the same whether the idea is missing or still hidden. */
export const UNKNOWN_IDEA = 'Idea not found.';

/** An idea's awards: readable once its challenge settled; before, 404 as for no idea. */
export function canSeeIdeaAwards(idea: { settledAt: Date | null } | null): Decision {
  return idea?.settledAt ? allow : deny(UNKNOWN_IDEA, 404);
}
