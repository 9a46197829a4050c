/**
 * The modules' shape, checked on the sources: no import cycle between modules, no handler file
 * over 250 lines, no SQL or permission check in a handler file, one writer per ledger.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cycles, folderImports } from '@nervus/vitest-config/cycles';
import { describe, expect, it } from 'vitest';

const root = new URL('./modules/', import.meta.url).pathname;
const modules = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function sources(module: string): { file: string; text: string }[] {
  return readdirSync(join(root, module))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(root, module, file), 'utf8') }));
}

/** Which other modules each module imports (`../<module>/…`). */
const moduleGraph = () =>
  folderImports(
    modules.flatMap((module) => sources(module).map(({ text }) => ({ folder: module, text }))),
  );

describe('the modules', () => {
  it('import each other without a cycle', () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });

  const handlerFiles = modules.flatMap((module) =>
    sources(module)
      .filter(({ file }) => file.startsWith('handlers'))
      .map(({ file, text }) => ({ name: `${module}/${file}`, text })),
  );

  it('keep handler files short and free of SQL and permission checks', () => {
    const problems = handlerFiles.flatMap(({ name, text }) => [
      ...(text.split('\n').length > 250 ? [`${name}: over 250 lines`] : []),
      ...(/\b(tx|db)\s*\.\s*(select|insert|update|delete|execute)\b/.test(text)
        ? [`${name}: SQL`]
        : []),
      ...(/from '\.\.\/\.\.\/db\/schema\.js'/.test(text) ? [`${name}: imports tables`] : []),
      ...(/\bforbidden\(/.test(text) ? [`${name}: inline permission check`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('have no route files left: every call is a handler of the table', () => {
    const legacy = modules.flatMap((module) =>
      sources(module)
        .filter(({ text }) => /new Hono\b/.test(text))
        .map(({ file }) => `${module}/${file}`),
    );
    expect(legacy).toEqual([]);
  });

  it('write each ledger from one module only', () => {
    const writers = (table: string) =>
      modules.flatMap((module) =>
        sources(module)
          // Drizzle's builder, or raw SQL naming the table (`insert into ${neuronLedger} …`).
          .filter(({ text }) =>
            new RegExp(`\\.insert\\(${table}\\)|insert\\s+into\\s+\\$\\{${table}\\}`).test(text),
          )
          .map(({ file }) => `${module}/${file}`),
      );
    expect(writers('moneyLedger')).toEqual(['ledger/money.ts']);
    expect(writers('neuronLedger')).toEqual(['ledger/neurons.ts']);
  });

  it('pay neurons through one path that tells each earner (highlights/announce.ts payNeurons)', () => {
    // The settlement writes its awards as CTEs of its one statement and tells them itself
    // (announceSettlement); everything else pays with payNeurons.
    const callers = modules.flatMap((module) =>
      sources(module)
        .filter(({ text }) =>
          /\bawardNeurons(Ctes)?\(/.test(
            text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''),
          ),
        )
        .map(({ file }) => `${module}/${file}`),
    );
    expect(callers.sort()).toEqual([
      'game/settle.ts',
      'highlights/announce.ts',
      'ledger/neurons.ts',
    ]);
    const settle = readFileSync(join(root, 'game/settle.ts'), 'utf8');
    expect(settle).toMatch(/announceSettlement\(/);
  });
});
