import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, pgListen, pgliteListen } from './listen.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database as handlers see it: the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the database's API. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: a copy of the data directory, for `openDatabase({ loadDataDir })`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const listeners = new WeakMap<Database, Listen>();

/**
 * How notifications of this database are heard (db/listen.ts), for a database `openDatabase`
 * opened; none for any other, so nothing relies on hearing what it cannot.
 */
export function listenerOf(db: Database): Listen | undefined {
  return listeners.get(db);
}

/** A `Listen` whose listening all stops when the database closes. */
function closing(listen: Listen): { listen: Listen; stopAll(): void } {
  const stops = new Set<() => void>();
  return {
    listen(channel, watcher) {
      const stop = listen(channel, watcher);
      const once = () => {
        stops.delete(once);
        stop();
      };
      stops.add(once);
      return once;
    },
    stopAll() {
      for (const stop of [...stops]) stop();
    },
  };
}

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK = 4_242_001;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in
 * memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  /** Told when an idle PostgreSQL connection fails (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** Sees every statement with its parameters (benchmarks replay them on a bare server). */
  logger?: Logger;
  /**
   * PGlite only: starts from this copy of a data directory (`PGlite#dumpDataDir`) instead of an
   * empty cluster. The tests start each file from one migrated and seeded copy.
   */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server dropped (restart, failover, a dropped test database) is
    // replaced on the next checkout; without a listener its error would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({
      client: pool,
      schema,
      logger: options.logger ?? false,
    }) as unknown as Database;
    const notifications = closing(pgListen(options.url, { onError: options.onIdleError }));
    listeners.set(db, notifications.listen);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async close() {
        notifications.stopAll();
        await pool.end();
      },
    };
  }
  let dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    dataDir = join(dataDir, 'pglite');
  }
  const client = await openPglite(dataDir, options.loadDataDir);
  const db = drizzlePglite({
    client,
    schema,
    logger: options.logger ?? false,
  }) as unknown as Database;
  const notifications = closing(pgliteListen(client));
  listeners.set(db, notifications.listen);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      notifications.stopAll();
      await client.close();
    },
  };
}

/**
 * The parsers drizzle's PGlite session hands to every query (drizzle-orm/pglite/session.js):
 * timestamps, intervals, dates and their arrays, and numeric arrays stay text for drizzle's
 * columns to read. A drift after a drizzle upgrade fails client.test.ts.
 */
export const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string) => value;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/**
 * PGlite with drizzle's parsers set once. PGlite merges a query's `parsers` option into a copy of
 * its whole parser table (~300 entries) on every query, and drizzle passes the same option every
 * time: `select 1` took ~250 µs instead of ~115 µs (issue 11). The instance holds drizzle's
 * parsers and the option is dropped, so every result is typed exactly as before.
 */
class DrizzlePGlite extends PGlite {
  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback({
        query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
          tx.query<R>(query, params, withoutParsers(options)),
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec: (query, options) => tx.exec(query, withoutParsers(options)),
        rollback: () => tx.rollback(),
        listen: (channel, onPayload) => tx.listen(channel, onPayload),
        get closed() {
          return tx.closed;
        },
      }),
    );
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // pg_trgm serves search's typo matching (migration 0023); PostgreSQL has it built in.
  const extensions = { pg_trgm };
  const client = new DrizzlePGlite(
    dataDir,
    loadDataDir ? { loadDataDir, extensions } : { extensions },
  );
  await client.waitReady;
  // After start-up: PGlite's own array-type set-up (run while starting) rewrites array parsers.
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return client;
}

/** Whether the database answers. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
