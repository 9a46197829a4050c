// `pnpm bench` (web): the gzipped JavaScript the home route loads before it can render (the
// entry script and what it preloads), as a ratio of the 150 KB budget. Reads the built dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1] as string);
if (files.length === 0) throw new Error('no entry script in dist/index.html: build first');

const rows = files.map((file) => {
  const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.table(
  rows.map((r) => ({
    file: r.file,
    'raw KB': (r.raw / 1024).toFixed(1),
    'gzip KB': (r.gzip / 1024).toFixed(1),
  })),
);
console.info(
  `initial JS of the home route: ${(total / 1024).toFixed(1)} KB gzipped = ${(total / BUDGET_BYTES).toFixed(3)} of the 150 KB budget`,
);
