import { eq, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { challenges } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';

/**
 * A challenge by id or slug, or 404. Writes pass a lock: `update` to serialise entries,
 * `share` so ratings run side by side while a settlement waits for them.
 */
export async function findChallenge(db: Database | Tx, key: string, lock?: 'update' | 'share') {
  const where = isUuid(key)
    ? or(eq(challenges.id, key), eq(challenges.slug, key))
    : eq(challenges.slug, key.toLowerCase());
  const query = db.select().from(challenges).where(where).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound('Challenge');
  return row;
}
