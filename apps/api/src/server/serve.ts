/**
 * One server process: the only one (`WEB_CONCURRENCY` unset or 1), or a node:cluster worker
 * whose primary already migrated and seeded the database (`cluster.ts`).
 */

import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { Config } from '../env.js';
import {
  DEFAULT_RATE_LIMITS,
  type IpcChannel,
  ipcRateLimiter,
  memoryRateLimiter,
  type RateLimiter,
  redisRateLimiter,
  scaleRateLimits,
} from '../http/rate-limit.js';
import { mailerFrom } from '../modules/email/mailer.js';
import { startMailWorker } from '../modules/email/worker.js';
import { realtimeFrom } from '../modules/realtime/transport.js';
import { diskStore, s3Store } from '../storage/store.js';
import { isFreshEmbeddedDatabase, migrateAndSeed, prepareInChild } from './prepare.js';
import { startSweeper } from './sweep.js';
import { startUpkeep } from './upkeep.js';

/** How long requests in flight may take once a shutdown starts. */
const DRAIN_MS = 10_000;

/** This worker's IPC channel to its primary, in the shape the IPC rate limiter talks to. */
function primaryChannel(): IpcChannel {
  return {
    send: (message, callback) => process.send?.(message, undefined, undefined, callback),
    on: (event, listener) => process.on(event, listener),
    off: (event, listener) => process.off(event, listener),
  };
}

function rateLimiter(config: Config, role: 'single' | 'worker'): RateLimiter {
  if (config.redisUrl)
    return redisRateLimiter(
      new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
    );
  // Workers on one machine share the primary's counters; Redis shares them between machines.
  return role === 'worker' ? ipcRateLimiter(primaryChannel()) : memoryRateLimiter();
}

export async function runServer(config: Config, log: Logger, role: 'single' | 'worker') {
  const fresh = role === 'single' && isFreshEmbeddedDatabase(config);
  if (fresh) {
    log.info('creating the embedded database in a child process');
    await prepareInChild(config);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) =>
      log.warn({ err }, 'an idle database connection failed; it will be replaced'),
  });
  if (role === 'single') {
    // After a fresh start these find everything in place, as on any restart.
    const report = await migrateAndSeed(database, config);
    log.info({ database: database.kind, ...report, created: fresh }, 'database ready');
  }

  const limiter = rateLimiter(config, role);
  const realtime = realtimeFrom(config, log);
  log.info(
    { transport: realtime.kind, shared: realtime.kind === 'ably' || Boolean(config.redisUrl) },
    'realtime events ready',
  );
  if (role === 'worker' && realtime.kind === 'builtin' && !config.redisUrl)
    log.warn(
      'realtime: several server processes without REDIS_URL or ABLY_API_KEY: an event reaches only the streams open on the process that published it',
    );
  const app = createApp({
    db: database.db,
    config,
    log,
    limiter,
    limits: scaleRateLimits(DEFAULT_RATE_LIMITS, config.rateLimitFactor),
    files: config.s3 ? s3Store(config.s3) : diskStore(join(config.dataDir, 'files')),
    now: () => new Date(),
    realtime,
  });

  const sweeper = startSweeper({ database, everyMs: config.settleSweepMs, log, realtime });
  // The embedded database's vacuum and statistics (PostgreSQL has autovacuum).
  const upkeep = startUpkeep({ database, log });
  // Digests and the outbox's delivery: SMTP with SMTP_URL, else kept for the admins' outbox.
  const mailer = mailerFrom(config.mail);
  log.info({ mail: mailer.kind }, 'mail ready');
  const mail = startMailWorker({ db: database.db, mailer, site: config.mail, log });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { port: info.port },
      `Nervus is listening on http://localhost:${info.port} (API under /api)`,
    );
  });
  // node:http's server: serve() makes one unless told to make another kind.
  const http = server as HttpServer;
  http.keepAliveTimeout = config.keepAliveTimeoutMs;
  // A request's headers may take as long as Node allows, and longer than a kept-alive idle.
  http.headersTimeout = Math.max(60_000, config.keepAliveTimeoutMs + 1000);
  // Which process took a connection: how to see node:cluster spread the load.
  server.on('connection', () => log.debug('connection'));

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.warn(`requests still running after ${DRAIN_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, DRAIN_MS);
    force.unref();
    // Stop taking connections and sweeping, let requests in flight finish, then release the
    // database.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Open event streams never end by themselves: end them, and their browsers reconnect.
    await realtime.close().catch(() => {});
    await sweeper.stop();
    await upkeep.stop();
    await mail.stop();
    await closed;
    await limiter.close().catch(() => {});
    await database.close().catch(() => {});
    log.info('stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
