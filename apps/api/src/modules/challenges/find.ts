import { eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { challenges } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';

function byKey(db: Database | Tx, key: 'slug' | 'uuid') {
  return db
    .select()
    .from(challenges)
    .where(
      key === 'uuid'
        ? or(eq(challenges.id, sql.placeholder('id')), eq(challenges.slug, sql.placeholder('slug')))
        : eq(challenges.slug, sql.placeholder('slug')),
    )
    .limit(1)
    .prepare(`challenge_by_${key}`);
}

// Nearly every challenge call starts here: its SQL is built once per database.
type Prepared = ReturnType<typeof byKey>;
const prepared = { slug: new WeakMap<object, Prepared>(), uuid: new WeakMap<object, Prepared>() };

/**
 * A challenge by id or slug, or 404. Writes pass a lock: `update` to serialise entries,
 * `share` so ratings run side by side while a settlement waits for them.
 */
export async function findChallenge(db: Database | Tx, key: string, lock?: 'update' | 'share') {
  const uuid = isUuid(key);
  let row: typeof challenges.$inferSelect | undefined;
  if (lock) {
    const where = uuid
      ? or(eq(challenges.id, key), eq(challenges.slug, key))
      : eq(challenges.slug, key.toLowerCase());
    [row] = await db.select().from(challenges).where(where).limit(1).for(lock);
  } else {
    const kind = uuid ? 'uuid' : 'slug';
    let query = prepared[kind].get(db);
    if (!query) {
      query = byKey(db, kind);
      prepared[kind].set(db, query);
    }
    [row] = await query.execute(uuid ? { id: key, slug: key } : { slug: key.toLowerCase() });
  }
  if (!row) throw notFound('Challenge');
  return row;
}
