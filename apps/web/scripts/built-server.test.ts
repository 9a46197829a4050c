// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer, waitForHealth } from './built-server.js';

const scratch = mkdtempSync(join(tmpdir(), 'built-server-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for the API's main.js: answers /api/health on PORT and tells its DATA_DIR. */
function fakeMain(healthy: boolean): string {
  const file = join(scratch, `main-${healthy ? 'healthy' : 'sick'}.mjs`);
  writeFileSync(
    file,
    `import { createServer } from 'node:http';
createServer((req, res) => {
  res.writeHead(${healthy ? 200 : 503}, { 'content-type': 'text/plain' });
  res.end(req.url === '/data-dir' ? process.env.DATA_DIR : process.env.NODE_ENV + ' ' + (process.env.WEB_DIST ?? '-') + ' ' + (process.env.EXTRA ?? '-'));
}).listen(Number(process.env.PORT), process.env.HOST);
`,
  );
  return file;
}

describe('freePort', () => {
  it('answers a port that can be listened on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('waitForHealth', () => {
  it('waits through refusals until the health check answers 2xx', async () => {
    let asked = 0;
    const server = createServer((_req, res) => {
      asked += 1;
      res.writeHead(asked < 3 ? 503 : 200).end();
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const idle = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, idle, 10_000);
      expect(asked).toBe(3);
    } finally {
      idle.kill();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails at once when the server exits, with its code', async () => {
    const port = await freePort();
    const dead = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await expect(waitForHealth(`http://127.0.0.1:${port}`, dead, 10_000)).rejects.toThrow(
      'the server exited (3)',
    );
  });
});

describe('startBuiltServer', () => {
  it('starts the script on a free port with a fresh data directory, and removes it on stop', async () => {
    const server = await startBuiltServer({
      name: 'test',
      main: fakeMain(true),
      webDist: '/somewhere/dist',
      env: { EXTRA: 'yes' },
    });
    try {
      expect(server.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${server.base}/api/health`)).text()).toBe(
        'production /somewhere/dist yes',
      );
      const dataDir = await (await fetch(`${server.base}/data-dir`)).text();
      expect(dataDir).toContain('nervus-test-');
      expect(existsSync(dataDir)).toBe(true);
      await server.stop();
      expect(existsSync(dataDir)).toBe(false);
      await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('stops a server that never becomes healthy, removes its data and says why', async () => {
    const name = `sick-${process.pid}`;
    await expect(
      startBuiltServer({ name, main: fakeMain(false), timeoutMs: 1_500 }),
    ).rejects.toThrow('did not answer /api/health in 2 s');
    expect(readdirSync(tmpdir()).filter((entry) => entry.startsWith(`nervus-${name}-`))).toEqual(
      [],
    );
  });
});
