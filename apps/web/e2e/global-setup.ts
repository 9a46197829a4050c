import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Until the server answers its health check: it migrates and seeds a fresh database first,
 * which takes far longer on a busy machine. Fails at once if the server exits, and after five
 * minutes (a server that never answers), rather than letting every journey fail on its own.
 */
async function waitForHealth(child: ChildProcess, baseURL: string) {
  let exit: string | undefined;
  child.once('exit', (code, signal) => {
    exit = `the API exited before answering (${signal ?? `code ${code}`})`;
  });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (exit) throw new Error(exit);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API at ${baseURL} did not answer in 5 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function setup(project: TestProject) {
  const main = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
  // WEB_DIST: a build elsewhere (`vite build --outDir`), e.g. one variant beside another.
  const web = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  if (!(process.env.E2E_API_SOURCE || existsSync(main)) || !existsSync(join(web, 'index.html'))) {
    throw new Error('Build the API and the web app first (turbo runs test:e2e after build).');
  }
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'nervus-e2e-'));
  // E2E_API_SOURCE=1: the API from its sources (through tsx), for a journey run beside other
  // work without building the API's and the packages' dist folders.
  const api = process.env.E2E_API_SOURCE
    ? [
        '--conditions=source',
        '--import',
        'tsx',
        fileURLToPath(new URL('../../api/src/main.ts', import.meta.url)),
      ]
    : [main];
  server = spawn(process.execPath, api, {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every journey signs in from this one address, many times as the same demo players.
      RATE_LIMIT_FACTOR: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  await waitForHealth(server, baseURL);
  project.provide('baseURL', baseURL);
  project.provide('port', port);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
