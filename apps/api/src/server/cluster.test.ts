import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../env.js';
import {
  freshDatabase,
  type LogLine,
  lines,
  type ServerProcess,
  send,
  startServerProcess,
} from '../test/processes.js';
import { restartDelay } from './cluster.js';

describe('restartDelay', () => {
  it('replaces a worker at once, then waits longer each time they keep dying, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(restartDelay)).toEqual([
      0, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(restartDelay(1000)).toBe(30_000);
  });
});

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses to start, saying why', async () => {
    const server = startServerProcess({
      PORT: '3139',
      WEB_CONCURRENCY: '2',
      DATA_DIR: '/nonexistent/never-created',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/WEB_CONCURRENCY=2 needs DATABASE_URL/);
    expect(server.logs).toEqual([]);
  });
});

const ADMIN_URL = processEnv().DATABASE_URL;
const PORT = 3133;

const listening = (logs: readonly LogLine[]) => lines(logs, /is listening/);

describe.runIf(ADMIN_URL)('WEB_CONCURRENCY=2 on PostgreSQL (DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await freshDatabase(ADMIN_URL as string);
    server = startServerProcess({
      PORT: String(PORT),
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      WEB_DIST: '/nonexistent',
    });
    await server.until('two workers listening', (logs) => listening(logs).length >= 2);
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('migrates and seeds once in the primary, then two workers serve the port', async () => {
    const primary = server.child.pid;
    expect(lines(server.logs, 'database ready').map((l) => l.pid)).toEqual([primary]);
    const workers = listening(server.logs).map((l) => l.pid);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(primary);

    for (let i = 0; i < 4; i++) expect((await send(PORT, 'GET', '/api/health')).status).toBe(200);
    const served = new Set(lines(server.logs, 'connection').map((l) => l.pid));
    expect([...served].sort()).toEqual([...workers].sort());
  });

  it('shares rate limits: sign-ins over the limit are refused whichever worker takes them', async () => {
    const attempt = () =>
      send(PORT, 'POST', '/api/oauth2/token', {
        grant_type: 'password',
        username: 'nobody-at-all',
        password: 'not the password',
      });
    const before = lines(server.logs, 'connection').length;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt()).status);
    // 10 per username per 15 minutes in total, not 10 per worker.
    expect(statuses.slice(0, 10).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const takers = lines(server.logs, 'connection')
      .slice(before)
      .map((l) => l.pid);
    expect(new Set(takers).size).toBe(2);

    // A worker that dies is replaced; the counters live on in the primary.
    const [victim] = listening(server.logs).map((l) => l.pid);
    process.kill(victim as number, 'SIGKILL');
    await server.until('a replacement worker', (logs) => listening(logs).length >= 3);
    expect(lines(server.logs, /server process died/).map((l) => l.worker)).toEqual([victim]);
    for (let i = 0; i < 2; i++) expect((await attempt()).status).toBe(429);
  }, 60_000);

  it('stops every worker on SIGTERM, each draining and closing, then the primary', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    const stopped = lines(server.logs, 'stopped').map((l) => l.pid);
    const died = lines(server.logs, /server process died/).map((l) => l.worker);
    const alive = listening(server.logs)
      .map((l) => l.pid)
      .filter((pid) => !died.includes(pid));
    expect(stopped.sort()).toEqual([...alive, server.child.pid].sort());
  }, 60_000);
});
