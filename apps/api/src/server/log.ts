import { type Logger, type LoggerOptions, pino } from 'pino';

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

const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'secret',
];

/**
 * Fields that hold credentials where log calls put them (top level, a request's or response's
 * headers, a body): the line says they were there, never what they were. Named paths only:
 * pino's wildcard paths (`*.password`) cost ~12 µs a line, ten times a request line's whole cost.
 */
export const LOG_REDACT_PATHS = [
  'authorization',
  'cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `body.${field}`),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** A value a database error quotes at the end of its message (`…for type uuid: "the input"`). */
const QUOTED_INPUT = /: ".*"$/s;

/**
 * An error as the log may carry it: its class, message, code and stack, and its causes the same
 * way. Never the SQL's parameters: Drizzle puts them in its message (`params: …`) and in
 * `params`, and they are what users sent (passwords' hashes, emails, bodies). The driver's
 * `detail` (a unique violation's `Key (email)=(…)`) and a quoted input go too.
 *
 * @example safeError(new DrizzleQueryError('select $1', ['secret'], cause)) // no 'secret'
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown non-error' };
  const raw = error.message;
  const message = raw.replace(/\nparams: [\s\S]*$/, '').replace(QUOTED_INPUT, ': "…"');
  const record = error as Error & { code?: unknown; constraint?: unknown; cause?: unknown };
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.constructor?.name ?? error.name,
    message,
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(typeof record.constraint === 'string' ? { constraint: record.constraint } : {}),
    stack: `${error.name}: ${message}\n${stack}`,
    ...(record.cause !== undefined && depth < 3
      ? { cause: safeError(record.cause, depth + 1) }
      : {}),
  };
}

/** The options of every server log: redaction and safe errors (tests build theirs from it). */
export function logOptions(level: string, base: Record<string, unknown> = {}): LoggerOptions {
  return {
    level,
    base: { service: 'nervus-api', pid: process.pid, ...base },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError },
  };
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
  return pino(logOptions(level, base), stream);
}
