import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from './content-policy.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pagePolicy', () => {
  it('allows the inline script and stylesheet of the build by hash, and nothing inline else', () => {
    const script = "(function(){document.getElementById('root')})()";
    const style = ':root{--accent:#123}';
    const policy = pagePolicy(
      `<html><head><style>${style}</style><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><script>${script}</script></body></html>`,
    );
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", sha(script)]);
    expect(directives['style-src']).toEqual(["'self'", sha(style)]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // The service worker, /sw.js, and no other script's origin.
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['report-uri']).toEqual(['/api/csp-report']);
  });

  it('lets any site frame an embeddable page, and changes nothing else', () => {
    const html = '<div id="root"></div><script>go()</script>';
    const framed = pagePolicy(html, { embeddable: true });
    expect(framed).toContain('; frame-ancestors *;');
    expect(framed).not.toContain("frame-ancestors 'none'");
    expect(framed.replace('frame-ancestors *', "frame-ancestors 'none'")).toBe(pagePolicy(html));
  });

  it('adds the connections it is given, and nothing else', () => {
    const html = '<div id="root"></div>';
    const policy = pagePolicy(html, { connect: ['wss://*.ably.net'] });
    expect(policy).toContain("; connect-src 'self' wss://*.ably.net;");
    expect(policy.replace(' wss://*.ably.net', '')).toBe(pagePolicy(html));
  });

  it('gives a page without inline code our own origin only', () => {
    expect(pagePolicy('<div id="root"></div>')).toContain("script-src 'self'; style-src 'self';");
  });
});
