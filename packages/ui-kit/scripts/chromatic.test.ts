import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

describe('chromatic.mjs', () => {
  it('says it skips, and succeeds, when CHROMATIC_PROJECT_TOKEN is not set', () => {
    const { CHROMATIC_PROJECT_TOKEN: _token, ...env } = process.env;
    const run = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set');
  });
});
