import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { UserRow } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { processEnv } from '../env.js';
import { seed } from '../seed/seed.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { hashToken } from './auth.js';
import { SESSIONS_CHANNEL, SessionCache, type SignedIn, sessionCacheOf } from './session-cache.js';

/** Polls `condition` until it holds; fails after many tries instead of waiting a fixed time. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

function signedIn(userId: string, expiresAt = Date.UTC(2030, 0, 1)): SignedIn {
  return {
    user: { id: userId } as UserRow,
    session: { id: `session-of-${userId}`, shadowedBy: null },
    expiresAt,
  };
}

describe('SessionCache', () => {
  const now = new Date(Date.UTC(2026, 0, 1));
  const clock = { ms: 0 };
  const cacheOf = (options: Partial<ConstructorParameters<typeof SessionCache>[0]> = {}) => {
    const cache = new SessionCache({ clock: () => clock.ms, ...options });
    cache.setLive(true);
    return cache;
  };

  it('answers what it stored, for its time to live only', () => {
    const cache = cacheOf({ ttlMs: 1_000 });
    cache.store('h', signedIn('u'), cache.mark());
    expect(cache.get('h', now)?.session.id).toBe('session-of-u');
    clock.ms += 999;
    expect(cache.get('h', now)).toBeDefined();
    clock.ms += 1;
    expect(cache.get('h', now)).toBeUndefined();
    expect(cache.holds('h')).toBe(false);
  });

  it('never answers a session past its expiry', () => {
    const cache = cacheOf();
    cache.store('h', signedIn('u', now.getTime() + 1), cache.mark());
    expect(cache.get('h', now)).toBeDefined();
    expect(cache.get('h', new Date(now.getTime() + 1))).toBeUndefined();
  });

  it('is bounded: the oldest entry goes first', () => {
    const cache = cacheOf({ maxEntries: 3 });
    for (const n of [1, 2, 3, 4]) cache.store(`h${n}`, signedIn(`u${n}`), cache.mark());
    expect(cache.size).toBe(3);
    expect(['h1', 'h2', 'h3', 'h4'].map((h) => cache.holds(h))).toEqual([false, true, true, true]);
    cache.store('h4', signedIn('u4'), cache.mark());
    expect(cache.size).toBe(3);
  });

  it("forgets a user's every token, and keeps no lookup that ran meanwhile", () => {
    const cache = cacheOf();
    cache.store('a1', signedIn('a'), cache.mark());
    cache.store('a2', signedIn('a'), cache.mark());
    cache.store('b1', signedIn('b'), cache.mark());
    const mark = cache.mark();
    cache.heard('a');
    expect([cache.holds('a1'), cache.holds('a2'), cache.holds('b1')]).toEqual([false, false, true]);
    // Read before the change was heard: it may hold the revoked session.
    cache.store('a1', signedIn('a'), mark);
    expect(cache.holds('a1')).toBe(false);
  });

  it("serves no user this process announced until the change's own notification comes back", () => {
    const cache = cacheOf({ echoMs: 1_000 });
    cache.store('a1', signedIn('a'), cache.mark());
    cache.announced('a', 'n1');
    expect(cache.holds('a1')).toBe(false);
    cache.store('a1', signedIn('a'), cache.mark());
    expect(cache.holds('a1')).toBe(false);
    cache.heard('a other-process.7');
    cache.store('a1', signedIn('a'), cache.mark());
    expect(cache.holds('a1')).toBe(false);
    cache.heard('a n1');
    cache.store('a1', signedIn('a'), cache.mark());
    expect(cache.get('a1', now)).toBeDefined();
    // A write that rolled back never echoes: the user is cached again after a while.
    cache.announced('a', 'n2');
    cache.store('a1', signedIn('a'), cache.mark());
    expect(cache.holds('a1')).toBe(false);
    clock.ms += 1_000;
    cache.store('a1', signedIn('a'), cache.mark());
    expect(cache.holds('a1')).toBe(true);
  });

  it('caches nothing while changes are not heard, and drops what it held when they stop', () => {
    const cache = new SessionCache({ clock: () => clock.ms });
    cache.store('h', signedIn('u'), cache.mark());
    expect(cache.holds('h')).toBe(false);
    cache.setLive(true);
    const mark = cache.mark();
    cache.store('h', signedIn('u'), mark);
    cache.setLive(false);
    expect(cache.holds('h')).toBe(false);
    expect(cache.get('h', now)).toBeUndefined();
    cache.setLive(true);
    cache.store('h', signedIn('u'), mark);
    expect(cache.holds('h')).toBe(false);
  });
});

describe('users and sessions', () => {
  const src = new URL('..', import.meta.url).pathname;
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('are written only by accounts (whose commands announce each write) and the seed', () => {
    const writers = sources(src)
      .filter((path) =>
        /\.(update|delete)\(\s*(users|sessions)\s*\)|\b(update|delete\s+from)\s+(users|sessions)\b/i.test(
          readFileSync(path, 'utf8'),
        ),
      )
      .map((path) => relative(src, path))
      .sort();
    // The seed writes before the server serves; accounts' writes run in commands.ts only.
    expect(writers).toEqual(['modules/accounts/queries.ts', 'seed/seed.ts']);
    const writes =
      /\b(updateUser|revokeSessions|revokeSessionById|revokeToken|spendVerification)\b/;
    const callers = sources(src)
      .filter((path) => writes.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path))
      .sort();
    expect(callers).toEqual(['modules/accounts/commands.ts', 'modules/accounts/queries.ts']);
  });
});

describe('a cached session', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const cache = () => sessionCacheOf(t.db) as SessionCache;
  const me = (token: string) => t.call('me', { token });
  /** Signs up, and has the session cached (the cache listens from the first request on). */
  async function cachedSession() {
    const account = await t.signUp();
    await until(async () => {
      await me(account.token);
      return cache().holds(hashToken(account.token));
    }, 'the session is cached');
    return account;
  }

  it('is refused on the very next request once signed out', async () => {
    const { token } = await cachedSession();
    expect((await t.call('revoke', { token, body: {} })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("of the account's other devices is refused on the very next request after a password change", async () => {
    const { token, input } = await cachedSession();
    const other = await t.signIn(input.screen_name, input.password);
    await until(async () => {
      await me(other);
      return cache().holds(hashToken(other));
    }, 'the other session is cached');
    const changed = await t.call('changePassword', {
      token,
      body: { current_password: input.password, new_password: 'another long enough secret' },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it('is refused on the very next request once its user is disabled with the announcement', async () => {
    const { token, user } = await cachedSession();
    // What an operator runs by hand: the change and its NOTIFY in one transaction.
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
      await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${user.id})`);
    });
    await until(() => !cache().holds(hashToken(token)), 'the notification is heard');
    expect((await me(token)).status).toBe(401);
  });

  it("reads the user's own changes on the very next request, and is cached again after", async () => {
    const { token } = await cachedSession();
    await t.call('updateProfile', { token, body: { bio: 'Changed just now' } });
    expect((await me(token)).body.data.bio).toBe('Changed just now');
    // The change's notification came back: the session is cached again.
    await until(async () => {
      await me(token);
      return cache().holds(hashToken(token));
    }, 'the session is cached again');
  });

  it('is not served past its expiry', async () => {
    const { token } = await cachedSession();
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });
});

const adminUrl = processEnv().DATABASE_URL;

describe.runIf(adminUrl)('two servers on one PostgreSQL', () => {
  const name = `nervus_test_${randomBytes(6).toString('hex')}`;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let t: TestServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    first = await openDatabase({ url: url.toString(), dataDir: '' });
    second = await openDatabase({ url: url.toString(), dataDir: '' });
    await first.migrate();
    await seed(first.db, { demo: false });
    // The harness's server supplies the dependencies; each app gets its own database handle.
    t = await createTestServer({ seedDemo: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await t?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const appOn = (handle: DatabaseHandle) => createApp({ ...t.deps, db: handle.db });
  async function call(app: ReturnType<typeof appOn>, method: string, path: string, init = {}) {
    const answer = await app.request(`http://localhost/api${path}`, { method, ...init });
    return {
      status: answer.status,
      body: (await answer.json()) as { data: { token: { access_token: string } } },
    };
  }
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  async function signedUpOn(app: ReturnType<typeof appOn>) {
    const suffix = randomBytes(3).toString('hex');
    const answer = await call(app, 'POST', '/account/signup', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `two${suffix}@example.org`,
        password: 'a long enough secret',
        screen_name: `two${suffix}`,
      }),
    });
    expect(answer.status).toBe(201);
    return answer.body.data.token.access_token;
  }

  it('refuses at once on the second a token revoked through the first', async () => {
    const a = appOn(first);
    const b = appOn(second);
    const token = await signedUpOn(a);
    const cacheOfB = () => sessionCacheOf(second.db) as SessionCache;
    await until(async () => {
      expect((await call(b, 'GET', '/me', bearer(token))).status).toBe(200);
      return cacheOfB().holds(hashToken(token));
    }, 'the second server caches the session');
    expect((await call(a, 'POST', '/oauth2/revoke', bearer(token))).status).toBe(200);
    // Expiry never removes an entry: only the first server's notification can.
    await until(() => !cacheOfB().holds(hashToken(token)), 'the second server hears it');
    expect((await call(b, 'GET', '/me', bearer(token))).status).toBe(401);
  });

  it('caches nothing on a server whose listening connection dropped, until it listens again', async () => {
    const b = appOn(second);
    const token = await signedUpOn(appOn(first));
    const cacheOfB = () => sessionCacheOf(second.db) as SessionCache;
    await until(async () => {
      await call(b, 'GET', '/me', bearer(token));
      return cacheOfB().holds(hashToken(token));
    }, 'the second server caches the session');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = $2`,
        [name, `nervus listen ${SESSIONS_CHANNEL}`],
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // Nothing was revoked: only the lost connection drops what the second server held.
    await until(() => !cacheOfB().holds(hashToken(token)), 'the second server drops its cache');
    await until(async () => {
      expect((await call(b, 'GET', '/me', bearer(token))).status).toBe(200);
      return cacheOfB().live && cacheOfB().holds(hashToken(token));
    }, 'the second server listens and caches again');
  });
});
