import { CALLS } from '@nervus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    limits: {
      signInBackoff: { free: 3, baseMs: 60_000, maxMs: 15 * 60_000 },
      writes: [5, 60_000],
    },
  });
});
afterAll(() => t.close());

describe('the API', () => {
  it('answers its health', async () => {
    const answer = await t.call('health');
    expect(answer.body.data).toEqual({ status: 'ok', database: 'ok', version: '0.0.0-test' });
  });

  it('serves an OpenAPI document of every call', async () => {
    const answer = await t.request('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const operations = Object.values(
      answer.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(operations.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('sends security headers and a request id', async () => {
    for (const path of ['/health', '/no-such-call']) {
      const answer = await t.request('GET', path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security'), path).toContain('max-age');
      expect(answer.headers.get('x-request-id'), path).toMatch(/.{8,}/);
      // Headers only a page uses are not sent with JSON (http/headers.ts).
      expect(answer.headers.get('x-frame-options'), path).toBeNull();
      expect(answer.headers.get('x-xss-protection'), path).toBeNull();
    }
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.request('OPTIONS', '/me', {
      headers: { origin: 'https://app.nervus.test', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.nervus.test');
    const denied = await t.request('OPTIONS', '/me', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers reads from configured origins only, and leaves same-origin ones alone', async () => {
    const allowed = await t.request('GET', '/health', {
      headers: { origin: 'https://app.nervus.test' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.nervus.test');
    expect(allowed.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
    expect(allowed.headers.get('vary')).toBe('Authorization, Origin');
    const denied = await t.request('GET', '/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const sameOrigin = await t.request('GET', '/health');
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect(sameOrigin.headers.get('access-control-expose-headers')).toBeNull();
    // Its answer still varies by origin for caches, since configured origins get another one.
    expect(sameOrigin.headers.get('vary')).toBe('Authorization, Origin');
  });

  it('sends security headers on errors and preflights too', async () => {
    const missing = await t.request('GET', '/no/such/thing');
    const preflight = await t.request('OPTIONS', '/me', {
      headers: { origin: 'https://app.nervus.test', 'access-control-request-method': 'GET' },
    });
    for (const answer of [missing, preflight]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age');
      expect(answer.headers.get('x-request-id')).toMatch(/.{8,}/);
    }
  });

  it('treats an OPTIONS without an Origin as no preflight', async () => {
    const answer = await t.request('OPTIONS', '/me');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers unknown paths with a JSON 404', async () => {
    const answer = await t.request('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found.', errors: [] });
  });

  it('refuses bodies over 64 KiB with 413 before reading them', async () => {
    const answer = await t.request('POST', '/account/signup', {
      raw: { text: JSON.stringify({ email: 'x'.repeat(70_000) }), type: 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request is too large.');
  });

  it('backs failed sign-ins off per username, with Retry-After', async () => {
    const body = { grant_type: 'password', username: 'pat', password: 'guess number n' };
    for (let i = 0; i < 3; i++) expect((await t.call('token', { body })).status).toBe(400);
    const limited = await t.call('token', { body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected, and the window passes.
    expect((await t.call('token', { body: { ...body, username: 'mona' } })).status).toBe(400);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await t.call('token', { body })).status).toBe(400);
  });

  it('limits writes per user', async () => {
    const token = await t.signIn('ivan');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.call('putPreferences', { token, body: { reader_mode: i % 2 === 0 } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Reads are not writes.
    expect((await t.call('getPreferences', { token })).status).toBe(200);
  });
});
