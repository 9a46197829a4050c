/**
 * Base olympiads: the template of a platform's tournament. The main platform's is seeded; a
 * player's personal platform gets one when they become a director, on publishing their first
 * question (in that transaction; a second question changes nothing). The sweep opens its cycles.
 */
import { BOARD_TITLES, OLYMPIAD_BOARDS } from '@nervus/game-rules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { BaseRace } from '../../db/schema.js';

/** A race on every board, without money: directors and patrons add prizes. */
export const DEFAULT_RACES: readonly BaseRace[] = OLYMPIAD_BOARDS.map((board) => ({
  board,
  name: BOARD_TITLES[board],
  prize_cents: 0,
}));

/** Gives a platform a base olympiad unless it has one. */
export async function ensureBase(
  tx: Tx,
  base: { platformId: string; directorId: string | null; name: string },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into olympiad_bases (platform_id, director_id, name, races, created_at, updated_at)
    values (${base.platformId}, ${base.directorId}, ${base.name},
      ${JSON.stringify(DEFAULT_RACES)}::jsonb, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz)
    on conflict (platform_id) do nothing`);
}

/**
 * Makes a player a director: their personal platform gets its base olympiad (they direct it).
 * Call it in the transaction that publishes their question; nothing happens the second time.
 */
export async function ensureDirectorBase(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into olympiad_bases (platform_id, director_id, name, races, created_at, updated_at)
    select p.id, u.id, u.screen_name || '''s Olympiad', ${JSON.stringify(DEFAULT_RACES)}::jsonb,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from platforms p join users u on u.id = p.owner_id
    where p.owner_id = ${userId} and p.type = 'user-platform' and p.deleted_at is null
    on conflict (platform_id) do nothing`);
}
