import { CALL_DOMAINS } from '@nervus/contracts';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callDomains, callDomainsMap } from './scripts/call-domains-plugin.js';
import { clientCalls, pureContracts } from './scripts/client-calls-plugin.js';
import { firstPaint } from './scripts/first-paint-plugin.js';
import { serviceWorker } from './scripts/service-worker-plugin.js';
import { slimRoutes } from './scripts/slim-routes-plugin.js';

/**
 * Lists, in index.html, what every page loads on demand as it starts: the app itself
 * (`start.tsx`, which the entry imports after the first paint), React's DOM renderer (a one-line
 * chunk over the framework, which the entry imports first so that the libraries are evaluated in
 * a task of their own) and the call tables every shell needs at once (its platform and the
 * feature flags; the client loads a table on a call's first use). The list is a `<template>` of
 * `modulepreload` links that the entry puts in the document once the first paint is on screen:
 * everything is then fetched at once, in parallel, instead of each waiting for the code before
 * it to run (a round trip each), and nothing is fetched ahead of the first paint, which on a
 * phone's connection would have shared its bandwidth with the page's own bytes and held the
 * largest paint back (Lighthouse mobile: LCP 2.0 s with the links in the head, 1.0 s after).
 */
function preloadStart(): Plugin {
  const domains = new Set<string>([CALL_DOMAINS.currentPlatform, CALL_DOMAINS.flags]);
  const started = (module: string) => {
    const domain = module.match(/contracts\/src\/calls\/(\w+)\.ts$/)?.[1];
    if (domain) return domains.has(domain);
    return /\/src\/start\.tsx$/.test(module) || /[\\/]react-dom[\\/]client\.js$/.test(module);
  };
  return {
    name: 'nervus:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && started(chunk.facadeModuleId))
            add(chunk.fileName);
        }
        return [
          {
            tag: 'template',
            attrs: { id: 'nv-preload' },
            children: [...files]
              .filter((file) => !html.includes(`/${file}"`))
              .map((file) => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              })),
            injectTo: 'body' as const,
          },
        ];
      },
    },
  };
}

const SHARED_GROUPS = new Set([
  'framework',
  'app',
  'start-calls',
  'preload-helper',
  'rolldown-runtime',
]);

/** Files of the groups above that the app chunk imports, by their name (`chunkFileNames`). */
const SHARED_FILE = /^assets\/(framework|start-calls|preload-helper|rolldown-runtime)-/;

// In development the API runs beside: `pnpm --filter @nervus/api dev` on port 3000.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: every route file is imported by the route tree, so a loader left in it
      // would pull its feature's queries (and their schemas) into the home route's first load.
      // A route's loader and component share one chunk: the page needs both before it shows, and
      // a chunk less per route is an entry less in the lazy-import table every page loads. Its
      // pending component too: the router asks for both at once, the skeleton mostly comes from
      // the page's own module (its chunk imported the page's anyway), and its own import and
      // preload list cost every page 0.3 KB gzip with no route lighter for it.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    clientCalls(),
    pureContracts(),
    callDomainsMap(),
    callDomains(),
    slimRoutes(),
    preloadStart(),
    firstPaint(),
    serviceWorker(),
  ],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      {
        // The router's store reads selected state through React 17's shim of
        // useSyncExternalStore; React 19 has the hook, and the package's own build for React 18
        // and later (the same API) uses it: the shim's copy of the hook left every page.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    modulePreload: {
      // A lazy import's preload list names every file its chunk imports, so that all are fetched
      // at once. The app's own imports need not name the files the app chunk itself imports (the
      // libraries, the start calls, the runtime): they are in before any of its imports runs,
      // and naming them in each of its ~250 lists cost every page 0.25 KB gzip.
      resolveDependencies: (_file, deps, { hostId }) =>
        /^assets\/app-/.test(hostId) ? deps.filter((dep) => !SHARED_FILE.test(dep)) : deps,
    },
    // Built for the bundle budget and error reports, but not named in the scripts: the API
    // never serves `.map` files (http/static.ts), so visitors do not get the sources.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // The app's table of lazy imports names each chunk's file, twice (the import and its
        // preload list): with the route files' names in them (`_platformSlug.my-dashboard.
        // catalyst.open.easy-mode.detail._challenge.mentoring._idea-…`) it weighed 1.9 KB gzip on
        // every page. A chunk is named by its content hash alone; the shared groups keep their
        // names (the build's manifest and source maps still say what each file holds).
        // Seven characters of hash, not eight: the table lists ~380 files, and a hash does not
        // compress (-0.55 KB gzip on every page). 42 bits still tell a file's versions apart
        // (rolldown refuses fewer for this many chunks), and every file under assets/ is cached
        // as immutable whatever its name (the API's static.ts).
        chunkFileNames: (chunk) =>
          SHARED_GROUPS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Merging the pages' small shared chunks further does not bring pages under their
        // budget (measured on a clean build, 95 of 215 routes over, common part 147.2 KB): even
        // gzipping each page's own chunks as one file would bring 2 routes under, and merges
        // that give no page code it does not need (modules grouped by the set of pages that
        // load them) removed 4 of 418 files and moved no route under. Most small files are
        // dynamic imports (a route's split, a call table), and rolldown 1.2 keeps a re-export
        // file for each one a group captures (rolldown#9729), so they cannot join a group.
        // experimentalInlineCommonChunks (copies them into their pages) saves 2.8 KB a page on
        // average, but it needs strictExecutionOrder, whose wrappers cost every page 10 KB.
        codeSplitting: {
          // The libraries every page runs in one file: a phone on HTTP/1.1 fetches six files
          // at a time, and split into a dozen small chunks they held the stylesheet and the
          // page's own code back by whole round trips.
          groups: [
            {
              // Vite's helper for preloading what a dynamic import needs: the entry uses it to
              // start the app, which must not run before the first paint (see main.tsx). With
              // it `nextTask`, which the entry shares with start.tsx: left to the app group, it
              // put the app chunk among the entry's static imports, and the framework and the
              // app were evaluated in one long task with the entry, whatever main.tsx staged
              // (e2e/start.e2e.ts).
              name: 'preload-helper',
              test: /preload-helper|[\\/]src[\\/]lib[\\/]next-task\.ts$/,
              priority: 3,
            },
            {
              // React and the router only: what every page runs. The other libraries' modules
              // (query's mutations and batched queries, valibot, jotai's utilities …) go with the
              // app or with the pages that use them, so that a page does not load what only
              // other pages need.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
              priority: 2,
            },
            {
              // The call tables every page loads as it starts (vite.config's preloadStart) and
              // the schemas they share, in one file instead of eight small ones.
              name: 'start-calls',
              test: /contracts[\\/]src[\\/](calls[\\/](session|platforms|define)|session|flags|platforms|common)\.ts$/,
              priority: 2,
            },
            {
              // The app as it starts (start.tsx, the route tree and what they import): one file,
              // as when it was the entry, not pieces spread over the pages' chunks.
              name: 'app',
              test: (id: string) =>
                /\/src\/(start\.tsx|routeTree\.gen\.ts)$/.test(id) ||
                (/\/src\/routes\/.*\.tsx$/.test(id) && !id.includes('tsr-split')),
              includeDependenciesRecursively: true,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
