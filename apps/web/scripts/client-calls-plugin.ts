/**
 * A build step (vite.config.ts): the call tables the browser loads (`@nervus/contracts`
 * `calls/<domain>.ts`) keep only what the client reads of a call — its method, path, success
 * status and answer schema (`ClientCallDefinition`, the type `loadCall` answers, so the client
 * cannot read anything else without failing to compile). The rest of each entry is for the
 * server and the OpenAPI document: summaries and tags (text), who may call, and above all the
 * input schemas (body, query, path parameters), which the client never validates against — the
 * server does. With those properties gone, the schemas only they named are tree-shaken away: the
 * call tables every page loads at start carried the OAuth token, authorization and CSP-report
 * schemas, and the game table carried the idea and rating inputs (with the challenge schemas
 * they import). Forms that validate input import their schemas themselves, as before.
 *
 * Only the build is changed; the tests and the dev server run the tables as written. An entry
 * that is not a plain object literal (a spread, a shared variable) is left whole.
 *
 * `pureContracts` below lets the bundler leave out the schemas that are then named by nothing.
 */
import type { ClientCallDefinition } from '@nervus/contracts';
import type { Plugin } from 'vite';

/**
 * The properties the client reads (see `call()` in packages/api-client/src/client.ts): the
 * object names every property of ClientCallDefinition, so a field added there is kept here too.
 */
const KEPT: ReadonlySet<string> = new Set(
  Object.keys({
    method: true,
    path: true,
    status: true,
    response: true,
  } satisfies Record<keyof ClientCallDefinition, true>),
);

const TABLE = /[\\/]packages[\\/]contracts[\\/]src[\\/]calls[\\/](?!define|domains)\w+\.ts$/;

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The object literals passed to `defineCalls(…)` in a parsed module. */
function tablesIn(node: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) tablesIn(child, into);
    return into;
  }
  if (!isNode(node)) return into;
  const callee = node.callee as Node | undefined;
  const [first] = (node.arguments as Node[] | undefined) ?? [];
  if (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    callee.name === 'defineCalls' &&
    first?.type === 'ObjectExpression'
  ) {
    into.push(first);
    return into;
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') tablesIn(value, into);
  return into;
}

const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  if (property.type !== 'Property' || property.computed || !key) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
};

/**
 * Rewrites each call's entry to the kept properties, from the end of the file backwards so that
 * the offsets still to be used stay right.
 */
function stripEntries(code: string, program: Node): string {
  const entries: Node[] = [];
  for (const table of tablesIn(program))
    for (const call of table.properties as Node[]) {
      const value = call.value as Node | undefined;
      if (call.type !== 'Property' || value?.type !== 'ObjectExpression') continue;
      const properties = value.properties as Node[];
      if (properties.some((p) => keyName(p) === undefined)) continue;
      entries.push(value);
    }
  let out = code;
  for (const entry of entries.sort((a, b) => b.start - a.start)) {
    const kept = (entry.properties as Node[])
      .filter((p) => KEPT.has(keyName(p) ?? ''))
      .map((p) => code.slice(p.start, p.end));
    out = `${out.slice(0, entry.start)}{ ${kept.join(', ')} }${out.slice(entry.end)}`;
  }
  return out;
}

/**
 * Drops the imports nothing names any more. Tree-shaking would drop their code, but not the
 * edge to their module: the bundler places a module's imports in its chunk, so the start-up
 * chunk took the OAuth schemas' module (for an input schema no longer there) and, through it,
 * the sign-up rules. A name still written anywhere in the file (even in a comment) is kept.
 */
function stripImports(code: string, program: Node): string {
  const imports = (program.body as Node[]).filter(
    (node) => node.type === 'ImportDeclaration' && node.importKind !== 'type',
  );
  let rest = code;
  for (const node of [...imports].reverse())
    rest = `${rest.slice(0, node.start)}${rest.slice(node.end)}`;
  const named = (name: string) =>
    new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest);
  let out = code;
  for (const node of [...imports].reverse()) {
    const specifiers = node.specifiers as Node[];
    if (specifiers.length === 0) continue; // imported for its effects
    const used = specifiers.filter((s) => named((s.local as Node).name as string));
    if (used.length === specifiers.length) continue;
    let replacement: string | undefined;
    if (used.length === 0) replacement = '';
    else if (used.every((s) => s.type === 'ImportSpecifier'))
      replacement = `import { ${used.map((s) => code.slice(s.start, s.end)).join(', ')} } from ${code.slice((node.source as Node).start, (node.source as Node).end)};`;
    if (replacement !== undefined)
      out = `${out.slice(0, node.start)}${replacement}${out.slice(node.end)}`;
  }
  return out;
}

type Parse = (code: string) => unknown;

/** A call table's module as the browser needs it (see the top of this file). */
export function stripCallTables(code: string, parse: Parse): string {
  const stripped = stripEntries(code, parse(code) as Node);
  return stripImports(stripped, parse(stripped) as Node);
}

/**
 * Marks each call in a top-level declaration's value (outside functions) as pure, so that a
 * schema nothing uses is left out. Valibot marks its functions free of side effects, but the
 * bundler does not see it through a namespace import (`v.object(…)`), so an unused schema
 * stayed as a bare call (`v.object({…});`): the input and query schemas of the contracts that
 * no page validates against. Only the contracts' modules get it: they declare schemas and
 * constants and run nothing at the top level (`"sideEffects": false`).
 */
export function markPure(code: string, program: Node): string {
  // Inserted text by offset; at one offset, later entries go in front of earlier ones.
  const inserts: { at: number; text: string }[] = [];
  // Whether the value reads a property (a spread or `a.b`, other than a called method's name):
  // the bundler keeps such a read even when nothing names the value, as a getter may run.
  let reads = false;
  const callees = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node) || node.type.includes('Function')) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      inserts.push({ at: node.start, text: '/* @__PURE__ */ ' });
      callees.add(node.callee);
    }
    if (node.type === 'SpreadElement') reads = true;
    if (node.type === 'MemberExpression' && !callees.has(node)) reads = true;
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      reads = false;
      visit(init);
      // A spread (`...BaseSchema.entries`) or a property read (`Base.entries.title.wrapped`) may
      // run a getter, so the bundler keeps it, and the schema it reads, even when nothing names
      // the value: the sign-up input kept the handle and password rules, with their list of web
      // domains, in the accounts table; the catalyst's update input kept the creation form's
      // schemas, with the question-title rules, in the challenges table. The value as a pure
      // call of its own is left out whole when unused.
      if (init && reads)
        inserts.push(
          { at: init.end, text: '))()' },
          { at: init.start, text: '/* @__PURE__ */ (() => (' },
        );
    }
  }
  let out = code;
  for (const { at, text } of inserts
    .map((x, i) => ({ ...x, i }))
    .sort((a, b) => b.at - a.at || a.i - b.i))
    out = `${out.slice(0, at)}${text}${out.slice(at)}`;
  return out;
}

/** The contracts' schemas that the browser's code never names are left out (see markPure). */
export function pureContracts(): Plugin {
  return {
    name: 'nervus:pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler(code) {
        const program = this.parse(code, { lang: 'ts' }) as unknown as Node;
        return { code: markPure(code, program), map: null };
      },
    },
  };
}

export function clientCalls(): Plugin {
  return {
    name: 'nervus:client-calls',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: TABLE },
      handler(code) {
        const parse = (source: string) => this.parse(source, { lang: 'ts' });
        // The rewritten lines no longer match the source's: the map says only which file.
        return { code: stripCallTables(code, parse), map: null };
      },
    },
  };
}
