/**
 * The built app's start, as `src/main.tsx` stages it: after the first paint the entry evaluates
 * the libraries (the framework chunk) in one task and the app (`start.tsx`, the app chunk) in
 * later ones. That holds only while the entry imports neither chunk statically: a static import
 * evaluates it, and everything it imports, in the entry's own task, before the entry's first
 * line. It did, for `nextTask` (lib/next-task.ts was bundled into the app chunk), which made the
 * start one long task of framework and app together.
 */
import { describe, expect, it } from 'vitest';
import { baseURL } from './browser.js';

/** The files a built module imports statically (`import … from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)].map(
    (match) => match[1] as string,
  );
}

describe('the built start', () => {
  it('evaluates the framework and the app after the entry, not with it', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const entry = html.match(/data-entry="([^"]+)"/)?.[1];
    expect(entry, 'the first paint names the entry').toMatch(/^\/assets\/index-.+\.js$/);
    const code = await (await fetch(`${baseURL()}${entry}`)).text();
    const imports = staticImports(code);
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect(file).toMatch(/^(rolldown-runtime|preload-helper)-/);
    // What it does load, later and on demand.
    expect(code).toMatch(/\bimport\(/);
  });
});
