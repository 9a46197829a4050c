/**
 * `node dist/main.js`: applies migrations, seeds, serves the API (and the web app when built)
 * on one port, and shuts down gracefully.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createApp } from './app.js';
import { openDatabase } from './db/client.js';
import { loadConfig, processEnv } from './env.js';
import {
  DEFAULT_RATE_LIMITS,
  memoryRateLimiter,
  redisRateLimiter,
  scaleRateLimits,
} from './http/rate-limit.js';
import { settleDueChallenges } from './modules/game/settle.js';
import { seed } from './seed/seed.js';
import { diskStore, s3Store } from './storage/store.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const loaded = loadConfig(processEnv(), pkg.version);
// The web app built beside this package is served unless WEB_DIST points elsewhere.
const config = {
  ...loaded,
  webDist: loaded.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
const log = pino({ level: config.logLevel, base: { service: 'nervus-api' } });

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) =>
    log.warn({ err }, 'an idle database connection failed; it will be replaced'),
});
await database.migrate();
const report = await seed(database.db, { demo: config.seedDemo });
log.info({ database: database.kind, ...report }, 'database ready');

const limiter = config.redisUrl
  ? redisRateLimiter(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
  : memoryRateLimiter();

const app = createApp({
  db: database.db,
  config,
  log,
  limiter,
  limits: scaleRateLimits(DEFAULT_RATE_LIMITS, config.rateLimitFactor),
  files: config.s3 ? s3Store(config.s3) : diskStore(join(config.dataDir, 'files')),
  now: () => new Date(),
});

// Settle challenges whose time is up. Every instance may run it: a challenge settles once.
const SWEEP_EVERY_MS = 60_000;
async function sweep(): Promise<void> {
  try {
    const settled = await settleDueChallenges(database.db, new Date());
    if (settled > 0) log.info({ settled }, 'challenges settled');
  } catch (err) {
    log.error({ err }, 'the settlement sweep failed; it runs again in a minute');
  }
}
const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
sweeper.unref();
void sweep();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(
    { port: info.port },
    `Nervus is listening on http://localhost:${info.port} (API under /api)`,
  );
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then release the database.
  const force = setTimeout(() => {
    log.warn('requests still running after 10 s: exiting anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  clearInterval(sweeper);
  server.close(async () => {
    await limiter.close().catch(() => {});
    await database.close().catch(() => {});
    log.info('stopped');
    process.exit(0);
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
