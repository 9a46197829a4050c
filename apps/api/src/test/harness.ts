/**
 * The API test harness: a real database per test file (PGlite in memory, or a fresh database
 * on the PostgreSQL of DATABASE_URL), migrated and seeded, and the app driven in process.
 * Every answer is checked against the contracts: successes against the call's response
 * schema, failures against the error schema.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CALLS,
  type CallName,
  callPath,
  ErrorBodySchema,
  OAuthErrorSchema,
} from '@nervus/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import * as v from 'valibot';
import { expect } from 'vitest';
import { createApp } from '../app.js';
import type { Deps } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { loadConfig, processEnv } from '../env.js';
import { memoryRateLimiter, type RateLimits } from '../http/rate-limit.js';
import { describeRatingDifference, reconcileRatingTotals } from '../modules/game/rating-totals.js';
import { describeDifference, reconcileNeuronTotals } from '../modules/ledger/reconcile.js';
import { builtinRealtime } from '../modules/realtime/builtin.js';
import type { Realtime } from '../modules/realtime/publisher.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { seed } from '../seed/seed.js';
import { diskStore } from '../storage/store.js';

export { DEMO_PASSWORD };

/** The test environment's own PostgreSQL URL, when CI provides one. */
const ADMIN_URL = processEnv().DATABASE_URL;

export const dbKind = ADMIN_URL ? 'postgres' : 'pglite';

/** The harness's clock at the start of every test file; the seed dates its rows by it. */
const START = '2026-11-22T12:00:00.000Z';

/**
 * A migrated (and, with the demo, seeded) PGlite data directory per kind of seed, made once per
 * test worker (the suite runs with `isolate: false`, vitest.config.ts): starting PGlite from
 * a copy takes ~0.4 s, against ~1.4 s for an empty cluster plus its migrations and seed, in
 * each of some sixty files.
 */
const templates = new Map<boolean, Promise<Blob>>();

/** Migrates a new database and seeds it as every test file starts. */
async function prepare(handle: DatabaseHandle, demo: boolean): Promise<void> {
  await handle.migrate();
  await seed(handle.db, { demo, now: new Date(START) });
}

function pgliteTemplate(demo: boolean): Promise<Blob> {
  let template = templates.get(demo);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        await prepare(handle, demo);
        if (!handle.dump) throw new Error('PGlite gives a copy of its data directory');
        return await handle.dump();
      } finally {
        await handle.close();
      }
    })();
    templates.set(demo, template);
  }
  return template;
}

/** A fresh database, migrated and seeded (with the demo data when `demo`). */
async function openTestDatabase(
  demo: boolean,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (!ADMIN_URL) {
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await pgliteTemplate(demo),
    });
    return { ...handle, drop: async () => {} };
  }
  const name = `nervus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  await prepare(handle, demo);
  return {
    ...handle,
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Limits high enough that only the tests about limits meet them. */
export const RELAXED_LIMITS: RateLimits = {
  signInPerIp: [10_000, 60_000],
  signInPerKnownSource: [10_000, 60_000],
  signInBackoff: { free: 10_000, baseMs: 60_000, maxMs: 60_000 },
  signUpPerIp: [10_000, 60_000],
  writes: [10_000, 60_000],
};

export interface CallOptions {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** Send the body as a form instead of JSON. */
  readonly form?: boolean;
  /** Raw body text, sent as is with the given content type. */
  readonly raw?: { readonly text: string; readonly type: string };
  readonly token?: string;
  readonly host?: string;
  readonly headers?: Record<string, string>;
}

export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; schemas check them.
  readonly body: any;
  readonly headers: Headers;
}

export async function createTestServer(
  options: { limits?: Partial<RateLimits>; seedDemo?: boolean; realtime?: Realtime } = {},
) {
  const database = await openTestDatabase(options.seedDemo ?? true);
  const clock = { now: new Date(START) };
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      CORS_ORIGINS: 'https://app.nervus.test',
      BASE_DOMAIN: 'nervus.test',
      // Requests in process have no socket: tests name their address in X-Forwarded-For.
      TRUST_PROXY: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nervus-api-test-')),
    },
    '0.0.0-test',
  );
  const deps: Deps = {
    db: database.db,
    config,
    log: pino({ level: process.env.TEST_LOG ?? 'silent' }),
    limiter: memoryRateLimiter(() => clock.now.getTime()),
    limits: { ...RELAXED_LIMITS, ...options.limits },
    files: diskStore(join(config.dataDir, 'files')),
    now: () => clock.now,
    realtime: options.realtime ?? builtinRealtime(),
  };
  const app = createApp(deps);

  async function request(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(`http://${options.host ?? 'localhost'}/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      host: options.host ?? 'localhost',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw) {
      body = options.raw.text;
      headers['content-type'] = options.raw.type;
    } else if (options.body !== undefined) {
      if (options.form) {
        body = new URLSearchParams(options.body as Record<string, string>).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
    }
    const response = await app.request(url.toString(), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json'))
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Makes a call of the contracts table and checks the answer against its schemas. */
  async function call(name: CallName, options: CallOptions = {}): Promise<Answer> {
    const definition = CALLS[name];
    const answer = await request(definition.method, callPath(name, options.params), options);
    if (answer.status < 400 && !('produces' in definition)) {
      expect(answer.status, `${name} success status`).toBe(
        'status' in definition ? definition.status : 200,
      );
      const check = v.safeParse(definition.response, answer.body);
      expect(
        check.success ? [] : check.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`),
        `${name} response`,
      ).toEqual([]);
    } else {
      // The token and revocation endpoints answer their refusals (400, 401 invalid_client,
      // 403) the RFC 6749 way.
      const oauth = 'errorResponse' in definition && [400, 401, 403].includes(answer.status);
      const check = v.safeParse(oauth ? OAuthErrorSchema : ErrorBodySchema, answer.body);
      expect(
        check.success ? [] : check.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`),
        `${name} error body`,
      ).toEqual([]);
    }
    return answer;
  }

  /** Signs in and answers the access token. */
  async function signIn(username: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await call('token', { body: { grant_type: 'password', username, password } });
    expect(answer.status, `sign in as ${username}`).toBe(200);
    return answer.body.access_token as string;
  }

  let counter = 0;
  /** Signs a new user up and answers their token and user. */
  async function signUp(overrides: Record<string, string> = {}) {
    counter += 1;
    const suffix = `${counter}${randomBytes(2).toString('hex')}`;
    const body = {
      email: `player${suffix}@example.org`,
      password: 'a long enough secret',
      screen_name: `player${suffix}`,
      ...overrides,
    };
    const answer = await call('signup', { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return {
      token: answer.body.data.token.access_token as string,
      user: answer.body.data.user,
      input: body,
    };
  }

  /** Row counts of every table: to prove a refused request wrote nothing. */
  async function tableCounts(): Promise<Record<string, number>> {
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const row of (tables as { rows: { table_name: string }[] }).rows) {
      const result = await database.db.execute(
        sql.raw(`select count(*)::int as n from "${row.table_name}"`),
      );
      counts[row.table_name] = (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    }
    return counts;
  }

  /** A digest of every row of every table: to prove a refused request changed nothing. */
  async function databaseDigest(): Promise<Record<string, string>> {
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const digests: Record<string, string> = {};
    for (const row of (tables as { rows: { table_name: string }[] }).rows) {
      const result = await database.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${row.table_name}" t`,
        ),
      );
      digests[row.table_name] = (result as { rows: { d: string }[] }).rows[0]?.d ?? '';
    }
    return digests;
  }

  return {
    app,
    databaseDigest,
    db: database.db,
    deps,
    clock,
    request,
    call,
    signIn,
    signUp,
    tableCounts,
    /**
     * Closes the file's database, after checking that every award its tests made kept the
     * running neuron totals in step with the ledger, and every rating its idea's running totals
     * (issue 11): a difference fails the file.
     */
    async close() {
      try {
        const { differences } = await reconcileNeuronTotals(database.db);
        expect(differences.map(describeDifference), 'neuron totals against the ledger').toEqual([]);
        const ratings = await reconcileRatingTotals(database.db);
        expect(
          ratings.differences.map(describeRatingDifference),
          "ideas' rating totals against their ratings",
        ).toEqual([]);
      } finally {
        await database.close();
        await database.drop();
      }
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
