import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps, UserRow } from '../context.js';
import type { Database } from '../db/client.js';
import { loadConfig } from '../env.js';
import { builtinRealtime } from '../modules/realtime/builtin.js';
import { diskStore } from '../storage/store.js';
import { RELAXED_LIMITS } from '../test/harness.js';
import { jsonAnswer } from './answer.js';
import { frame } from './frame.js';
import { API_HEADERS } from './headers.js';
import { asMiddleware } from './pipeline.js';
import { memoryRateLimiter } from './rate-limit.js';

/** An app whose one route answers `current.answer` through jsonAnswer, behind the real frame. */
function answering(current: { answer: object; headers?: Record<string, string> }) {
  const deps: Deps = {
    // The route never reaches the database.
    db: {} as Database,
    config: loadConfig({ CORS_ORIGINS: 'https://app.nervus.test' }, 'test'),
    log: pino({ level: 'silent' }),
    limiter: memoryRateLimiter(),
    limits: RELAXED_LIMITS,
    files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-files-'))),
    now: () => new Date(),
    realtime: builtinRealtime(),
  };
  const app = new Hono<AppEnv>().use(asMiddleware(frame(deps)));
  app.use(async (c, next) => {
    // A bearer token stands for a signed-in viewer here; the real check is http/auth.ts.
    c.set('user', c.req.header('authorization') ? ({ id: 'u1' } as UserRow) : null);
    await next();
  });
  app.get('/answer', (c) => jsonAnswer(c, current.answer, 200, current.headers));
  app.post('/answer', (c) => jsonAnswer(c, current.answer, 201, current.headers));
  return app;
}

const large = {
  data: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Idea number ${i}` })),
};

describe('jsonAnswer', () => {
  it('carries the security headers, the request id and the JSON type', async () => {
    const res = await answering({ answer: { data: 1 } }).request('/answer', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    for (const [name, value] of Object.entries(API_HEADERS)) {
      expect(res.headers.get(name), name).toBe(value);
    }
    expect(await res.json()).toEqual({ data: 1 });
  });

  it('tags GET answers and answers 304 with no body while they are unchanged', async () => {
    const current = { answer: { data: { title: 'first' } } as object };
    const app = answering(current);
    const first = await app.request('/answer');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Authorization, Origin');

    const again = await app.request('/answer', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    current.answer = { data: { title: 'second' } };
    const changed = await app.request('/answer', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toEqual({ data: { title: 'second' } });
  });

  it('keeps answers to signed-in viewers private', async () => {
    const res = await answering({ answer: { data: 1 } }).request('/answer', {
      headers: { authorization: 'Bearer token' },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Authorization');
    expect(res.headers.get('etag')).not.toBeNull();
  });

  it('tags only GET answers, and keeps the headers a handler set', async () => {
    const res = await answering({
      answer: { data: 1 },
      headers: { 'cache-control': 'no-store', pragma: 'no-cache' },
    }).request('/answer', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
  });

  it('compresses answers from 1 KiB as the client accepts: brotli, gzip or not at all', async () => {
    const app = answering({ answer: large });
    const text = JSON.stringify(large);
    expect(text.length).toBeGreaterThan(1024);

    const br = await app.request('/answer', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Authorization, Origin, Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gzip = await app.request('/answer', {
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);

    const plain = await app.request('/answer', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(text);
  });

  it('sends small answers as they are', async () => {
    const res = await answering({ answer: { data: 'short' } }).request('/answer', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).not.toContain('Accept-Encoding');
    expect(await res.json()).toEqual({ data: 'short' });
  });
});
