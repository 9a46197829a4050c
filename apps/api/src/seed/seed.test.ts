import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, platforms, users } from '../db/schema.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { PLATFORMS } from './data.js';
import { DEMO_USERS } from './demo.js';
import { seed } from './seed.js';

let t: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [t, bare] = await Promise.all([createTestServer(), createTestServer({ seedDemo: false })]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
});

describe('seed', () => {
  it('is idempotent: a second run adds and changes nothing', async () => {
    await t.db
      .update(platforms)
      .set({ title: 'Renamed by an admin' })
      .where(eq(platforms.slug, 'comedy'));
    const before = await t.tableCounts();
    await seed(t.db, { demo: true, now: t.clock.now });
    expect(await t.tableCounts()).toEqual(before);
    const [comedy] = await t.db.select().from(platforms).where(eq(platforms.slug, 'comedy'));
    expect(comedy?.title).toBe('Renamed by an admin');
  });

  it('makes a demo user per role, one admin, and open and closed challenges', async () => {
    const demo = await t.db.select().from(users).where(eq(users.isDemo, true));
    expect(demo).toHaveLength(DEMO_USERS.length);
    expect(demo.filter((u) => u.isGlobalAdmin).map((u) => u.handle)).toEqual(['ada']);
    const rows = await t.db.select().from(challenges);
    expect(rows.filter((c) => c.status === 'open').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((c) => c.isClosed).length).toBeGreaterThanOrEqual(2);
  });

  it('leaves demo data out when not asked, but always seeds platforms', async () => {
    expect(await bare.db.select().from(users)).toEqual([]);
    expect(await bare.db.select().from(challenges)).toEqual([]);
    const rows = await bare.db.select().from(platforms);
    expect(rows.map((p) => p.slug).sort()).toEqual(PLATFORMS.map((p) => p.slug).sort());
    expect(rows.filter((p) => p.isDefault).map((p) => p.slug)).toEqual(['nervus']);
  });
});

describe('platform accents', () => {
  it('are the same in the seed and in the migration that gives older installations them', async () => {
    const sql = await readFile(
      fileURLToPath(new URL('../../drizzle/0022_platforms_accent_color.sql', import.meta.url)),
      'utf8',
    );
    const migrated = Object.fromEntries(
      [...sql.matchAll(/\('([a-z-]+)', '(#[0-9a-f]{6})'\)/g)].map((m) => [m[1], m[2]]),
    );
    const seeded = Object.fromEntries(
      PLATFORMS.filter((p) => p.accentColor).map((p) => [p.slug, p.accentColor]),
    );
    expect(Object.keys(seeded).length).toBeGreaterThanOrEqual(3);
    expect(migrated).toEqual(seeded);
    const [comedy] = await t.db.select().from(platforms).where(eq(platforms.slug, 'comedy'));
    expect(comedy?.accentColor).toBe(seeded.comedy);
  });
});
