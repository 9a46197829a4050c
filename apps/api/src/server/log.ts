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

/**
 * The server's log: one JSON line per request and event, to stdout unless told otherwise.
 *
 * A single process writes without blocking: a line goes out at once when no write is under way,
 * and the lines logged while one is are written together after it, so an idle server's lines
 * show immediately and a busy one makes one write for many requests (at a few thousand requests
 * a second a blocking write per line was a tenth of a request's cost). pino flushes what is
 * pending when the process exits (normally, on a signal or an uncaught exception).
 */
export function serverLog(options: ServerLogOptions): Logger {
  const { level, base = {}, dest = 1, shared = false } = options;
  return pino(
    { level, base: { service: 'nervus-api', pid: process.pid, ...base } },
    pino.destination({ dest, sync: shared }),
  );
}
