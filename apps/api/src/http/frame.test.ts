import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../context.js';
import type { Database } from '../db/client.js';
import { loadConfig } from '../env.js';
import { builtinRealtime } from '../modules/realtime/builtin.js';
import { diskStore } from '../storage/store.js';
import { RELAXED_LIMITS } from '../test/harness.js';
import { ApiError, toResponse } from './errors.js';
import { frame, lazyChild } from './frame.js';
import { API_HEADERS } from './headers.js';
import { asMiddleware } from './pipeline.js';
import { memoryRateLimiter } from './rate-limit.js';

function logged() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

function framed(log = pino({ level: 'silent' })) {
  const deps: Deps = {
    // These routes never reach the database.
    db: {} as Database,
    config: loadConfig({}, 'test'),
    log,
    limiter: memoryRateLimiter(),
    limits: RELAXED_LIMITS,
    files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-files-'))),
    now: () => new Date(),
    realtime: builtinRealtime(),
  };
  return new Hono<AppEnv>()
    .use(asMiddleware(frame(deps)))
    .get('/text', (c) => c.text('plain'))
    .get('/fails', () => {
      throw new ApiError(409, 'Taken.', [], undefined, { 'Retry-After': '3' });
    })
    .get('/logs', (c) => {
      c.var.log.warn({ thing: 1 }, 'something to say');
      return c.text('ok');
    })
    .onError(toResponse);
}

describe('frame', () => {
  it('puts the security headers and a request id on answers built anywhere', async () => {
    const app = framed();
    for (const path of ['/text', '/fails']) {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(API_HEADERS)) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      }
      expect(res.headers.get('x-request-id'), path).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    }
    const ids = new Set<string | null>();
    for (let i = 0; i < 5; i++) ids.add((await app.request('/text')).headers.get('x-request-id'));
    expect(ids.size).toBe(5);
    const failed = await app.request('/fails');
    expect(failed.status).toBe(409);
    expect(failed.headers.get('retry-after')).toBe('3');
  });

  it('keeps a caller’s request id when it is a safe token, and replaces it otherwise', async () => {
    const app = framed();
    const kept = await app.request('/text', { headers: { 'x-request-id': 'edge-42_a=' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42_a=');
    for (const bad of ['has space', 'x'.repeat(256), 'semi;colon']) {
      const res = await app.request('/text', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).not.toBe(bad);
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    }
  });

  it('logs one line per request with its id, and handlers log with it too', async () => {
    const { log, lines } = logged();
    const app = framed(log);
    const res = await app.request('/logs', { headers: { 'x-request-id': 'req-7' } });
    expect(res.status).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ req_id: 'req-7', thing: 1, msg: 'something to say' }),
      expect.objectContaining({
        req_id: 'req-7',
        method: 'GET',
        path: '/logs',
        status: 200,
        msg: 'request',
      }),
    ]);
  });
});

describe('lazyChild', () => {
  it('makes the child logger only when it is first used', () => {
    const { log, lines } = logged();
    const made: Record<string, unknown>[] = [];
    const root = new Proxy(log, {
      get(target, key, receiver) {
        if (key === 'child') {
          return (bindings: Record<string, unknown>) => {
            made.push(bindings);
            return target.child(bindings);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const lazy = lazyChild(root, { req_id: 'r1' });
    expect(made).toEqual([]);
    lazy.info('hello');
    lazy.error({ n: 2 }, 'again');
    expect(made).toEqual([{ req_id: 'r1' }]);
    expect(lines.map((l) => [l.req_id, l.msg])).toEqual([
      ['r1', 'hello'],
      ['r1', 'again'],
    ]);
    expect(lazy.isLevelEnabled('info')).toBe(true);
  });
});
