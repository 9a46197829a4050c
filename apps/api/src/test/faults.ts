/**
 * Failures a test puts into the database to see what rolls back: the close of a challenge
 * (settlement, medals, highlights) is one transaction, so refusing its highlights fails it whole.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Makes every insert into `highlights` fail until the answered function lifts it. */
export async function refuseHighlights(db: Database): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create function refuse_highlights() returns trigger language plpgsql
      as $$ begin raise exception 'no highlights now'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_highlights before insert on highlights
      for each statement execute function refuse_highlights()`),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger refuse_highlights on highlights'));
    await db.execute(sql.raw('drop function refuse_highlights()'));
  };
}
