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
   * with another process's, and a buffer's larger writes could be.
   */
  readonly shared?: boolean;
}

/**
 * The server's log: one JSON line per request and event, to stdout unless told otherwise.
 *
 * A single process buffers its lines and writes them 4 KB at a time instead of one blocking
 * write per line: at a few thousand requests a second the per-line write was a tenth of a
 * request's cost. pino flushes the buffer when the process exits (normally, on a signal or an
 * uncaught exception), so only a machine that loses power can lose the last 4 KB.
 */
export function serverLog(options: ServerLogOptions): Logger {
  const { level, base = {}, dest = 1, shared = false } = options;
  return pino(
    { level, base: { service: 'nervus-api', pid: process.pid, ...base } },
    pino.destination(shared ? { dest, sync: true } : { dest, sync: false, minLength: 4096 }),
  );
}
