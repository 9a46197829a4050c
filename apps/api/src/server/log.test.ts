import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('serverLog', () => {
  it('writes every buffered line out before the process exits', () => {
    // A child process logs fewer bytes than the buffer holds and exits at once: the lines must
    // still reach its stdout.
    const script = `
      import { serverLog } from './src/server/log.ts';
      const log = serverLog({ level: 'info', base: { role: 'test' } });
      for (let i = 0; i < 20; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: new URL('../../', import.meta.url), encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    const lines = child.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(20);
    expect(lines[19]).toMatchObject({ i: 19, msg: 'line', role: 'test', service: 'nervus-api' });
  });

  it('writes the lines of a quiet process soon, not when some buffer fills', async () => {
    // The child logs one line and stays up: the line must arrive while it still runs.
    const script = `
      import { serverLog } from './src/server/log.ts';
      serverLog({ level: 'info' }).info('listening');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: new URL('../../', import.meta.url),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => resolve(chunk));
        child.once('exit', () => reject(new Error('the child exited before logging')));
      });
      expect(JSON.parse(line)).toMatchObject({ msg: 'listening' });
    } finally {
      child.kill();
    }
  });
});
