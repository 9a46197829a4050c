// `pnpm bench` (api): requests per second of two API calls served by the real app (Hono on
// node:http, PGlite in memory), against a bare node:http server answering the very same bytes,
// both measured in this run with autocannon. Prints the ratios; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { memoryRateLimiter } from '../src/http/rate-limit.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { seed } from '../src/seed/seed.js';
import { diskStore } from '../src/storage/store.js';

const DURATION_S = 5;
const CONNECTIONS = 10;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function measure(url: string, headers: Record<string, string>): Promise<number> {
  // One worker thread makes the load, so the server has the main thread to itself.
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seed(database.db, { demo: true });
const app = createApp({
  db: database.db,
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, 'bench'),
  log: pino({ level: 'silent' }),
  limiter: memoryRateLimiter(),
  files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-bench-files-'))),
  limits: {
    signInPerIp: [1e9, 60_000],
    signInPerUsername: [1e9, 60_000],
    signUpPerIp: [1e9, 60_000],
    writes: [1e9, 60_000],
  },
  now: () => new Date(),
});
const apiServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
await new Promise((resolve) => apiServer.once('listening', resolve));
const apiBase = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;

const signIn = await fetch(`${apiBase}/api/oauth2/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ grant_type: 'password', username: 'cora', password: DEMO_PASSWORD }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };

const calls = [
  {
    name: 'GET /api/platforms/{id}',
    path: '/api/platforms/comedy',
    headers: {} as Record<string, string>,
  },
  { name: 'GET /api/me', path: '/api/me', headers: { authorization: `Bearer ${token}` } },
];

const rows = [];
for (const call of calls) {
  // The baseline answers exactly what the API answered, with nothing behind it.
  const sample = await fetch(apiBase + call.path, { headers: call.headers });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const type = sample.headers.get('content-type') ?? 'application/json';
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
    res.end(bytes);
  });
  const barePort = await listen(bare);
  const baseline = await measure(`http://127.0.0.1:${barePort}${call.path}`, call.headers);
  const api = await measure(apiBase + call.path, call.headers);
  await new Promise((resolve) => bare.close(resolve));
  rows.push({
    call: call.name,
    'bare node:http req/s': Math.round(baseline),
    'api req/s': Math.round(api),
    'api / bare': (api / baseline).toFixed(3),
  });
}

console.table(rows);
console.info(
  `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, same process, same run`,
);
apiServer.close();
await database.close();
