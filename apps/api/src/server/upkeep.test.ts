import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, dbKind, type TestServer } from '../test/harness.js';
import { startUpkeep, upkeepOnce } from './upkeep.js';

describe('upkeep of the embedded database', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const database = () => ({ db: t.db, kind: dbKind }) as const;
  /** What the planner believes `table` holds, and what it holds. */
  async function rows(table: string): Promise<{ planned: number; counted: number }> {
    const result = await t.db.execute(sql`
      select (select reltuples from pg_class where relname = ${table}
                and relnamespace = 'public'::regnamespace)::float8 as planned,
             (select count(*) from ${sql.identifier(table)})::float8 as counted`);
    return (result as unknown as { rows: { planned: number; counted: number }[] }).rows[0] as {
      planned: number;
      counted: number;
    };
  }

  if (dbKind === 'pglite') {
    it('gives every table the statistics of what it holds', async () => {
      const before = await rows('users');
      expect(before.counted).toBeGreaterThan(0);
      // Seeded after the tables were made, never analysed: the planner knows nothing of it.
      expect(before.planned).not.toBe(before.counted);
      const done = await upkeepOnce(database());
      expect(done).toEqual(expect.arrayContaining(['users', 'ideas', 'neuron_ledger']));
      expect(await rows('users')).toEqual({ planned: before.counted, counted: before.counted });
    });

    it('runs on its own once started, and stops between tables', async () => {
      await t.db.execute(sql`
        insert into users (email, password_hash, screen_name, handle)
        select 'upkeep' || n || '@test.test', 'x', 'upkeep' || n, 'upkeep' || n
        from generate_series(1, 50) n`);
      const counted = (await rows('users')).counted;
      const upkeep = startUpkeep({
        database: database(),
        log: pino({ level: 'silent' }),
        firstAfterMs: 0,
      });
      await expect
        .poll(async () => (await rows('users')).planned, { timeout: 15_000 })
        .toBe(counted);
      await upkeep.stop();
      let asked = 0;
      expect(await upkeepOnce(database(), () => ++asked > 1)).toHaveLength(1);
    });
  } else {
    it('leaves PostgreSQL to its autovacuum', async () => {
      expect(await upkeepOnce(database())).toBeNull();
      await startUpkeep({
        database: database(),
        log: pino({ level: 'silent' }),
        firstAfterMs: 0,
      }).stop();
    });
  }
});
