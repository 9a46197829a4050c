/**
 * Who sees which stats (docs/decisions/0010). A player's stats are public, but the play of
 * challenges that have not settled counts only for the player themself; a challenge's own
 * counts wait for its settlement, which reveals who played and how.
 */
import type { HistoryReader } from '../game/hidden-play.js';

type Viewer = { readonly id: string } | null;

/** A player's stats are counted for their owner or for anyone else (visitors included). */
export function statsReader(viewer: Viewer, playerId: string): HistoryReader {
  return viewer?.id === playerId ? 'owner' : 'other';
}

/**
 * A challenge's counts of play are shown once it has settled: before, polling them would date
 * each idea and rating, and with a player's own counts name who entered or rated it.
 */
export function challengeCountsShown(challenge: { readonly settledAt: Date | null }): boolean {
  return challenge.settledAt !== null;
}
