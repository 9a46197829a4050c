// What every API benchmark shares: the real app served on node:http as `main.ts` serves it (on
// PGlite in memory, or on the PostgreSQL of DATABASE_URL), a recorder of the SQL a call runs,
// bare servers that answer the same bytes (optionally after replaying that SQL through the same
// driver), and interleaved autocannon runs whose medians the benches compare. Nothing here
// asserts a timing: the benches record rows (`@nervus/bench/report`) and the table judges them.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Logger, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp, type Deps } from '../src/app.js';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import {
  DEFAULT_RATE_LIMITS,
  memoryRateLimiter,
  type RateLimits,
  scaleRateLimits,
} from '../src/http/rate-limit.js';
import { forgetVisitorAnswers } from '../src/http/visitor-cache.js';
import { settleDueChallenges } from '../src/modules/game/settle.js';
import { builtinRealtime } from '../src/modules/realtime/builtin.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { seed } from '../src/seed/seed.js';
import { serverLog } from '../src/server/log.js';
import { applyServerV8Settings } from '../src/server/node-flags.js';
import { diskStore } from '../src/storage/store.js';

/** One SQL statement as the driver received it. */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

export interface BenchApp {
  readonly kind: DatabaseHandle['kind'];
  readonly db: Database;
  readonly handle: DatabaseHandle;
  /** `http://127.0.0.1:<port>`: the whole app, every middleware on, as production runs it. */
  readonly base: string;
  /** Runs `work` and answers the statements the database ran meanwhile. */
  capture(work: () => Promise<unknown>): Promise<Statement[]>;
  /** Runs `statements` once through the app's own driver and connection pool. */
  replay(statements: readonly Statement[]): Promise<void>;
  close(): Promise<void>;
}

/** Where the benchmarks' database is: DATABASE_URL (the orchestrator's fresh one) or PGlite. */
export const databaseUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/**
 * Rate limits that never trip under load from one address, with the limiter still running on
 * every request: the middleware's cost is measured, its refusals are not.
 */
function unreachableLimits(): RateLimits {
  return scaleRateLimits(DEFAULT_RATE_LIMITS, 1e8);
}

// The app's process sets these as main.ts does; run.js passes the Node flags (node-flags.ts).
applyServerV8Settings();

let files: string | undefined;
/** One directory for the uploads of every app of this process, removed when it exits. */
function filesDir(): string {
  if (!files) {
    const dir = mkdtempSync(join(tmpdir(), 'nervus-bench-files-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    files = dir;
  }
  return files;
}

/**
 * The app's dependencies as `main.ts` builds them for production, on `db`. Logging is on at
 * `info`, written to /dev/null: its cost is paid, the terminal stays readable.
 */
export function appDeps(db: Database, url = databaseUrl()): Deps {
  return {
    db,
    config: loadConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'info', ...(url ? { DATABASE_URL: url } : {}) },
      'bench',
    ),
    log: serverLog({ level: 'info', dest: '/dev/null' }),
    limiter: memoryRateLimiter(),
    limits: unreachableLimits(),
    files: diskStore(filesDir()),
    now: () => new Date(),
    realtime: builtinRealtime(),
  };
}

/**
 * Opens the database, migrates, seeds the demo data, settles what is due (as `main.ts` does at
 * start) and serves the app on a random port of 127.0.0.1.
 */
export async function startApp(
  options: {
    /** PostgreSQL to use instead of DATABASE_URL (a copy the bench made of it). */
    url?: string | undefined;
    /** Where PGlite keeps its files; in memory when not given. */
    dataDir?: string | undefined;
    /** Bench data to add after the demo seed and before the start-up settlement sweep. */
    prepare?: (db: Database) => Promise<unknown>;
  } = {},
): Promise<BenchApp> {
  const recorder = { on: false, statements: [] as Statement[] };
  const logger: Logger = {
    logQuery(query, params) {
      if (recorder.on) recorder.statements.push({ sql: query, params: [...params] });
    },
  };
  const url = options.url ?? databaseUrl();
  const handle = await openDatabase({ url, dataDir: options.dataDir ?? 'memory://', logger });
  await handle.migrate();
  await seed(handle.db, { demo: true });
  await options.prepare?.(handle.db);
  // main.ts sweeps at start: challenges whose time is up are settled before the first request.
  const deps = appDeps(handle.db, url);
  await settleDueChallenges(handle.db, new Date(), deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    kind: handle.kind,
    db: handle.db,
    handle,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async capture(work) {
      recorder.statements = [];
      recorder.on = true;
      try {
        await work();
      } finally {
        recorder.on = false;
      }
      return recorder.statements;
    },
    replay: replayer(handle),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    },
  };
}

interface PgliteClient {
  query(sql: string, params: unknown[], options: { rowMode: 'array' }): Promise<unknown>;
  transaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T>;
}
interface PgPool {
  connect(): Promise<{
    query(q: {
      name?: string;
      text: string;
      values: unknown[];
      rowMode: 'array';
    }): Promise<unknown>;
    release(): void;
  }>;
}

const TX_CONTROL = /^\s*(begin|commit|rollback|start transaction)\b/i;

/**
 * A statement's name on PostgreSQL: each pooled connection parses and plans it once, as the
 * fastest hand-written server would, so the baseline never pays for what the app may skip.
 */
const preparedName = (text: string) =>
  `bench_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * Replays statements through the driver under drizzle (`db.$client`): the bare servers' work is
 * the query itself, with none of our code around it (on PostgreSQL as named prepared statements;
 * PGlite has no such thing). A transaction the call opened is kept
 * (its statements run inside one), without replaying its begin/commit as loose statements.
 */
function replayer(handle: DatabaseHandle): BenchApp['replay'] {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'postgres') {
    const pool = client as PgPool;
    return async (statements) => {
      const inTx = statements.some((s) => TX_CONTROL.test(s.sql));
      const conn = await pool.connect();
      try {
        if (inTx) await conn.query({ text: 'begin', values: [], rowMode: 'array' });
        for (const s of statements)
          if (!TX_CONTROL.test(s.sql))
            await conn.query({
              name: preparedName(s.sql),
              text: s.sql,
              values: [...s.params],
              rowMode: 'array',
            });
        if (inTx) await conn.query({ text: 'commit', values: [], rowMode: 'array' });
      } finally {
        conn.release();
      }
    };
  }
  const pglite = client as PgliteClient;
  const run = async (on: PgliteClient, statements: readonly Statement[]) => {
    for (const s of statements)
      if (!TX_CONTROL.test(s.sql)) await on.query(s.sql, [...s.params], { rowMode: 'array' });
  };
  return async (statements) => {
    if (statements.some((s) => TX_CONTROL.test(s.sql)))
      await pglite.transaction((tx) => run(tx, statements));
    else await run(pglite, statements);
  };
}

/** Signs a demo player in and answers their bearer token. */
export async function signIn(base: string, handle: string): Promise<string> {
  const answer = await fetch(`${base}/api/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: handle, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${handle} answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** What a call answered: the bytes a bare server repeats. */
export interface Answer {
  readonly body: Buffer;
  readonly type: string;
}

/** GETs `path` and answers its bytes; anything but 200 is a broken benchmark. */
export async function fetchAnswer(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const answer = await fetch(base + path, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200)
    throw new Error(`GET ${path} answered ${answer.status}: ${body.toString().slice(0, 200)}`);
  return { body, type: answer.headers.get('content-type') ?? 'application/json' };
}

/** A route of a bare server: the bytes it answers, after replaying `statements` if given. */
export interface BareRoute extends Answer {
  readonly statements?: readonly Statement[];
}

export interface Running {
  readonly base: string;
  close(): Promise<void>;
}

function listening(server: Server): Promise<Running> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The reference: node:http answering each path's bytes, after its statements when given. */
export function bareNode(
  routes: ReadonlyMap<string, BareRoute>,
  replay?: BenchApp['replay'],
): Promise<Running> {
  const server = createServer(async (req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (route.statements && replay) await replay(route.statements);
      res.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length });
      res.end(route.body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.keepAliveTimeout = 60_000;
  return listening(server);
}

/** A Hono app with no middleware on @hono/node-server, answering each path's bytes. */
export async function bareHono(routes: ReadonlyMap<string, BareRoute>): Promise<Running> {
  const app = new Hono();
  for (const [path, route] of routes) {
    const text = route.body.toString('utf8');
    app.get(path.split('?')[0] as string, (c) => c.body(text, 200, { 'content-type': route.type }));
  }
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Requests made before the warm one is captured, and the pause between them. */
const WARMING = { requests: 5, pauseMs: 200 };

/**
 * The statements a call runs when it reads the database (an answer kept for visitors is not
 * given): a cold request's (the first), and a warm one's, captured after a
 * few more requests spaced out, so an in-process cache has settled (a session cache may wait for
 * its database listener before it keeps anything). When the warm request runs none, the cold
 * request's statements are the bare server's work, and `which` says so.
 */
export async function statementsOf(
  app: BenchApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ statements: readonly Statement[]; which: string }> {
  // Answers kept for visitors are forgotten first: the bare server does what a miss does.
  forgetVisitorAnswers();
  const cold = await app.capture(() => fetchAnswer(app.base, path, headers));
  for (let i = 0; i < WARMING.requests; i++) {
    await new Promise((resolve) => setTimeout(resolve, WARMING.pauseMs));
    await fetchAnswer(app.base, path, headers);
  }
  forgetVisitorAnswers();
  const warm = await app.capture(() => fetchAnswer(app.base, path, headers));
  if (warm.length > 0) return { statements: warm, which: `${warm.length} warm statement(s)` };
  return {
    statements: cold,
    which: `${cold.length} cold statement(s), as a warm request runs none`,
  };
}

/**
 * Gives a demo challenge a played history before it is settled: `ideas` ideas by as many bench
 * players, each rated by `raters` of them (what a settled page then reveals and ranks).
 */
export async function playChallenge(
  db: Database,
  slug: string,
  counts: { ideas: number; raters: number },
): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, screen_name, handle)
    select 'player' || n || '@bench.test', 'x', 'player' || n, 'player' || n
    from generate_series(1, ${counts.ideas}::int) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into ideas (challenge_id, author_id, title, description, content_hash, created_at)
    select c.id, u.id, 'Idea of ' || u.handle, 'A played idea of the benchmark, long enough to read like one.',
      md5(c.id::text || u.id::text), c.duration_start + interval '1 hour'
    from challenges c cross join users u
    where c.slug = ${slug} and u.handle like 'player%'`);
  await db.execute(sql`
    insert into idea_ratings (idea_id, rater_id, challenge_id, stars_tenths)
    select i.id, u.id, i.challenge_id, 1 + (abs(hashtext(i.id::text || u.id::text)) % 50)
    from ideas i join challenges c on c.id = i.challenge_id
    join users u on u.handle like 'player%' and u.id <> i.author_id
      and substring(u.handle from 7)::int <= ${counts.raters + 1}::int
    where c.slug = ${slug}`);
}

/** The rows of a `db.execute` result (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
