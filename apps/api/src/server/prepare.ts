/**
 * Getting the database ready before serving: migrations, then the seed. Where that runs
 * matters for memory: creating a fresh embedded database (PGlite's initdb, then migrations and
 * seeding) grows PGlite's WebAssembly heap to ~900 MB, and a WebAssembly heap never shrinks, so
 * the server would carry it for its whole life. A fresh embedded database is therefore made in
 * a child process that exits (which also runs the first sweep, `catchUp`); the server then opens
 * it as it would on any restart.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Logger } from 'pino';
import { afterCommitsDone } from '../db/after-commit.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Config } from '../env.js';
import type { Publisher } from '../modules/realtime/publisher.js';
import { type SeedReport, seed } from '../seed/seed.js';
import { sweepOnce } from './sweep.js';

export async function migrateAndSeed(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemo'>,
): Promise<SeedReport> {
  await database.migrate();
  return seed(database.db, { demo: config.seedDemo });
}

/**
 * Nobody can hear an event yet: the server is not listening and the database is new, so no
 * browser has a stream or a token for its players. What an event tells is in the database, read
 * when a page loads.
 */
const UNHEARD: Publisher = { publish: async () => {} };

/**
 * The first sweep, in the child that made the database: the demo's closed challenges are
 * settled (rankings, payments, medals, highlights) and the olympiads' current cycles opened
 * here, so the server's own first sweep finds nothing due, as on a restart. Settling them in the
 * server left its first start ~10 MB heavier than a restart for its whole life (the code the
 * settlement runs, ~5 MB; PGlite's heap, ~2 MB; the rest in the allocators' arenas). The same
 * `sweepOnce` the server runs, so the data is what the server's first sweep would have written.
 */
export async function catchUp(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  log: Logger,
): Promise<void> {
  try {
    const outcome = await sweepOnce(database, new Date(), { realtime: UNHEARD, log });
    if (outcome.ran) log.info({ settled: outcome.settled, ...outcome.olympiads }, 'caught up');
  } catch (err) {
    // Each settlement is its own transaction: a failed one is left due, and the server's sweep
    // tries it again, as after any failed sweep. The database is made; the server starts.
    log.error({ err }, 'the first sweep failed; the server sweeps again once it runs');
  }
  // The settlements' announcements read the database after their commits: before it closes.
  await afterCommitsDone();
}

/**
 * Whether the configured database is an embedded one on disk that does not exist yet.
 * `openDatabase` (db/client.ts) keeps PGlite's files in `DATA_DIR/pglite`; `PG_VERSION` is
 * the file initdb writes and PGlite looks for to resume.
 */
export function isFreshEmbeddedDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): boolean {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return false;
  return !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/** What the child sends its parent when the database is ready. */
export interface PreparedMessage {
  readonly type: 'nervus:prepared';
  readonly report: SeedReport;
}

// The child's entry beside this file: `.ts` from the sources (tsx, tests), `.js` once built.
const CHILD = new URL(
  `./prepare-child${extname(new URL(import.meta.url).pathname)}`,
  import.meta.url,
);

/**
 * Creates, migrates and seeds the database in a child process (by default with this process's
 * environment and loader flags) and resolves with its seed report once the child has exited.
 */
export function prepareInChild(
  config: Pick<Config, 'version'>,
  options: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<SeedReport> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [config.version], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      ...(options.env ? { env: options.env } : {}),
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
    });
    let report: SeedReport | undefined;
    child.on('message', (message) => {
      const prepared = message as Partial<PreparedMessage>;
      if (prepared.type === 'nervus:prepared' && prepared.report) report = prepared.report;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && report) resolve(report);
      else
        reject(
          new Error(
            `preparing the database failed in its child process (${signal ?? `exit ${code}`})`,
          ),
        );
    });
  });
}
