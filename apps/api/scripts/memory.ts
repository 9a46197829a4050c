/**
 * Resident memory of the embedded server once it is ready and settled: on its first start (a fresh
 * DATA_DIR: the database created, migrated and seeded) and on a restart on the same directory.
 * Runs the built server (`pnpm --filter @nervus/api build` first; this builds nothing).
 *
 * ```sh
 * pnpm --filter @nervus/api exec tsx scripts/memory.ts [port]   # {"firstStartMB":…,"restartMB":…}
 * ```
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.js';

export interface StartMemory {
  readonly firstStartMB: number;
  readonly restartMB: number;
}

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The resident set of a process, in MB. */
function residentMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((kb / 1024) * 10) / 10;
}

function healthy(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`health ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/**
 * The resident set once it holds still: a process that has just answered is still compressing
 * the web app's files on the thread pool and has garbage the collector has not yet taken, which
 * moved a single reading by ±30 MB from one start to the next. Readings every 250 ms until eight
 * in a row (2 s) stay within 2 MB, or 30 s have passed; the last reading is the answer.
 */
async function settledMB(pid: number): Promise<number> {
  const readings: number[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    readings.push(residentMB(pid));
    const last = readings.slice(-8);
    if (last.length === 8 && Math.max(...last) - Math.min(...last) <= 2) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return readings[readings.length - 1] as number;
}

/** Starts the server on `dataDir`, reads its settled resident memory once it answers, stops it. */
async function residentWhenReady(main: string, dataDir: string, port: number): Promise<number> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('is listening')) resolve();
      });
      void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });
    await healthy(port);
    return await settledMB(child.pid as number);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Starts the built server twice on a fresh data directory (first start, then restart) and
 * answers its settled resident memory once ready each time, in MB. Linux (reads /proc).
 */
export async function measureStartMemory(
  options: { port?: number; main?: string } = {},
): Promise<StartMemory> {
  const main = options.main ?? MAIN;
  if (!existsSync(main)) throw new Error(`${main} is missing: build the API first`);
  const port = options.port ?? 3135;
  const dataDir = mkdtempSync(join(tmpdir(), 'nervus-memory-'));
  try {
    const firstStartMB = await residentWhenReady(main, dataDir, port);
    const restartMB = await residentWhenReady(main, dataDir, port);
    return { firstStartMB, restartMB };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = process.argv[2] ? Number(process.argv[2]) : undefined;
  console.log(JSON.stringify(await measureStartMemory(port ? { port } : {})));
}
