/**
 * The SQL of what the Game Dash reads: a player's highlights a page at a time (the index
 * `(user_id, created_at desc)`), and the bell's state from the running totals, never the
 * ledger's history.
 */
import type { LadderRole, RoleScores } from '@nervus/game-rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { challenges, highlights, neuronTotals, users } from '../../db/schema.js';
import { visibleRoleScores, withheldFrom } from '../ledger/hidden-play.js';
import type { HighlightRow } from './serialize.js';

/** A role's list holds that role's highlights and the player's `overall` ones; overall, all. */
function ofRole(userId: string, role: LadderRole | undefined) {
  const mine = eq(highlights.userId, userId);
  return role && role !== 'overall' ? and(mine, inArray(highlights.role, [role, 'overall'])) : mine;
}

/** One page of a player's highlights, newest first, with the total of the list. */
export async function highlightPage(
  db: Database,
  userId: string,
  query: { role?: LadderRole | undefined; page: number; size: number },
): Promise<{ rows: HighlightRow[]; total: number }> {
  const where = ofRole(userId, query.role);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: highlights.id,
        type: highlights.type,
        role: highlights.role,
        statement: highlights.statement,
        link: highlights.link,
        createdAt: highlights.createdAt,
        challengeTitle: challenges.questionTitle,
        challengeSlug: challenges.slug,
      })
      .from(highlights)
      .leftJoin(challenges, eq(challenges.id, highlights.challengeId))
      .where(where)
      // The id breaks ties among highlights of one event (a settlement writes many at once).
      .orderBy(desc(highlights.createdAt), desc(highlights.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(highlights).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** What the bell shows: the player's own scores and list totals, and the score last seen. */
export async function bellState(
  db: Database,
  userId: string,
): Promise<{
  scores: RoleScores;
  neurons: number;
  highlights: number;
  lastSeen: number | null;
}> {
  const [scores, [awards], held, [count], [user]] = await Promise.all([
    visibleRoleScores(db, userId, 'owner'),
    db
      .select({ n: sql<number>`coalesce(sum(${neuronTotals.awards}), 0)::int` })
      .from(neuronTotals)
      .where(eq(neuronTotals.userId, userId)),
    withheldFrom(db, userId, 'owner'),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(highlights)
      .where(eq(highlights.userId, userId)),
    db
      .select({
        seen: sql<unknown>`${users.preferences} #> '{gamedash,shared_state,gamedash_score}'`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  // The neurons list's total, as `GET /neurons` counts it: what waits for a close is not shown.
  const hidden = held.reduce((sum, h) => sum + h.awards, 0);
  const seen = user?.seen;
  return {
    scores,
    neurons: (awards?.n ?? 0) - hidden,
    highlights: count?.n ?? 0,
    lastSeen: typeof seen === 'number' ? seen : null,
  };
}
