import { type Logger, pino } from 'pino';

export interface ServerLogOptions {
  readonly level: string;
  /** Fields on every line besides the service and pid. */
  readonly base?: Record<string, unknown>;
  /** A file path or descriptor; stdout by default. */
  readonly dest?: string | number;
  /**
   * Whether other processes write to the same output (the workers of `WEB_CONCURRENCY`): their
   * lines are written one at a time, as a write of at most 4 KB to a pipe is never interleaved
   * with another process's, and the larger writes of lines gathered together could be.
   */
  readonly shared?: boolean;
}

/** How long a line may wait in the buffer of a quiet server. */
const FLUSH_EVERY_MS = 250;

/**
 * The server's log: one JSON line per request and event, to stdout unless told otherwise.
 *
 * A single process gathers its lines and writes them 4 KB at a time, and at least every 250 ms,
 * instead of one blocking write per line (at a few thousand requests a second that write was a
 * tenth of a request's cost). The writes stay synchronous, so lines go out in order and none is
 * in flight when the process ends; what is gathered is written on `exit` (a normal end, the
 * shutdown after a signal, an uncaught exception). Workers sharing one output write a line at a
 * time, each write a whole line.
 */
export function serverLog(options: ServerLogOptions): Logger {
  const { level, base = {}, dest = 1, shared = false } = options;
  const stream = pino.destination(
    shared ? { dest, sync: true } : { dest, sync: true, minLength: 4096 },
  );
  if (!shared) {
    setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
    process.once('exit', () => stream.flushSync());
  }
  return pino({ level, base: { service: 'nervus-api', pid: process.pid, ...base } }, stream);
}
