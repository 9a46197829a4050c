/**
 * Where each entry of the route table lives and what `pnpm routes` writes there.
 *
 * Real pages are flat files in `src/routes/` (`/a/$b` → `a.$b.tsx`). Placeholders (entries with a
 * `feature`) and redirects are generated into `(placeholders)` route-group folders, which do not
 * change the address, so that a listing of `src/routes/` shows the real pages. The router's
 * generator finds a route's parent by the longest prefix of its file path, groups included, so a
 * group folder sits below the nearest real page above its routes: `(placeholders)/idea-race.tsx`,
 * `$platformSlug/(placeholders)/medals.tsx` (child of `$platformSlug.tsx`),
 * `$platformSlug/my-dashboard/(placeholders)/director.funding.tsx`.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasChildRoutes, ROUTES, type RouteEntry, routeEntry } from '../src/lib/route-table.js';

export const GROUP = '(placeholders)';

/** A static page is an entry with a text of its own here (`<route name>.en.ts`). */
const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n/pages');

/** Pages whose text the API keeps per platform (content pages), by route name. */
const CONTENT_PAGES: Record<string, string> = {
  tos: 'terms-of-service',
  policy: 'privacy-policy',
  gdpr: 'gdpr',
  dmca: 'dmca',
  accessibility: 'accessibility',
  contact: 'contact-us',
};

export type RouteFileKind = 'generated' | 'static' | 'content' | 'page';

export interface RouteFile {
  /** The address as the table writes it; `path/` for the index of a placeholder layout. */
  readonly path: string;
  /** The table entry (the layout's entry for a placeholder's index). */
  readonly entry: RouteEntry;
  /** Relative to `src/routes/`. */
  readonly file: string;
  /** The route id `createFileRoute` is called with (the path, with the group folder). */
  readonly id: string;
  readonly kind: RouteFileKind;
}

/** The flat route file of a path: `/a/$b` → `a.$b.tsx`, `/` → `index.tsx`, `/a/` → `a.index.tsx`. */
export function fileFor(path: string): string {
  if (path === '/') return 'index.tsx';
  if (path.endsWith('/')) return `${path.slice(1, -1).replaceAll('/', '.')}.index.tsx`;
  return `${path.slice(1).replaceAll('/', '.')}.tsx`;
}

/** Placeholders and redirects: generated into a group folder. */
export function isGenerated(entry: RouteEntry): boolean {
  return Boolean(entry.redirect ?? entry.feature);
}

/** The nearest entry above a path (its parent route), if any. */
function ancestorOf(path: string): RouteEntry | undefined {
  const segments = path.replace(/\/$/, '').split('/');
  for (let n = segments.length - 1; n > 1; n--) {
    const entry = routeEntry(segments.slice(0, n).join('/'));
    if (entry) return entry;
  }
  return undefined;
}

/** The nearest real page above a generated entry: its group folder sits below that page. */
function anchorOf(entry: RouteEntry): RouteEntry | undefined {
  let above = ancestorOf(entry.path);
  while (above && isGenerated(above)) above = ancestorOf(above.path);
  return above;
}

function kindOf(entry: RouteEntry): RouteFileKind {
  if (isGenerated(entry)) return 'generated';
  if (CONTENT_PAGES[entry.name]) return 'content';
  if (existsSync(join(PAGES_DIR, `${entry.name}.en.ts`))) return 'static';
  // A path whose index is its own entry only lays out its children.
  if (routeEntry(`${entry.path}/`)) return 'generated';
  return 'page';
}

function generatedFile(entry: RouteEntry, path: string): Pick<RouteFile, 'file' | 'id'> {
  if (!isGenerated(entry)) return { file: fileFor(path), id: path };
  const anchor = anchorOf(entry)?.path ?? '';
  const rest = path.slice(anchor.length);
  const dir = anchor ? `${anchor.slice(1)}/${GROUP}` : GROUP;
  return { file: `${dir}/${fileFor(rest)}`, id: `${anchor}/${GROUP}${rest}` };
}

/** Every route file the table asks for, in table order. */
export function routeFiles(): RouteFile[] {
  const files: RouteFile[] = [];
  for (const entry of ROUTES) {
    const above = ancestorOf(entry.path);
    if (above && isGenerated(above) && !isGenerated(entry)) {
      throw new Error(`${entry.path} is a page below the placeholder ${above.path}`);
    }
    const kind = kindOf(entry);
    files.push({ path: entry.path, entry, kind, ...generatedFile(entry, entry.path) });
    // A placeholder with children is a layout; its index shows the placeholder page.
    if (entry.feature && hasChildRoutes(entry.path) && !routeEntry(`${entry.path}/`)) {
      const index = `${entry.path}/`;
      files.push({ path: index, entry, kind, ...generatedFile(entry, index) });
    }
  }
  return files;
}

function meta(entry: RouteEntry): string {
  const { path: _path, redirect: _redirect, title: _title, ...rest } = entry;
  return JSON.stringify(rest).replace(/"(\w+)":/g, '$1: ');
}

/** The source `pnpm routes` writes for a route file that does not exist yet. */
export function sourceOf(route: RouteFile): string | undefined {
  const depth = route.file.split('/').length - 1;
  const src = `${'../'.repeat(depth + 1)}`;
  switch (route.kind) {
    case 'generated':
      return `import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '${src}features/shell/table-route.js';

export const Route = createFileRoute('${route.id}')(tableRoute('${route.path}'));
`;
    case 'content':
      return `import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '${src}features/pages/content-page.js';

export const Route = createFileRoute('${route.id}')({
  staticData: ${meta(route.entry)},
  component: () => <ContentPage page="${CONTENT_PAGES[route.entry.name]}" />,
});
`;
    case 'static':
      return `import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '${src}features/shell/static-page.js';
import { pageText } from '${src}i18n/pages/${route.entry.name}.en.js';

export const Route = createFileRoute('${route.id}')({
  staticData: ${meta(route.entry)},
  component: () => <StaticPage text={pageText} />,
});
`;
    case 'page':
      // A real page is written by hand: the table cannot say what it shows.
      return undefined;
  }
}
