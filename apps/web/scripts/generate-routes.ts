// `pnpm routes`: writes the route files the table asks for (placeholders and redirects into their
// `(placeholders)` folders, static and content pages beside the real ones). Existing files are
// left alone, so hand-written pages stay as they are.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROUTES } from '../src/lib/route-table.js';
import { routeFiles, sourceOf } from './route-files.js';

const ROUTES_DIR = new URL('../src/routes/', import.meta.url).pathname;

const written: string[] = [];
const byHand: string[] = [];
for (const route of routeFiles()) {
  const file = join(ROUTES_DIR, route.file);
  if (existsSync(file)) continue;
  const source = sourceOf(route);
  if (!source) {
    byHand.push(route.path);
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  written.push(file);
}
// Written as the repository's formatter would, so that `biome ci` passes on a fresh generation.
if (written.length > 0)
  execFileSync('biome', ['format', '--write', ...written], { stdio: 'inherit' });

console.info(`${written.length} route files written, ${ROUTES.length} routes in the table`);
if (byHand.length > 0) {
  console.info(`pages to write by hand (or give them a feature): ${byHand.join(', ')}`);
}
