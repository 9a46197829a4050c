/**
 * `node dist/main.js`: applies migrations, seeds, serves the API (and the web app when built)
 * on one port, and shuts down gracefully. With `WEB_CONCURRENCY=N` (PostgreSQL only) this
 * process becomes a node:cluster primary that migrates and seeds once, then runs N server
 * processes sharing the port (server/cluster.ts).
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.js';
import { loadConfig, processEnv } from './env.js';
import { memoryRateLimiter } from './http/rate-limit.js';
import { runPrimary } from './server/cluster.js';
import { serverLog } from './server/log.js';
import { applyServerV8Settings } from './server/node-flags.js';
import { migrateAndSeed } from './server/prepare.js';
import { runServer } from './server/serve.js';

applyServerV8Settings();

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const loaded = loadConfig(processEnv(), pkg.version);
// The web app built beside this package is served unless WEB_DIST points elsewhere.
const config = {
  ...loaded,
  webDist: loaded.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
// The pid tells apart the lines of several server processes sharing one output.
const log = serverLog({ level: config.logLevel, shared: config.webConcurrency > 1 });

if (config.webConcurrency > 1 && cluster.isPrimary) {
  // Once, before any worker starts, so workers never race over migrations or the seed.
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const report = await migrateAndSeed(database, config);
  await database.close();
  log.info({ database: database.kind, ...report }, 'database ready');
  runPrimary({
    workers: config.webConcurrency,
    log,
    ...(config.redisUrl ? {} : { limiter: memoryRateLimiter() }),
  });
} else {
  await runServer(config, log, cluster.isWorker ? 'worker' : 'single');
}
