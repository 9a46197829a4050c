import { spawnSync } from 'node:child_process';
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
});
