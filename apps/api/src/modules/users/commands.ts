/**
 * Following players: one way, one row per pair. The first follow tells the player followed
 * (`new-follower`, once per follower however often they follow again), in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/after-commit.js';
import type { Database } from '../../db/client.js';
import { follows } from '../../db/schema.js';
import type { Announcer } from '../highlights/announce.js';
import { writeNewFollowerHighlight } from '../highlights/events.js';

export function follow(
  db: Database,
  pair: { followerId: string; followeeId: string },
  now: Date,
  announcer: Announcer,
): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [added] = await tx
      .insert(follows)
      .values({ ...pair, createdAt: now })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (added) await writeNewFollowerHighlight(tx, announcer, pair, now);
  });
}

export async function unfollow(
  db: Database,
  pair: { followerId: string; followeeId: string },
): Promise<void> {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, pair.followerId), eq(follows.followeeId, pair.followeeId)));
}
