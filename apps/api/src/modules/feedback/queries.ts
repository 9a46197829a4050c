import type { Database } from '../../db/client.js';
import { feedback } from '../../db/schema.js';

export async function insertFeedback(
  db: Database,
  row: typeof feedback.$inferInsert,
): Promise<void> {
  await db.insert(feedback).values(row);
}
