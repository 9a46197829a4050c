import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import type { Database } from './db/client.js';
import { loadConfig } from './env.js';
import { memoryRateLimiter } from './http/rate-limit.js';
import { diskStore } from './storage/store.js';
import { RELAXED_LIMITS } from './test/harness.js';

function appServing(webDist: string | undefined) {
  return createApp({
    // These requests never reach the database.
    db: {} as Database,
    config: loadConfig(webDist ? { WEB_DIST: webDist } : {}, 'test'),
    log: pino({ level: 'silent' }),
    limiter: memoryRateLimiter(),
    limits: RELAXED_LIMITS,
    files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-files-'))),
    now: () => new Date(),
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

  it('says where the API is while the web app is not built', async () => {
    const answer = await appServing(undefined).request('/');
    expect((await answer.json()) as { message: string }).toEqual({
      message: expect.stringContaining('/api'),
    });
  });
});
