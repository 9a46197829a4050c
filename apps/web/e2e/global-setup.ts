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

export async function setup(project: TestProject) {
  const main = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
  // WEB_DIST: a build elsewhere (`vite build --outDir`), e.g. one variant beside another.
  const web = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(main) || !existsSync(join(web, 'index.html'))) {
    throw new Error('Build the API and the web app first (turbo runs test:e2e after build).');
  }
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'nervus-e2e-'));
  server = spawn(process.execPath, [main], {
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
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('port', port);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
