import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import type { Database } from './db/client.js';
import { loadConfig } from './env.js';
import { memoryRateLimiter } from './http/rate-limit.js';
import { builtinRealtime } from './modules/realtime/builtin.js';
import { diskStore } from './storage/store.js';
import { RELAXED_LIMITS } from './test/harness.js';

function appServing(webDist: string | undefined, env: Record<string, string> = {}) {
  return createApp({
    // These requests never reach the database.
    db: {} as Database,
    config: loadConfig({ ...env, ...(webDist ? { WEB_DIST: webDist } : {}) }, 'test'),
    log: pino({ level: 'silent' }),
    limiter: memoryRateLimiter(),
    limits: RELAXED_LIMITS,
    files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-files-'))),
    now: () => new Date(),
    realtime: builtinRealtime(),
  });
}

describe('the web app on the same port', () => {
  it('serves built files, and the app shell for client-side routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Nervus</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'app.js'), 'console.info("app")');
    const app = appServing(dist);
    const asset = await app.request('/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.info');
    const route = await app.request('/cora/my-dashboard/innovator');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
  });

  const shell = `<!doctype html><title>Nervus</title><div id="root"></div>${' '.repeat(1200)}`;
  const script = `export const app = ${JSON.stringify('x'.repeat(4000))};`;

  function builtApp() {
    const parent = mkdtempSync(join(tmpdir(), 'nervus-web-'));
    // Beside the built app, never served.
    writeFileSync(join(parent, 'secret.txt'), 'not for visitors');
    const dist = join(parent, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'humans.txt'), 'User-agent: *');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"secret":"build details"}');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-Dk3eXb1q.js'), script);
    writeFileSync(join(dist, 'assets', 'index-Dk3eXb1q.js.map'), '{"sources":["src/secret.ts"]}');
    return appServing(dist);
  }

  it('lets pages connect to Ably’s hosts only when realtime goes through Ably', async () => {
    const connectSrc = async (env: Record<string, string>) => {
      const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
      writeFileSync(join(dist, 'index.html'), shell);
      const app = appServing(dist, env);
      const policies = await Promise.all(
        ['/', '/cora', '/question-collection'].map(async (path) => {
          const policy = (await app.request(path)).headers.get('content-security-policy') ?? '';
          return policy.split('; ').find((d) => d.startsWith('connect-src '));
        }),
      );
      expect(new Set(policies).size).toBe(1);
      return policies[0];
    };
    expect(await connectSrc({})).toBe("connect-src 'self'");
    expect(await connectSrc({ ABLY_API_KEY: 'app.key:secret' })).toBe(
      "connect-src 'self' https://*.ably.net wss://*.ably.net https://*.ably-realtime.com wss://*.ably-realtime.com",
    );
  });

  it('keeps hashed assets for a year, and has the shell revalidated', async () => {
    const app = builtApp();
    const asset = await app.request('/assets/index-Dk3eXb1q.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe(script);

    for (const path of ['/', '/index.html', '/comedy/challenges/some-question']) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
      expect(await page.text(), path).toBe(shell);
    }
    expect((await app.request('/humans.txt')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends files compressed once, as the browser accepts, and 304 when unchanged', async () => {
    const app = builtApp();
    const br = await app.request('/assets/index-Dk3eXb1q.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(shell);
    // Too small to gain from it.
    const robots = await app.request('/humans.txt', { headers: { 'accept-encoding': 'br' } });
    expect(robots.headers.get('content-encoding')).toBeNull();

    const etag = gzip.headers.get('etag') as string;
    const again = await app.request('/comedy', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the service worker revalidated, at the root, allowed to load nothing itself', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
    writeFileSync(join(dist, 'index.html'), shell);
    const worker = "const BUILD = 'b1';\nself.addEventListener('message', () => {});\n";
    writeFileSync(join(dist, 'sw.js'), worker);
    const app = appServing(dist);
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(worker);
    // A JavaScript type, or the browser refuses to register it.
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Never kept: the browser's update check must see a new build's file.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // At the root its scope is the whole site: no header needed to widen it.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
    // The policy of the worker's own global scope: it may fetch, import or connect to nothing.
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const again = await app.request('/sw.js', {
      headers: { 'if-none-match': res.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
    // Pages may register it: workers from our origin.
    const page = await app.request('/cora');
    expect(page.headers.get('content-security-policy')).toContain("; worker-src 'self';");
    // A build without one (development) answers 404, never the app's HTML as a script.
    const none = await builtApp().request('/sw.js');
    expect(none.status).toBe(404);
    expect(await none.text()).not.toContain('<div id="root">');
  });

  it('answers 404 for missing files, never the app, and the app for routes with dots', async () => {
    const app = builtApp();
    for (const path of ['/favicon.ico', '/assets/gone-1234abcd.js', '/logo.png', '/x.css.map']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
    // Handles may have a dot: a personal platform's page is still a route of the app.
    const personal = await app.request('/ada.lovelace');
    expect(personal.status).toBe(200);
    expect(await personal.text()).toBe(shell);
  });

  it('never serves a file outside the built app, nor the build’s own dot files', async () => {
    const app = builtApp();
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/.vite/manifest.json',
      // Built (hidden) for the bundle budget and error reports: the sources stay ours.
      '/assets/index-Dk3eXb1q.js.map',
      '/assets/index-Dk3eXb1q.js.MAP',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/not for visitors|build details|secret\.ts/);
    }
  });

  it('sends the security headers on pages, files and 404s (JSON answers: browser.test)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
    const inline = "document.documentElement.dataset.ready='1'";
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><style>body{margin:0}</style><div id="root"></div><script>${inline}</script>`,
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-Dk3eXb1q.js'), script);
    const app = appServing(dist);
    const everywhere = {
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    };
    const hash = createHash('sha256').update(inline).digest('base64');
    for (const path of ['/', '/comedy/challenges/some-question']) {
      const page = await app.request(path);
      expect(Object.fromEntries(page.headers), path).toMatchObject({
        ...everywhere,
        'x-frame-options': 'DENY',
        'reporting-endpoints': 'csp-endpoint="/api/csp-report"',
      });
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('report-uri /api/csp-report');
      expect(policy).not.toContain('unsafe-inline');
    }
    const files = {
      ...everywhere,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    };
    const asset = await app.request('/assets/index-Dk3eXb1q.js');
    expect(Object.fromEntries(asset.headers)).toMatchObject(files);
    const missing = await app.request('/assets/gone-1234abcd.js');
    expect(missing.status).toBe(404);
    expect(Object.fromEntries(missing.headers)).toMatchObject(files);
    // Only GET reaches the files: other methods outside /api are 404s with the same headers.
    const posted = await app.request('/comedy', { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(Object.fromEntries(posted.headers)).toMatchObject(files);
  });

  it('lets other sites frame the question collection, over HTTP, and no other page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
    writeFileSync(join(dist, 'index.html'), `<div id="root"></div><script>go()</script>${shell}`);
    const server = serve({ fetch: appServing(dist).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
    try {
      for (const path of [
        '/question-collection',
        '/question-collection/',
        '/cora/question-collection',
        '/comedy/question-collection/',
        '/Cora/Question-Collection',
      ]) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.body, path).toContain('<div id="root">');
        const policy = String(page.headers['content-security-policy']);
        expect(policy, path).toContain('frame-ancestors *');
        expect(policy, path).not.toContain("frame-ancestors 'none'");
        expect(policy, path).toContain("script-src 'self' 'sha256-");
        expect(page.headers['x-frame-options'], path).toBeUndefined();
        expect(page.headers['x-content-type-options'], path).toBe('nosniff');
      }
      const head = await get('/cora/question-collection', 'HEAD');
      expect(head.headers['x-frame-options']).toBeUndefined();
      // Every other page, and pages that only look alike, still refuse every frame.
      for (const path of [
        '/',
        '/cora',
        '/question-collections',
        '/cora/question-collection/more',
        '/a/b/question-collection',
        '/cora/presentation/lunch',
        '/challenges/question-collection',
      ]) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(String(page.headers['content-security-policy']), path).toContain(
          "frame-ancestors 'none'",
        );
        expect(page.headers['x-frame-options'], path).toBe('DENY');
      }
      // Files are never framed either.
      const missing = await get('/question-collection.js');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-frame-options']).toBe('DENY');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says where the API is while the web app is not built', async () => {
    const answer = await appServing(undefined).request('/');
    expect((await answer.json()) as { message: string }).toEqual({
      message: expect.stringContaining('/api'),
    });
  });
});
