/**
 * `WEB_CONCURRENCY=N`: the primary process of node:cluster. It runs no server itself; it keeps
 * N workers (each a `runServer`) listening on the one port, restarts a worker that dies (later
 * each time they keep dying), holds the rate-limit counters the workers share when there is
 * no Redis, and on SIGTERM or SIGINT stops the workers and waits for them.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { answerRateLimits, type IpcChannel, type RateLimiter } from '../http/rate-limit.js';

/** A worker that served this long before dying was healthy: its successor starts at once. */
export const HEALTHY_AFTER_MS = 30_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Workers get their own 10 s to drain; then the primary stops waiting. */
const SHUTDOWN_MS = 15_000;

/**
 * How long to wait before replacing a dead worker, given how many died in a row without
 * having been healthy: 0 for the first, then 0.5 s, 1 s, 2 s … up to 30 s, so a worker that
 * cannot start (a database that is down) is retried without spinning.
 */
export function restartDelay(failuresInARow: number): number {
  if (failuresInARow <= 1) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failuresInARow - 2));
}

function workerChannel(worker: Worker): IpcChannel {
  return {
    send: (message, callback) => worker.send(message as object, undefined, callback),
    on: (event, listener) => worker.on(event, listener),
    off: (event, listener) => worker.off(event, listener),
  };
}

export function runPrimary(options: {
  workers: number;
  log: Logger;
  /** The counters the workers share over IPC; absent when they use Redis. */
  limiter?: RateLimiter;
}): void {
  const { log, limiter } = options;
  const startedAt = new Map<number, number>();
  let failuresInARow = 0;
  let stopping = false;
  const pending = new Set<NodeJS.Timeout>();

  function start(): void {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    if (limiter) answerRateLimits(workerChannel(worker), limiter);
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('stopped');
        process.exit(0);
      }
      return;
    }
    failuresInARow = lived >= HEALTHY_AFTER_MS ? 1 : failuresInARow + 1;
    const delay = restartDelay(failuresInARow);
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      'a server process died; starting another',
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) start();
    }, delay);
    pending.add(timer);
  });

  function shutdown(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the server processes');
    for (const timer of pending) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    // Each worker drains its requests and closes its database (serve.ts).
    for (const worker of workers) worker?.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.warn(`server processes still running after ${SHUTDOWN_MS / 1000} s: killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_MS);
    force.unref();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  log.info({ workers: options.workers }, 'starting the server processes');
  for (let i = 0; i < options.workers; i++) start();
}
