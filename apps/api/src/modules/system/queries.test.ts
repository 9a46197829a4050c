import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { databaseUp, HEALTH_CHECK_MS } from './queries.js';

describe('databaseUp', () => {
  it('asks the database at most once a second, and sees it go down after that', async () => {
    let statements = 0;
    const handle = await openDatabase({
      dataDir: 'memory://',
      logger: {
        logQuery: () => {
          statements += 1;
        },
      },
    });
    const start = 1_000_000;
    const together = await Promise.all([
      databaseUp(handle.db, start),
      databaseUp(handle.db, start),
    ]);
    expect(together).toEqual([true, true]);
    expect(await databaseUp(handle.db, start + HEALTH_CHECK_MS - 1)).toBe(true);
    expect(statements).toBe(1);

    await handle.close();
    // Within the second the last answer stands; the next check finds the database gone.
    expect(await databaseUp(handle.db, start + HEALTH_CHECK_MS - 1)).toBe(true);
    expect(await databaseUp(handle.db, start + HEALTH_CHECK_MS)).toBe(false);
  });
});
