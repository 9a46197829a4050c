// @vitest-environment node
/**
 * The app's shape, checked on the sources: features import each other without a cycle, no
 * source file grows past 400 lines, and the API is reached only through features' queries.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cycles, folderImports } from '@nervus/vitest-config/cycles';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const sources = walk(src)
  .filter((f) => /\.tsx?$/.test(f) && !isTest(f) && !relative(src, f).startsWith('test/'))
  .map((file) => ({ file: relative(src, file), text: readFileSync(file, 'utf8') }));

describe('the web app', () => {
  it('has features that import each other without a cycle', () => {
    const features = sources.flatMap(({ file, text }) => {
      const [top, folder] = file.split('/');
      return top === 'features' && folder ? [{ folder, text }] : [];
    });
    expect(cycles(folderImports(features))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['b', new Set(['a'])],
      ['a', new Set(['b'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> a']);
  });

  it('keeps every source file under 400 lines (generated files and message tables aside)', () => {
    const long = sources
      .filter(({ file }) => file !== 'routeTree.gen.ts' && !file.startsWith('i18n/'))
      .filter(({ text }) => text.split('\n').length > 400)
      .map(({ file }) => file);
    expect(long).toEqual([]);
  });

  it('reaches the API only from features’ queries and route loaders', () => {
    const raw = sources.filter(({ text }) => /\bapi\.request\(/.test(text)).map((s) => s.file);
    expect(raw).toEqual([]);
    const calling = sources
      .filter(({ file }) => file.endsWith('.tsx') && !file.startsWith('routes/'))
      .filter(({ text }) => /\bapi\.(call|uploadImage)\(/.test(text))
      .map(({ file }) => file);
    expect(calling).toEqual([]);
  });
});
