/**
 * A build step (vite.config.ts): the map of each call's domain (`@nervus/contracts`
 * `calls/domains.ts`, every call's name: 1.8 KB gzip) no longer comes with every page. Each
 * module of the app that names a call (`api.call('me', …)`, `api.prepare('challenge', …)`)
 * tells the map its calls' domains as it loads (`registerCallDomains({ me: 'session' })`), so a
 * page carries the names of the calls its own code makes, in its own chunks. A call no loaded
 * module named (a name made at run time) loads the whole map first, once.
 *
 * Only the build is changed: the tests, the server and the dev server read the map as written.
 */
import { fileURLToPath } from 'node:url';
import { CALL_DOMAINS } from '@nervus/contracts';
import type { Plugin } from 'vite';

const DOMAINS_FILE = fileURLToPath(
  new URL('../../../packages/contracts/src/calls/domains.ts', import.meta.url),
);
const DOMAINS = /[\\/]packages[\\/]contracts[\\/]src[\\/]calls[\\/]domains\.ts$/;
/** The app's modules and the API client's: those that name calls. */
const CALLERS = /[\\/](apps[\\/]web|packages[\\/]api-client)[\\/]src[\\/]/;
const ALL = 'virtual:nervus-call-domains';
/** In `loadCall`: the line that reads a call's domain, which learns to ask the whole map. */
const LOOKUP = 'const domain: CallDomain = CALL_DOMAINS[name];';

const known = CALL_DOMAINS as Readonly<Record<string, string>>;

/**
 * The domains of the calls a module names: the first argument of `.call(` and every argument
 * of `.prepare(` that is a call's name.
 *
 * @example callsNamedIn("api.call('me'); api.prepare('challenge', 'x')") // { me: 'session', challenge: 'challenges' }
 */
export function callsNamedIn(code: string): Record<string, string> {
  const names = [
    ...[...code.matchAll(/\.call\(\s*['"`](\w+)['"`]/g)].map((m) => m[1] as string),
    ...[...code.matchAll(/\.prepare\(([^)]*)\)/g)].flatMap((m) =>
      [...(m[1] as string).matchAll(/['"`](\w+)['"`]/g)].map((n) => n[1] as string),
    ),
  ];
  const found: Record<string, string> = {};
  for (const name of names.sort()) {
    const domain = known[name];
    if (domain) found[name] = domain;
  }
  return found;
}

/** A calling module with its calls' domains registered as it loads. */
export function withRegistration(code: string, domainsFile: string): string | null {
  const found = callsNamedIn(code);
  if (Object.keys(found).length === 0) return null;
  return `import { registerCallDomains as __nvCallDomains } from ${JSON.stringify(domainsFile)};\n__nvCallDomains(${JSON.stringify(found)});\n${code}`;
}

/**
 * domains.ts as the browser gets it: the map starts empty, modules register into it, and
 * `loadCall` asks the whole map (the virtual module `ALL`) for a call none registered.
 */
export function emptiedDomains(code: string, parse: (code: string) => unknown): string {
  const program = parse(code) as { body: Node[] };
  const object = findMap(program.body);
  if (!object) throw new Error('call domains: no CALL_DOMAINS object in domains.ts');
  if (!code.includes(LOOKUP)) throw new Error(`call domains: no "${LOOKUP}" in domains.ts`);
  return `${code.slice(0, object.start)}{}${code.slice(object.end)}`
    .replace(
      LOOKUP,
      `const domain: CallDomain = CALL_DOMAINS[name] ?? (await import(${JSON.stringify(ALL)})).ALL[name];`,
    )
    .concat(
      `\n/** Called by each module of the build that names calls (scripts/call-domains-plugin.ts). */\nexport function registerCallDomains(map: Readonly<Record<string, string>>): void {\n  Object.assign(CALL_DOMAINS, map);\n}\n`,
    );
}

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** The object literal `CALL_DOMAINS` is declared with (through `as const satisfies …`). */
function findMap(body: readonly Node[]): Node | null {
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if ((declarator.id as Node & { name?: string }).name !== 'CALL_DOMAINS') continue;
      let init = declarator.init as Node | null;
      while (init && init.type !== 'ObjectExpression') init = (init.expression as Node) ?? null;
      return init;
    }
  }
  return null;
}

export function callDomains(): Plugin {
  return {
    name: 'nervus:call-domains',
    apply: 'build',
    resolveId(id) {
      return id === ALL ? `\0${ALL}` : null;
    },
    load(id) {
      return id === `\0${ALL}` ? `export const ALL = ${JSON.stringify(known)};` : null;
    },
    transform: {
      // After TypeScript is stripped and the router has split its route files: a split part
      // registers the calls it makes itself.
      order: 'post',
      handler(code, id) {
        if (id.includes('node_modules')) return null;
        if (DOMAINS.test(id.split('?')[0] ?? '')) return null;
        if (!CALLERS.test(id)) return null;
        const out = withRegistration(code, DOMAINS_FILE);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}

/** The domains file for the browser (before TypeScript is stripped: it reads the TS line). */
export function callDomainsMap(): Plugin {
  return {
    name: 'nervus:call-domains-map',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: DOMAINS },
      handler(code) {
        return { code: emptiedDomains(code, (s) => this.parse(s, { lang: 'ts' })), map: null };
      },
    },
  };
}
