import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { processEnv } from '../env.js';
import { openDatabase } from './client.js';
import { uniqueViolation } from './errors.js';

const adminUrl = processEnv().DATABASE_URL;

async function tableCount(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('migrations', () => {
  it('apply once on PGlite, and a second run changes nothing', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const tables = await tableCount(handle.db);
    await handle.migrate();
    expect(await tableCount(handle.db)).toBe(tables);
    expect(tables).toBeGreaterThanOrEqual(15);
    await handle.close();
  });

  it.runIf(adminUrl)('are serialised when two instances start at once on PostgreSQL', async () => {
    const name = `nervus_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      const [a, b] = await Promise.all([
        openDatabase({ url: url.toString(), dataDir: '' }),
        openDatabase({ url: url.toString(), dataDir: '' }),
      ]);
      await Promise.all([a.migrate(), b.migrate()]);
      expect(await tableCount(a.db)).toBeGreaterThanOrEqual(15);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('uniqueViolation', () => {
  it('finds the constraint through wrappers, and nothing in other errors', () => {
    expect(uniqueViolation({ cause: { code: '23505', constraint: 'users_email_key' } })).toBe(
      'users_email_key',
    );
    expect(uniqueViolation({ code: '23503' })).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
  });
});
