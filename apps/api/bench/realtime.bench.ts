// Issue 16: one API instance holds 2,000 and then 10,000 open event streams (the built-in
// transport, GET /api/realtime/stream, each a different player's channel) and delivers an event
// to all of them: delivery time at p50/p99 from the moment publishing starts, and the server's
// memory per open stream; the baseline is the same event's loopback round trip on one stream.
// The server runs in a child process (its memory alone is measured, and 10,000 sockets each
// side stay under the open-file limit of either process); the streams are plain node:http
// requests of this process. Nothing here asserts a timing: it records rows.
//   tsx --conditions=source bench/realtime.bench.ts
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, get, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { record } from '@nervus/bench/report';
import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { sql } from 'drizzle-orm';
import { median, round } from './load.js';

const SIZES = [2_000, 10_000];
const ROUNDS = 5;
const BASELINE_TRIES = 200;
const now = () => performance.timeOrigin + performance.now();

type Request =
  | { kind: 'memory' }
  | { kind: 'publish'; from: number; to: number }
  | { kind: 'streams' }
  | { kind: 'stop' };

// ── the server (child process) ──────────────────────────────────────────────────────────────
async function runServer(): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { createApp } = await import('../src/app.js');
  const { openDatabase } = await import('../src/db/client.js');
  const { builtinRealtime } = await import('../src/modules/realtime/builtin.js');
  const { seed } = await import('../src/seed/seed.js');
  const { appDeps } = await import('./harness.js');
  const players = Number(process.env.BENCH_PLAYERS);
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await seed(handle.db, { demo: false });
  // The players and their stream tokens, set-based: token `bench-<n>` opens player n's channel.
  await handle.db.execute(sql`
    insert into users (id, email, password_hash, screen_name, handle)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'p' || n || '@bench.test', 'x', 'p' || n, 'p' || n
    from generate_series(1, ${players}) as n`);
  await handle.db.execute(sql`
    insert into realtime_tokens (user_id, channel, token_hash, expires_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
      'gamedash00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'),
      encode(sha256(convert_to('bench-' || n, 'UTF8')), 'hex'), now() + interval '1 day'
    from generate_series(1, ${players}) as n`);
  const realtime = builtinRealtime();
  const app = createApp({ ...appDeps(handle.db, undefined), realtime });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    process.send?.({ kind: 'ready', port: info.port }),
  );
  process.on('message', async (message: Request) => {
    if (message.kind === 'memory') {
      for (let i = 0; i < 3; i++) globalThis.gc?.();
      const m = process.memoryUsage();
      process.send?.({
        kind: 'memory',
        rss: m.rss,
        heap: m.heapUsed + m.external + m.arrayBuffers,
      });
    } else if (message.kind === 'streams') {
      process.send?.({ kind: 'streams', open: realtime.hub.streams });
    } else if (message.kind === 'publish') {
      const started = now();
      for (let n = message.from; n <= message.to; n++)
        await realtime.publish(realtimeChannel(playerId(n)), REALTIME_EVENTS.highlight, {
          statement: 'A bench event',
          highlight_type: 'bench',
          role: 'overall',
          notified_at: new Date().toISOString(),
        });
      process.send?.({ kind: 'published', started, ended: now() });
    } else if (message.kind === 'stop') {
      server.close();
      await handle.close();
      process.exit(0);
    }
  });
}

const playerId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

// ── the bench (this process) ─────────────────────────────────────────────────────────────────
class ServerChild {
  readonly child: ChildProcess;
  port = 0;
  failed: (error: Error) => void = () => {};
  constructor(players: number) {
    this.child = fork(fileURLToPath(import.meta.url), ['--server'], {
      execArgv: [...process.execArgv, '--expose-gc'],
      env: { ...process.env, BENCH_PLAYERS: String(players) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.once('exit', (code) => this.failed(new Error(`server exited (${code})`)));
  }
  next<T>(kind: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (m: { kind: string }) => {
        if (m.kind !== kind) return;
        this.child.off('message', onMessage);
        resolve(m as T);
      };
      this.child.on('message', onMessage);
      this.failed = reject;
    });
  }
  async ask<T>(request: Request, answer: string): Promise<T> {
    const reply = this.next<T>(answer);
    this.child.send(request);
    return reply;
  }
}

interface Stream {
  readonly response: IncomingMessage;
  /** When each bench event arrived (this process's clock). */
  readonly arrivals: number[];
}

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function open(port: number, n: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: `/api/realtime/stream?token=bench-${n}`, agent },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${n}: ${response.statusCode}`));
          return;
        }
        const stream: Stream = { response, arrivals: [] };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          // One event per write: its frame names the event.
          if (chunk.includes('event: gamedash-highlights')) stream.arrivals.push(now());
        });
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

async function openAll(port: number, from: number, to: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  const BATCH = 500;
  for (let start = from; start <= to; start += BATCH) {
    const batch = [];
    for (let n = start; n <= Math.min(to, start + BATCH - 1); n++) batch.push(open(port, n));
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function waitFor(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for deliveries');
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function main(): Promise<void> {
  const largest = Math.max(...SIZES);
  const server = new ServerChild(largest);
  server.port = (await server.next<{ port: number }>('ready')).port;
  const baseMemory = await server.ask<{ rss: number; heap: number }>({ kind: 'memory' }, 'memory');

  // Baseline: one stream, one event at a time, publish to arrival.
  const [one] = await openAll(server.port, 1, 1);
  if (!one) throw new Error('no stream');
  const trips: number[] = [];
  for (let i = 0; i < BASELINE_TRIES; i++) {
    const before = one.arrivals.length;
    const { started } = await server.ask<{ started: number }>(
      { kind: 'publish', from: 1, to: 1 },
      'published',
    );
    await waitFor(() => one.arrivals.length > before);
    trips.push((one.arrivals[before] as number) - started);
  }
  trips.sort((a, b) => a - b);
  const baseP50 = percentile(trips, 50);
  const baseP99 = percentile(trips, 99);
  record({
    id: 'api.realtime.loopback',
    target: 'realtime: one event on one open stream, publish to arrival (baseline)',
    db: 'pglite',
    measured: round(baseP50, 3),
    unit: 'ms',
    goal: null,
    detail: `p50 ${round(baseP50, 3)} ms, p99 ${round(baseP99, 3)} ms over ${BASELINE_TRIES} events`,
  });

  let streams: Stream[] = [one];
  for (const size of SIZES) {
    streams = [...streams, ...(await openAll(server.port, streams.length + 1, size))];
    const { open: held } = await server.ask<{ open: number }>({ kind: 'streams' }, 'streams');
    if (held !== size) throw new Error(`the server holds ${held} streams, not ${size}`);
    await new Promise((r) => setTimeout(r, 500));
    const memory = await server.ask<{ rss: number; heap: number }>({ kind: 'memory' }, 'memory');
    const p50s: number[] = [];
    const p99s: number[] = [];
    const lasts: number[] = [];
    const loops: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const before = streams.map((s) => s.arrivals.length);
      const { started, ended } = await server.ask<{ started: number; ended: number }>(
        { kind: 'publish', from: 1, to: size },
        'published',
      );
      loops.push(ended - started);
      await waitFor(() => streams.every((s, i) => s.arrivals.length > (before[i] as number)));
      const delays = streams
        .map((s, i) => (s.arrivals[before[i] as number] as number) - started)
        .sort((a, b) => a - b);
      p50s.push(percentile(delays, 50));
      p99s.push(percentile(delays, 99));
      lasts.push(delays[delays.length - 1] as number);
    }
    const p50 = median(p50s);
    const p99 = median(p99s);
    const rssPer = (memory.rss - baseMemory.rss) / size / 1024;
    const heapPer = (memory.heap - baseMemory.heap) / size / 1024;
    const label = size.toLocaleString('en');
    record({
      id: `api.realtime.deliver.${size}.p50`,
      target: `realtime: an event to each of ${label} open streams, p50 delivery`,
      db: 'pglite',
      measured: round(p50, 1),
      unit: 'ms',
      goal: null,
      detail: `from the start of publishing to each stream's arrival, median of ${ROUNDS} rounds (${p50s.map((v) => round(v, 1)).join(', ')}); baseline one stream p50 ${round(baseP50, 3)} ms`,
    });
    record({
      id: `api.realtime.deliver.${size}.p99`,
      target: `realtime: an event to each of ${label} open streams, p99 delivery`,
      db: 'pglite',
      measured: round(p99, 1),
      unit: 'ms',
      goal: null,
      detail: `median of ${ROUNDS} rounds (${p99s.map((v) => round(v, 1)).join(', ')}); the last stream ${round(median(lasts), 1)} ms; the server's publishing loop ${round(median(loops), 1)} ms; baseline one stream p99 ${round(baseP99, 3)} ms`,
    });
    record({
      id: `api.realtime.memory.${size}`,
      target: `realtime: server memory per open stream at ${label} streams`,
      db: 'pglite',
      measured: round(rssPer, 1),
      unit: 'KB',
      goal: null,
      detail: `resident set ${round((memory.rss - baseMemory.rss) / 2 ** 20, 1)} MB over the idle server's (${round(baseMemory.rss / 2 ** 20, 1)} MB); JS heap and buffers ${round(heapPer, 1)} KB a stream`,
    });
  }
  for (const s of streams) s.response.destroy();
  await server.ask({ kind: 'stop' }, 'never').catch(() => {});
}

if (process.argv.includes('--server')) await runServer();
else {
  // Each side holds a socket per stream; 10,000 streams need more than the common 1,024 files.
  const { execSync } = await import('node:child_process');
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  if (limit < largestNeeded()) {
    console.error(
      `realtime bench: the open-file limit is ${limit}; ${largestNeeded()} streams need more (ulimit -n ${largestNeeded() + 1000})`,
    );
    process.exit(1);
  }
  await main();
  process.exit(0);
}

function largestNeeded(): number {
  return Math.max(...SIZES) + 200;
}
