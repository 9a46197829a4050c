/**
 * Real server processes for the tests that need several of them (the sweep across processes,
 * node:cluster): `src/main.ts` run from the sources, its JSON log lines collected, and waits on
 * what the logs or the database say, never on the clock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly pid: number;
  readonly [field: string]: unknown;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Every JSON line it logged so far (workers' lines too: they share its stdout). */
  readonly logs: LogLine[];
  /** Resolves once `test` holds for the logs; rejects if the process exits first. */
  until(what: string, test: (logs: readonly LogLine[]) => boolean): Promise<void>;
  /** Its exit code (or the signal that ended it), once it has exited. */
  readonly exited: Promise<number | string>;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Sends `signal` and answers the exit code (or the signal that ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** `node src/main.ts` with only `env` (and PATH): nothing of the test's own environment leaks. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let exit: Promise<number | string> | undefined;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
      for (const wake of waiters) wake();
    });
  });
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    partial += chunk;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Workers share the pipe; a line torn by a concurrent write is not one we wait for.
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });

  return {
    child,
    logs,
    exited,
    stderr: () => stderr,
    until(what, test) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (test(logs)) {
            waiters.delete(check);
            resolve();
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            const tail = logs.slice(-5).map((l) => JSON.stringify(l));
            reject(new Error(`exited before ${what}:\n${tail.join('\n')}\n${stderr.slice(-2000)}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    stop(signal = 'SIGTERM') {
      exit ??= (() => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      })();
      return exit;
    },
  };
}

/** The log lines with this message. */
export const lines = (logs: readonly LogLine[], msg: string | RegExp) =>
  logs.filter((l) => (typeof msg === 'string' ? l.msg === msg : msg.test(l.msg)));

/** A fresh, empty database on the PostgreSQL of `adminUrl`, and a way to drop it. */
export async function freshDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nervus_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** One request on a connection of its own (so node:cluster hands each to the next worker). */
export function send(
  port: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
