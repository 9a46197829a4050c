/**
 * Statements built once per database. Drizzle builds a query's SQL text from its parts every
 * time it runs (~70 KB of short-lived objects for a list's select on PGlite); a statement
 * prepared with placeholders keeps its text and only takes new values.
 */
import type { Database } from './client.js';

/**
 * What `build` makes of a database, made on first use and kept as long as the database is.
 *
 * @example
 * const byId = perDatabase((db) =>
 *   db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
 * await byId(db).execute({ id });
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const kept = new WeakMap<Database, T>();
  return (db) => {
    let made = kept.get(db);
    if (made === undefined) {
      made = build(db);
      kept.set(db, made);
    }
    return made;
  };
}
