import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { platforms, users } from '../db/schema.js';
import { isFreshEmbeddedDatabase, prepareInChild } from './prepare.js';

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

  it('creates, migrates and seeds it there; this process then opens it as on a restart', async () => {
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
