// The built product for the scripts that picture or measure it (screenshots.ts, lighthouse.ts):
// the API's dist/main.js on a free port with a fresh data directory, which it migrates and seeds
// with the demo data on its first start; stopped, the directory is removed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_MAIN = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

/** The first start migrates and seeds the embedded database: a minute on a slow machine. */
const HEALTH_TIMEOUT_MS = 180_000;
const HEALTH_POLL_MS = 250;

/** A port free on the loopback now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Until `base`/api/health answers 2xx; fails at once if `server` exits, and after `timeoutMs`. */
export async function waitForHealth(
  base: string,
  server: ChildProcess,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.signalCode ?? server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`the server did not answer /api/health in ${Math.round(timeoutMs / 1000)} s`);
}

export interface BuiltServerOptions {
  /** Names the data directory (`<tmp>/nervus-<name>-…`). */
  readonly name: string;
  /** The web build it serves (WEB_DIST); without it, the server's own default. */
  readonly webDist?: string;
  /** More of its environment, e.g. RATE_LIMIT_FACTOR. */
  readonly env?: Readonly<Record<string, string>>;
  /** The script it runs: the API's dist/main.js unless a test says otherwise. */
  readonly main?: string;
  readonly timeoutMs?: number;
}

export interface BuiltServer {
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Stops it (SIGTERM, then its exit awaited) and removes its data directory. */
  readonly stop: () => Promise<void>;
}

/** Starts the server and answers once it is healthy; if it never is, stops it and throws. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `nervus-${options.name}-`));
  const server = spawn(process.execPath, [options.main ?? API_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server, options.timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
