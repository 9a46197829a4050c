import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { processEnv } from '../env.js';
import { type Database, DRIZZLE_TEXT_TYPES, openDatabase } from './client.js';
import { uniqueViolation } from './errors.js';

const adminUrl = processEnv().DATABASE_URL;

async function tableCount(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

// A new database migrated from nothing takes seconds alone and over 30 s on a loaded machine.
describe('migrations', () => {
  it('apply once on PGlite, and a second run changes nothing', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const tables = await tableCount(handle.db);
    await handle.migrate();
    expect(await tableCount(handle.db)).toBe(tables);
    expect(tables).toBeGreaterThanOrEqual(15);
    await handle.close();
  }, 120_000);

  it.runIf(adminUrl)(
    'are serialised when two instances start at once on PostgreSQL',
    async () => {
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
    },
    120_000,
  );
});

const sample = pgTable('typed_sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at'),
  atTz: timestamp('at_tz', { withTimezone: true }),
  atTzText: timestamp('at_tz_text', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  dayDate: date('day_date', { mode: 'date' }),
  span: interval('span'),
  amount: numeric('amount', { precision: 12, scale: 3 }),
  big: bigint('big', { mode: 'number' }),
  huge: bigint('huge', { mode: 'bigint' }),
  flag: boolean('flag'),
  ref: uuid('ref'),
  doc: json('doc'),
  docb: jsonb('docb'),
  words: text('words').array(),
  counts: integer('counts').array(),
  amounts: numeric('amounts').array(),
  days: date('days').array(),
  spans: interval('spans').array(),
  ats: timestamp('ats').array(),
  atsTz: timestamp('ats_tz', { withTimezone: true }).array(),
});

const SAMPLE_DDL = `create table typed_sample (
  id integer primary key, at timestamp, at_tz timestamptz, at_tz_text timestamptz, day date,
  day_date date, span interval, amount numeric(12, 3), big int8, huge int8, flag boolean,
  ref uuid, doc json, docb jsonb, words text[], counts integer[], amounts numeric[],
  days date[], spans interval[], ats timestamp[], ats_tz timestamptz[])`;

/** Writes the same rows and reads them back every way the app reads: typed, raw, in a transaction. */
async function readBack(db: Database) {
  await db.execute(sql.raw(SAMPLE_DDL));
  await db.insert(sample).values([
    {
      id: 1,
      at: new Date('2024-02-29T23:59:58.123Z'),
      atTz: new Date('1999-12-31T23:00:00.5Z'),
      atTzText: '2030-01-01 00:00:00+00',
      day: '2024-02-29',
      dayDate: new Date('2001-09-09T00:00:00Z'),
      span: '1 day 02:03:04',
      amount: '12345.678',
      big: 2 ** 40,
      huge: 2n ** 62n,
      flag: true,
      ref: '6f1c2a4e-1b0a-4e55-9a57-0d9c8f6b1a01',
      doc: { a: [1, 'two', null] },
      docb: { nested: { ok: true }, n: 1.5 },
      words: ['a', 'b c', 'd"e'],
      counts: [1, -2, 3],
      amounts: ['1.5', '-0.001'],
      days: ['2020-01-01', '2020-12-31'],
      spans: ['00:00:01', '3 mons'],
      ats: [new Date('2020-01-01T00:00:00Z'), new Date('2020-06-01T12:30:00Z')],
      atsTz: [new Date('2021-03-04T05:06:07.008Z')],
    },
    { id: 2 },
  ]);
  const typed = await db.select().from(sample).orderBy(sample.id);
  const raw = await db.execute(sql`select * from typed_sample order by id`);
  const inTransaction = await db.transaction((tx) => tx.select().from(sample).orderBy(sample.id));
  const prepared = await db
    .select()
    .from(sample)
    .where(sql`${sample.id} = ${sql.placeholder('id')}`)
    .prepare('typed_sample_by_id')
    .execute({ id: 1 });
  return { typed, raw: (raw as unknown as { rows: unknown[] }).rows, inTransaction, prepared };
}

describe('PGlite parsers', () => {
  // Two new databases, one of them migrated: ~5 s on a quiet machine, 36 s seen in a loaded CI.
  it('are set once on the instance, and every result reads exactly as with drizzle alone', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const reference = await PGlite.create();
    try {
      const ours = await readBack(handle.db);
      const theirs = await readBack(drizzle({ client: reference }) as unknown as Database);
      expect(ours).toEqual(theirs);
      // What the comparison stands on: the typed read has real dates, bigints and arrays.
      expect(ours.typed[0]?.atsTz?.[0]).toEqual(new Date('2021-03-04T05:06:07.008Z'));
      expect(ours.typed[0]?.huge).toBe(2n ** 62n);
      expect(ours.typed[1]?.words).toBeNull();
    } finally {
      await handle.close();
      await reference.close();
    }
  }, 120_000);

  it("match the ones drizzle passes with each query, so dropping drizzle's option changes nothing", async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const prepared = handle.db.select({ n: sql<number>`1` }).from(sql`(select 1) t`).prepare('n');
      const passed = (prepared as unknown as { queryConfig: { parsers: Record<string, unknown> } })
        .queryConfig.parsers;
      expect(Object.keys(passed).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    } finally {
      await handle.close();
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
