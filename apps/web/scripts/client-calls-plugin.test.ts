// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markPure, stripCallTables } from './client-calls-plugin.js';

const parse = (code: string) => parseAst(code, { lang: 'ts' });
const strip = (code: string) => stripCallTables(code, parse);

/** Each call's property names in a (stripped) table, by call. */
function entries(code: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const n = node as {
      type?: string;
      callee?: { name?: string };
      arguments?: { properties: { key: { name: string }; value: { properties?: unknown[] } }[] }[];
    };
    if (n.type === 'CallExpression' && n.callee?.name === 'defineCalls') {
      for (const call of n.arguments?.[0]?.properties ?? [])
        found[call.key.name] = (call.value.properties ?? []).map(
          (p) => (p as { key?: { name: string } }).key?.name ?? '...',
        );
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parse(code));
  return found;
}

describe('stripCallTables', () => {
  it("keeps each call's method, path, status and answer, and drops the imports only the rest named", () => {
    const out = strip(`
import * as v from 'valibot';
import { AnswerSchema, InputSchema, QuerySchema } from '../game.js';
import { OnlyInput } from '../other.js';
import type { Shape } from '../types.js';
import { defineCalls, VISITOR_CACHE_MS } from './define.js';

const shared = { method: 'GET', path: '/shared', summary: 'kept whole', response: AnswerSchema };

export const gameCalls = defineCalls({
  enter: {
    method: 'POST',
    path: '/ideas',
    summary: 'Enters an idea',
    tag: 'ideas',
    auth: 'user',
    body: v.object({ idea: InputSchema, other: OnlyInput }),
    query: QuerySchema,
    response: AnswerSchema,
    status: 201,
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  shared: { ...shared, tag: 'kept whole' },
});
export type Table = Shape;
`);
    expect(entries(out)).toEqual({
      enter: ['method', 'path', 'response', 'status'],
      shared: ['...', 'tag'],
    });
    expect(out).toContain("import { AnswerSchema } from '../game.js';");
    expect(out).not.toContain('../other.js');
    expect(out).not.toContain('valibot');
    expect(out).toContain("import { defineCalls } from './define.js';");
    // An entry that is not a plain literal is left whole; types stay for the compiler.
    expect(out).toContain("import type { Shape } from '../types.js';");
    expect(out).toContain("summary: 'kept whole'");
  });

  it('leaves every call of the real tables with only what the client reads, and nothing else', () => {
    const dir = fileURLToPath(new URL('../../../packages/contracts/src/calls/', import.meta.url));
    const tables = readdirSync(dir).filter(
      (f) => /^\w+\.ts$/.test(f) && !/^(define|domains)\./.test(f),
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const file of tables) {
      const source = readFileSync(`${dir}${file}`, 'utf8');
      const before = entries(source);
      const after = entries(strip(source));
      expect(Object.keys(after), file).toEqual(Object.keys(before));
      for (const [call, properties] of Object.entries(after)) {
        expect(properties, `${file} ${call}`).toEqual(
          before[call]?.filter((p) => ['method', 'path', 'status', 'response'].includes(p)),
        );
        expect(properties, `${file} ${call}`).toEqual(
          expect.arrayContaining(['method', 'path', 'response']),
        );
      }
    }
  });
});

describe('markPure', () => {
  it("marks the calls of top-level declarations' values, not those inside functions or statements", () => {
    const source = `import * as v from 'valibot';
export const ASchema = v.object({ id: v.optional(v.string()) });
const set = new Set(['a']);
export function check(x: string) { return v.parse(ASchema, x); }
export const rule = (x: string) => set.has(x.trim());
run();
`;
    const out = markPure(source, parse(source) as never);
    expect(out).toContain(
      'export const ASchema = /* @__PURE__ */ v.object({ id: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()) });',
    );
    expect(out).toContain("const set = /* @__PURE__ */ new Set(['a']);");
    expect(out).toContain('{ return v.parse(ASchema, x); }');
    expect(out).toContain('(x: string) => set.has(x.trim());');
    expect(out).toContain('\nrun();');
  });

  it('makes a value that spreads another a pure call of its own, so that both go when unused', () => {
    const source = `const Base = v.object({ a: v.string() });
export const More = v.object({ ...Base.entries, b: v.string() });
export const fields = { ...other };
`;
    const out = markPure(source, parse(source) as never);
    expect(out).toContain(
      'const Base = /* @__PURE__ */ v.object({ a: /* @__PURE__ */ v.string() });',
    );
    expect(out).toContain(
      'export const More = /* @__PURE__ */ (() => (/* @__PURE__ */ v.object({ ...Base.entries, b: /* @__PURE__ */ v.string() })))();',
    );
    expect(out).toContain('export const fields = /* @__PURE__ */ (() => ({ ...other }))();');
  });

  it("makes a value that reads another's properties a pure call of its own, not a method call's name", () => {
    const source = `const c = Base.entries;
export const Update = v.object({ title: v.optional(c.title.wrapped) });
export const Plain = v.object({ a: v.string() });
`;
    const out = markPure(source, parse(source) as never);
    expect(out).toContain('const c = /* @__PURE__ */ (() => (Base.entries))();');
    expect(out).toContain(
      'export const Update = /* @__PURE__ */ (() => (/* @__PURE__ */ v.object({ title: /* @__PURE__ */ v.optional(c.title.wrapped) })))();',
    );
    expect(out).toContain(
      'export const Plain = /* @__PURE__ */ v.object({ a: /* @__PURE__ */ v.string() });',
    );
  });
});
