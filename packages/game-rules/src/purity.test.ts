// game-rules must stay pure (DESIGN.md): no imports of ours, no I/O, no clock or randomness.
// Lint enforces the imports; this test also catches a clock or random read that lint cannot.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('game-rules purity', () => {
  it.each(sources)('%s imports only relative modules and reads no clock or randomness', (file) => {
    const text = readFileSync(join(here, file), 'utf8');
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    for (const specifier of imports) expect(specifier).toMatch(/^\.\/[a-z0-9-]+\.js$/);
    expect(text).not.toMatch(
      /Date\.now\(|new Date\(\)|Math\.random|performance\.now|crypto\.|process\.|fetch\(/,
    );
  });

  it('declares no dependencies', async () => {
    const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.sideEffects).toBe(false);
  });
});
