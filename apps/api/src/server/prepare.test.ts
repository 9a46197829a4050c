import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { challenges, platforms, users } from '../db/schema.js';
import { refuseHighlights } from '../test/faults.js';
import { createTestServer, dbKind } from '../test/harness.js';
import { catchUp, isFreshEmbeddedDatabase, prepareInChild } from './prepare.js';
import { sweepOnce } from './sweep.js';

// The child runs from the sources, as the tests do.
const SOURCE_LOADER = ['--conditions=source', '--import', 'tsx'];

describe('preparing a fresh embedded database in a child process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nervus-prepare-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('knows which databases are fresh embedded ones', () => {
    expect(isFreshEmbeddedDatabase({ databaseUrl: undefined, dataDir })).toBe(true);
    expect(isFreshEmbeddedDatabase({ databaseUrl: 'postgres://db/x', dataDir })).toBe(false);
    expect(isFreshEmbeddedDatabase({ databaseUrl: undefined, dataDir: 'memory://' })).toBe(false);
  });

  it('creates, migrates, seeds and sweeps it there; this process then opens it as on a restart', async () => {
    const report = await prepareInChild(
      { version: '0.0.0-test' },
      {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        execArgv: SOURCE_LOADER,
      },
    );
    expect(report).toMatchObject({ demo: true });
    expect(report.platforms).toBeGreaterThan(0);
    expect(isFreshEmbeddedDatabase({ databaseUrl: undefined, dataDir })).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.$count(platforms, eq(platforms.type, 'system-platform'))).toBe(
        report.platforms,
      );
      expect(await database.db.$count(users)).toBeGreaterThan(0);
      // The demo's closed challenges were settled and the olympiads opened in the child: the
      // server's first sweep has nothing to do, as after a restart.
      expect(await database.db.$count(challenges, isNotNull(challenges.settledAt))).toBeGreaterThan(
        0,
      );
      const published: string[] = [];
      const announcer = {
        realtime: { publish: async (channel: string) => void published.push(channel) },
        log: pino({ level: 'silent' }),
      };
      expect(await sweepOnce(database, new Date(), announcer)).toEqual({
        ran: true,
        settled: 0,
        olympiads: { closed: 0, opened: 0 },
      });
      expect(published).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('fails with the child when the database cannot be made', async () => {
    const file = join(dataDir, 'not-a-directory');
    writeFileSync(file, '');
    await expect(
      prepareInChild(
        { version: '0.0.0-test' },
        {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: file, LOG_LEVEL: 'silent' },
          execArgv: SOURCE_LOADER,
        },
      ),
    ).rejects.toThrow(/preparing the database failed in its child process \(exit 1\)/);
  }, 60_000);
});

describe('catchUp, the first sweep in that child', () => {
  it('leaves a settlement that fails due for the server, and does not fail the start', async () => {
    const t = await createTestServer();
    const database = { db: t.db, kind: dbKind } as const;
    const log = pino({ level: 'silent' });
    const settled = () => t.db.$count(challenges, isNotNull(challenges.settledAt));
    try {
      // The demo's closed challenges cannot be told (a trigger refuses highlights): each
      // settlement rolls back.
      const allowHighlights = await refuseHighlights(t.db);
      await catchUp(database, log);
      expect(await settled()).toBe(0);

      await allowHighlights();
      await catchUp(database, log);
      expect(await settled()).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});
