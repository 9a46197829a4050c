import { describe, expect, it } from 'vitest';
import { loadAfterFirstPaint } from './first-paint-plugin.js';

const built = `<!doctype html><html><head><title>Nervus</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" crossorigin href="/assets/app-C.js">
    <style>p{}</style></head><body><div id="root"></div><script>show()</script></body></html>`;

describe('loadAfterFirstPaint', () => {
  it('leaves the head nothing to fetch and keeps the entry and its preloads for the loader', () => {
    const html = loadAfterFirstPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|<script/);
    expect(html).toContain(
      '<template id="nv-first-load" data-entry="/assets/index-A.js"><link rel="modulepreload" crossorigin href="/assets/framework-B.js"><link rel="modulepreload" crossorigin href="/assets/app-C.js"></template>',
    );
    // The loader runs after the first paint's own inline script, at the end of the body.
    expect(html.indexOf('show()')).toBeLessThan(html.indexOf('nv-first-load'));
    expect(html).toMatch(/<\/template><script>\(function\(\)\{[^<]*<\/script><\/body>/);
  });

  it('refuses a page without the entry script, which could never start', () => {
    expect(() => loadAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(
      /no entry script/,
    );
  });
});
