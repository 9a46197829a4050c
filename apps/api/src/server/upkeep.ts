/**
 * Upkeep of the embedded database. PGlite is PostgreSQL in single-user mode, with no background
 * workers and so no autovacuum: left alone, its planner keeps the statistics of the tables'
 * first, nearly empty days (a settlement's ranking planned on such statistics took 430 ms
 * instead of 12) and the space of dead row versions is never reused. So every hour, and once
 * soon after start, each table gets `VACUUM (ANALYZE)`, one table per turn of the event loop:
 * PGlite runs on the server's own thread, and requests get their turns in between.
 * PostgreSQL does this itself (autovacuum), so there upkeep does nothing.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.js';

type Upkept = Pick<DatabaseHandle, 'db' | 'kind'>;

/** The tables of the app's schema, by name. */
async function tablesOf(database: Upkept): Promise<string[]> {
  const result = await database.db.execute(sql`
    select relname as name from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace
    order by relname`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Vacuums and analyses every table of the embedded database; answers the tables done, or null
 * on PostgreSQL (its autovacuum does it). `stopped` is asked between tables.
 */
export async function upkeepOnce(
  database: Upkept,
  stopped: () => boolean = () => false,
): Promise<string[] | null> {
  if (database.kind !== 'pglite') return null;
  const done: string[] = [];
  for (const table of await tablesOf(database)) {
    if (stopped()) break;
    await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
    done.push(table);
    await nextTurn();
  }
  return done;
}

export interface Upkeep {
  /** Stops, waiting for a table in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

export const UPKEEP_EVERY_MS = 60 * 60_000;
/** After start: the seed and the first requests are in, the start-up's own work is done. */
export const UPKEEP_FIRST_AFTER_MS = 60_000;

/** Runs `upkeepOnce` after `firstAfterMs`, then `everyMs` after each run ends. */
export function startUpkeep(options: {
  database: Upkept;
  log: Logger;
  everyMs?: number;
  firstAfterMs?: number;
}): Upkeep {
  const { database, log } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (database.kind !== 'pglite') return { stop: async () => {} };

  async function run(): Promise<void> {
    const started = performance.now();
    try {
      const done = await upkeepOnce(database, () => stopped);
      log.debug({ tables: done?.length, ms: Math.round(performance.now() - started) }, 'upkeep');
    } catch (err) {
      log.error({ err }, 'the database upkeep failed; it runs again at the next turn');
    }
  }

  function schedule(ms: number): void {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        if (!stopped) schedule(options.everyMs ?? UPKEEP_EVERY_MS);
      });
    }, ms);
    // Upkeep alone never keeps the process alive.
    timer.unref();
  }
  schedule(options.firstAfterMs ?? UPKEEP_FIRST_AFTER_MS);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
