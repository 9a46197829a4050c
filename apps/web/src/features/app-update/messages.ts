/**
 * What a page says to the service worker (`/sw.js`, written by scripts/service-worker-plugin.ts):
 * "which build are you?" (answered on the message's port) and "take over now".
 */
export const WORKER_MESSAGES = {
  build: 'nervus:build',
  skipWaiting: 'nervus:skip-waiting',
} as const;

/** The `<meta>` of index.html that names the page's own build (absent in development and tests). */
export const BUILD_META = 'nervus-build';
