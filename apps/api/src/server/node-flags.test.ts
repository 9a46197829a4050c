import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const startOf = (path: string) =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('the server runs with its Node flags wherever it starts', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');

  it('pnpm start at the root', () => {
    expect(startOf('../../../../package.json')).toContain(`node ${flags} apps/api/dist/main.js`);
  });

  it("the API package's start", () => {
    expect(startOf('../../package.json')).toBe(`node ${flags} dist/main.js`);
  });

  it('the benches, which run the app in their own process', () => {
    expect(read('../../../../tooling/bench/run.js')).toContain(`'${flags}'`);
  });
});

describe('the server applies its V8 settings wherever it starts', () => {
  it('main.ts, before it opens the database', () => {
    const main = read('../main.ts');
    const applied = main.indexOf('applyServerV8Settings();');
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(main.indexOf('openDatabase('));
  });

  it('the benches, which run the app in their own process', () => {
    expect(read('../../bench/harness.ts')).toContain('applyServerV8Settings();');
  });
});
