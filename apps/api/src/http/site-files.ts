/**
 * `/sitemap.xml` and `/robots.txt`, written for the origin the crawler reached. A sitemap is
 * a read over every public challenge and player: kept a while per origin and page, so crawlers
 * (or anyone) asking again cost nothing.
 */
import type { Context } from 'hono';
import { originOf } from './link-preview.js';
import { FILE_HEADERS } from './static.js';

/** How long a sitemap is reused; search engines read them every few hours at most. */
const SITEMAP_TTL_MS = 10 * 60_000;
/** Origins and pages kept; hosts are the client's to choose, so the oldest go. */
const SITEMAPS_MAX = 50;

export interface SiteFilesOptions {
  /** The sitemap (`page` null) or one of its pages at `origin`; null for no such page. */
  readonly sitemap: (origin: string, page: number | null) => Promise<string | null>;
  readonly robots: (origin: string) => string;
  readonly trustProxy: number;
  readonly now: () => number;
}

const notFound = () =>
  new Response('Not found.', {
    status: 404,
    headers: { ...FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  });

export function siteFiles(options: SiteFilesOptions) {
  const sitemaps = new Map<string, { at: number; body: Promise<string | null> }>();

  return {
    async sitemap(c: Context): Promise<Response> {
      const asked = c.req.query('page');
      const page = asked === undefined ? null : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 0;
      if (page === 0) return notFound();
      const origin = originOf(c, options.trustProxy);
      const key = `${origin} ${page ?? ''}`;
      let entry = sitemaps.get(key);
      if (!entry || options.now() - entry.at >= SITEMAP_TTL_MS) {
        entry = { at: options.now(), body: options.sitemap(origin, page) };
        sitemaps.delete(key);
        sitemaps.set(key, entry);
        if (sitemaps.size > SITEMAPS_MAX) {
          const oldest = sitemaps.keys().next().value;
          if (oldest !== undefined) sitemaps.delete(oldest);
        }
        entry.body.catch(() => sitemaps.delete(key));
      }
      const body = await entry.body;
      if (body === null) return notFound();
      return new Response(body, {
        headers: {
          ...FILE_HEADERS,
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=600',
        },
      });
    },

    robots(c: Context): Response {
      return new Response(options.robots(originOf(c, options.trustProxy)), {
        headers: {
          ...FILE_HEADERS,
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      });
    },
  };
}
