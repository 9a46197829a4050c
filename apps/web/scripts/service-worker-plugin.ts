/**
 * A build step (vite.config.ts): the service worker `/sw.js` and the build's id (decision 0024).
 *
 * Each build gets an id made from what it emitted (every file's name, which Vite derives from
 * its content, and index.html as written). index.html carries it in a `<meta>` (BUILD_META)
 * and `sw.js` holds it, so a new build is a new `sw.js` byte for byte: the browser's update
 * check (`registration.update()`, features/app-update) installs it as a waiting worker, and the
 * page asks that worker for its build to tell a newer version from its own.
 *
 * The worker answers no request and caches nothing: it has no `fetch` handler, so pages and the
 * API are never served from it (no stale page, no other player's answers), and a navigation
 * does not wait for it to start.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_META, WORKER_MESSAGES } from '../src/features/app-update/messages.js';

/** The worker's whole source for a build: it tells its build, and takes over when asked to. */
export function serviceWorkerSource(build: string): string {
  return `// Nervus's service worker (docs/decisions/0024): no fetch handler, no caches.
const BUILD = ${JSON.stringify(build)};
self.addEventListener('message', (event) => {
  if (event.data === ${JSON.stringify(WORKER_MESSAGES.skipWaiting)}) self.skipWaiting();
  else if (event.data === ${JSON.stringify(WORKER_MESSAGES.build)} && event.ports[0]) event.ports[0].postMessage(BUILD);
});
`;
}

/** The id of a build: its emitted files' names and its index.html, hashed. */
export function buildId(fileNames: readonly string[], html: string): string {
  const hash = createHash('sha256');
  for (const name of [...fileNames].sort()) hash.update(`${name}\n`);
  return hash.update(html).digest('base64url').slice(0, 16);
}

/** index.html with the build's id in its head, where the page reads it. */
export function withBuildId(html: string, build: string): string {
  if (!html.includes('</head>')) throw new Error('service worker: index.html has no </head>');
  return html.replace('</head>', `<meta name="${BUILD_META}" content="${build}"></head>`);
}

export function serviceWorker(): Plugin {
  return {
    name: 'nervus:service-worker',
    apply: 'build',
    generateBundle: {
      // After vite:build-html has written index.html (and first-paint.ts its markup into it).
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('service worker: no index.html was built');
        const names = Object.keys(bundle).filter((name) => name !== 'index.html');
        const build = buildId(names, String(index.source));
        index.source = withBuildId(String(index.source), build);
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(build) });
      },
    },
  };
}
