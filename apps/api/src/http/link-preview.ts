/**
 * Link previews: a page request for a challenge, a player or a platform is answered with that
 * page's own title, description, canonical address and Open Graph / Twitter card tags in
 * index.html's head, so that a crawler or a chat app that runs no script shows the page itself
 * rather than the product's generic head. The app stays a single-page app: it replaces the
 * title (`document.title`, features/shell) once it runs, and sets none of these tags.
 */
import type { Challenge } from '@nervus/contracts';
import type { Context } from 'hono';
import { escapeHtml } from './first-paint.js';

export const SITE_NAME = 'Nervus';

/** A page as its preview shows it. Addresses are paths of the site (or absolute for images). */
export interface LinkPreview {
  readonly title: string;
  readonly description: string;
  /** The page's canonical path, e.g. `/challenges/lunch`. */
  readonly path: string;
  /** A path of the site or an absolute http(s) address; null for the default image. */
  readonly image: string | null;
  readonly type: 'article' | 'profile' | 'website';
}

/**
 * The default picture when a page has none: the built-in painter's (a JPEG every preview
 * reader takes; the favicon is an SVG, which they do not).
 */
export const DEFAULT_IMAGE = '/api/images/generated/6e6572767573a1b2?w=1200';

/** What a preview's description shows at most (previews cut around 200 characters). */
const DESCRIPTION_MAX = 200;

/** One line of at most `DESCRIPTION_MAX` characters, cut at a word with an ellipsis. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A challenge as its public page shows it (GET /api/challenges/{id} for a visitor). */
export function challengePreview(challenge: Challenge): LinkPreview {
  return {
    title: challenge.question_title,
    description: summary(challenge.question_detail),
    path: `/challenges/${encodeURIComponent(challenge.slug)}`,
    image: challenge.primary_image,
    type: 'article',
  };
}

/**
 * The site's origin as the client reached it: the request's host, and behind trusted proxies
 * the scheme the client used.
 */
export function originOf(c: Context, trustProxy: number): string {
  const url = new URL(c.req.url);
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (trustProxy > 0 && (forwarded === 'https' || forwarded === 'http')) {
    url.protocol = `${forwarded}:`;
  }
  return url.origin;
}

/** An absolute http(s) address of `address` on `origin`, or null when it is neither. */
export function absolute(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The head's tags for `preview`, every value HTML-escaped. */
export function previewTags(preview: LinkPreview, origin: string): string {
  const url = absolute(preview.path, origin) ?? origin;
  const image =
    (preview.image && absolute(preview.image, origin)) ?? absolute(DEFAULT_IMAGE, origin) ?? '';
  const description = preview.description || preview.title;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * index.html with the page's title and description in place of the generic ones, and the
 * preview's tags right after the title (early in the head: some readers read only its start).
 * Each is replaced rather than added: a head with two titles or descriptions leaves the choice
 * to the reader.
 */
export function withPreview(index: string, preview: LinkPreview, origin: string): string {
  const description = preview.description || preview.title;
  const title = `<title>${escapeHtml(`${preview.title} · ${SITE_NAME}`)}</title>`;
  const tags = previewTags(preview, origin);
  const head = index.replace(
    DESCRIPTION,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  return TITLE.test(head)
    ? head.replace(TITLE, () => `${title}${tags}`)
    : head.replace('</head>', () => `${title}${tags}</head>`);
}
