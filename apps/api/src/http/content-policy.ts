/**
 * The Content-Security-Policy of the web app's pages, made from the built index.html: scripts
 * and styles from our own origin only, plus the inline script and stylesheet the build puts in
 * the page for its first paint (apps/web `scripts/first-paint-plugin.ts`), allowed by their
 * SHA-256 and by nothing else. No `'unsafe-inline'` anywhere: an injected `<script>`, `<style>`
 * or `style="…"` attribute does not run. React's `style` props are set through the CSSOM, which
 * a policy does not govern. Violations are reported to `POST /api/csp-report`.
 */
import { createHash } from 'node:crypto';

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API's name for our endpoint (`report-to`, `Reporting-Endpoints`). */
const REPORT_GROUP = 'csp-endpoint';

/**
 * Files other than pages (scripts, styles, images, fonts, 404s): they load nothing, and an SVG
 * or a text file opened on its own must not run anything either.
 */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

function hashes(html: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const body = match[2] ?? '';
    // A script with a `src` runs its file, which 'self' allows; its (empty) body is not code.
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    found.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...found];
}

/**
 * The policy of a page built as `html`. The hashes are of the build's own inline code, taken
 * from the file as built: a page filled in per request (a challenge's first paint) gets the
 * policy of the file it was filled from, so nothing filled in can ever be allowed to run.
 *
 * - images: ours, data and blob URLs (previews of a file being uploaded), and any https address:
 *   Unsplash's pictures, an article's image and avatars come from hosts we do not list;
 * - connections: our own origin (the API and its Server-Sent Events), and `connect`: the hosts
 *   of a realtime service the browser talks to itself (Ably, when `ABLY_API_KEY` is set);
 * - workers: our own files only, the service worker `/sw.js` (decision 0024); said on its own
 *   rather than left to `script-src`, whose hashes are for the page's inline lines;
 * - no plugins, no `<base>`, forms post only to us, and no site may frame a page, except the
 *   pages made to be embedded (`embeddable`: the question collection, decision 17), which any
 *   site may frame.
 *
 * @example pagePolicy('<script>go()</script>') // "default-src 'self'; script-src 'self' 'sha256-…'; …"
 */
export function pagePolicy(
  html: string,
  { embeddable = false, connect = [] as readonly string[] } = {},
): string {
  const scripts = hashes(html, /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi);
  const styles = hashes(html, /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    ['style-src', "'self'", ...styles].join(' '),
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    embeddable ? 'frame-ancestors *' : "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/**
 * Where ably-js 2.x connects from a browser: its endpoint (`main.realtime.ably.net`) and its
 * fallbacks and connectivity checks (`*.ably-realtime.com`), over HTTPS and WebSocket.
 */
export const ABLY_CONNECT_SOURCES: readonly string[] = [
  'https://*.ably.net',
  'wss://*.ably.net',
  'https://*.ably-realtime.com',
  'wss://*.ably-realtime.com',
];

/** The headers that go with a page's policy: where the Reporting API sends its reports. */
export const PAGE_REPORTING: Readonly<Record<string, string>> = {
  'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};
