// `pnpm bench` (web): the gzipped JavaScript each route loads before it can render, against its
// goal (home 120 KB, every other route 150 KB). Reads the built dist/ (vite's manifest and the
// chunks' source maps) and the route tree; records one row per route (`web.route.<path>`).
//
// A route's initial JavaScript is the union, each chunk counted once, of
//   - the entry chunk, every chunk index.html preloads, and their static imports (the app
//     itself is preloaded there and started by the entry after the first paint);
//   - for the route and every parent it renders in: the split chunks the router loads before
//     showing it (component, loader, pending component) and their static imports;
//   - what those routes' `beforeLoad` guards import on demand (`import()` in the route file);
//   - the call tables (`@nervus/contracts` calls/<domain>.ts) of the API calls named by any of
//     that code: the client loads a call's table before its first request.
// Error and not-found components load only on failures and are left out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { record } from '@nervus/bench/report';
import { CALL_DOMAINS } from '@nervus/contracts';

const HOME_GOAL_KB = 120;
const ROUTE_GOAL_KB = 150;
/** The split parts a first visit loads; errorComponent and notFoundComponent wait for a failure. */
const INITIAL_SPLITS = ['component', 'loader', 'pendingComponent'];

const root = fileURLToPath(new URL('../', import.meta.url));
// WEB_DIST: another build's folder (`vite build --outDir`), e.g. beside a shared checkout's dist/.
const dist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath))
  throw new Error('no dist/.vite/manifest.json: run `vite build` first');

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry');

/** A chunk and everything it imports statically, as manifest keys. */
function closure(keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    into.add(key);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

const gzipCache = new Map<string, number>();
function gzipBytes(key: string): number {
  const file = manifest[key]?.file ?? key;
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

const callsCache = new Map<string, readonly string[]>();
/** The API calls a chunk's sources name (`.call('me'`), read from its source map. */
function callsIn(key: string): readonly string[] {
  const file = manifest[key]?.file ?? key;
  let calls = callsCache.get(file);
  if (!calls) {
    const mapPath = join(dist, `${file}.map`);
    const map = existsSync(mapPath)
      ? (JSON.parse(readFileSync(mapPath, 'utf8')) as { sourcesContent?: (string | null)[] })
      : {};
    const text = (map.sourcesContent ?? []).join('\n');
    calls = [...text.matchAll(/\.call\(\s*'(\w+)'/g)].map((m) => m[1] as string);
    callsCache.set(file, calls);
  }
  return calls;
}

/** The modules a chunk holds, from its source map: shared chunks are named by their hash only. */
function sourcesIn(key: string): string {
  const mapPath = join(dist, `${manifest[key]?.file ?? key}.map`);
  if (!existsSync(mapPath)) return key;
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
  const names = sources.map((source) =>
    source
      .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^.*?\/((?:apps|packages)\/)/, '$1'),
  );
  return names.length > 3
    ? `${names.slice(0, 3).join(' ')} (+${names.length - 3})`
    : names.join(' ');
}

/** Manifest key of each domain's call table. */
const domainTables = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  const domain = chunk.src?.match(/contracts\/src\/calls\/(\w+)\.ts$/)?.[1];
  if (domain) domainTables.set(domain, key);
}

// ── The route tree, from the generated file: each route's file, parent and full path. ──

interface RouteNode {
  readonly name: string;
  readonly file: string;
  readonly parent: string | null;
}
const treeSource = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8');
const fileOfImport = new Map(
  [...treeSource.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)].map((m) => [
    m[1] as string,
    m[2] as string,
  ]),
);
const routes = new Map<string, RouteNode>();
const rootFile = fileOfImport.get('rootRouteImport');
if (!rootFile) throw new Error('no root route in the route tree');
routes.set('rootRouteImport', { name: 'rootRouteImport', file: rootFile, parent: null });
// The generator wraps long names over lines (`.update(\n {`, `getParentRoute: () =>\n X`).
for (const m of treeSource.matchAll(
  /const (\w+) =\s*(\w+)\.update\(\s*\{[\s\S]*?getParentRoute: \(\) =>\s*(\w+),[\s\S]*?\} as any,?\s*\)/g,
)) {
  const [, name = '', importName = '', parent = ''] = m;
  const file = fileOfImport.get(importName);
  if (!file) throw new Error(`no file for ${importName}`);
  routes.set(name, { name, file, parent });
}
const updates = treeSource.match(/\.update\(/g)?.length ?? 0;
if (routes.size - 1 !== updates)
  throw new Error(`read ${routes.size - 1} of the route tree's ${updates} routes`);
const fullPathBlock = treeSource.match(
  /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/,
)?.[1];
if (!fullPathBlock) throw new Error('no FileRoutesByFullPath in the route tree');
const fullPathOf = new Map(
  [...fullPathBlock.matchAll(/'([^']+)': typeof (\w+)/g)].map((m) => [
    (m[2] as string).replace(/WithChildren$/, ''),
    m[1] as string,
  ]),
);
const parents = new Set([...routes.values()].map((r) => r.parent));
const leaves = [...routes.values()].filter((r) => r.parent && !parents.has(r.name));

function sourceOf(file: string): { key: string; text: string } {
  for (const ext of ['.tsx', '.ts']) {
    const path = join(root, 'src', `${file}${ext}`);
    if (existsSync(path)) return { key: relative(root, path), text: readFileSync(path, 'utf8') };
  }
  throw new Error(`no source for ${file}`);
}

/** The chunks one route file adds: its split parts and what its guards import on demand. */
function routeChunks(file: string): string[] {
  const { key, text } = sourceOf(file);
  // A split chunk may hold several parts (`?tsr-split=component---loader`).
  const splits = Object.keys(manifest).filter((k) => {
    const parts = k.startsWith(`${key}?tsr-split=`) ? k.split('=')[1]?.split('---') : undefined;
    return parts?.some((part) => INITIAL_SPLITS.includes(part));
  });
  const guards = [...text.matchAll(/import\('(\.[^']+)\.js'\)/g)].flatMap((m) => {
    const target = resolve(dirname(join(root, key)), m[1] as string);
    return ['.ts', '.tsx']
      .map((ext) => relative(root, `${target}${ext}`))
      .filter((k) => k in manifest);
  });
  return [...splits, ...guards];
}

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => {
  const key = keyOfFile.get(m[1] as string);
  if (!key) throw new Error(`index.html preloads ${m[1]}, which the manifest does not know`);
  return key;
});
const entry = closure([entryKey, ...preloaded]);

// `--explain <route path>` lists the chunks of one route with their sizes, to see what it loads.
const explainAt = process.argv.indexOf('--explain');
const explain = explainAt >= 0 ? process.argv[explainAt + 1] : undefined;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface RouteRow {
  readonly path: string;
  readonly bytes: number;
  readonly chunks: number;
  readonly domains: readonly string[];
}
const rows: RouteRow[] = leaves.map((leaf) => {
  const chain: RouteNode[] = [];
  for (let node: RouteNode | undefined = leaf; node; ) {
    chain.unshift(node);
    node = node.parent ? routes.get(node.parent) : undefined;
  }
  const keys = closure(
    chain.flatMap((node) => routeChunks(node.file)),
    new Set(entry),
  );
  const domains = new Set<string>();
  for (const key of keys)
    for (const call of callsIn(key)) {
      const domain = (CALL_DOMAINS as Record<string, string>)[call];
      if (domain) domains.add(domain);
    }
  closure(
    [...domains].flatMap((d) => domainTables.get(d) ?? []),
    keys,
  );
  const fullPath = fullPathOf.get(leaf.name) ?? leaf.name;
  if (explain === fullPath)
    for (const key of keys)
      console.info(`${kb(gzipBytes(key))} KB\t${manifest[key]?.file ?? key}\t${sourcesIn(key)}`);
  return {
    path: fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath,
    bytes: [...keys].reduce((sum, key) => sum + gzipBytes(key), 0),
    chunks: keys.size,
    domains: [...domains].sort(),
  };
});
rows.sort((a, b) => a.path.localeCompare(b.path));

const goalOf = (path: string) => (path === '/' ? HOME_GOAL_KB : ROUTE_GOAL_KB);
const entryBytes = [...entry].reduce((sum, key) => sum + gzipBytes(key), 0);

console.table(
  rows.map((r) => ({
    route: r.path,
    'gzip KB': kb(r.bytes).toFixed(1),
    goal: `<= ${goalOf(r.path)}`,
    chunks: r.chunks,
    'call tables': r.domains.join(' '),
  })),
);
console.info(
  `entry (index.html's script, what it preloads and their imports; on every route): ${kb(entryBytes).toFixed(1)} KB gzip; ` +
    `${rows.filter((r) => kb(r.bytes) > goalOf(r.path)).length} of ${rows.length} routes over their goal`,
);

for (const r of rows) {
  record({
    id: `web.route.${r.path}`,
    target: `initial JS of ${r.path} (gzip)`,
    measured: kb(r.bytes),
    unit: 'KB',
    goal: { op: '<=', value: goalOf(r.path) },
    detail: `${r.chunks} chunks; call tables: ${r.domains.join(', ') || 'none'}`,
  });
}
