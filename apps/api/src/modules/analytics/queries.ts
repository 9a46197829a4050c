import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema.js';

export async function insertEvent(
  db: Database,
  event: typeof analyticsEvents.$inferInsert,
): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
