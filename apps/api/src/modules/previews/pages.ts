/**
 * Link previews of players and platforms, the sitemap and robots.txt: what search engines and
 * link readers are given, only what the public pages show.
 */
import { isReservedHandle } from '@nervus/game-rules';
import type { Database } from '../../db/client.js';
import { type LinkPreview, SITE_NAME, summary } from '../../http/link-preview.js';
import {
  challengeEntries,
  type PlatformPreviewRow,
  type PlayerPreviewRow,
  platformBySubdomain,
  playerByHandle,
  playerEntries,
  publicCounts,
} from './queries.js';

export function playerPreview(player: PlayerPreviewRow): LinkPreview {
  const name = [player.firstName, player.lastName].filter(Boolean).join(' ');
  const at = `@${player.screenName}`;
  return {
    title: name ? `${name} (${at})` : at,
    description: summary(
      player.slogan || player.bio || `${at}'s challenges and ideas on ${SITE_NAME}.`,
    ),
    // The app's address of a player: their screen name as they wrote it.
    path: `/${encodeURIComponent(player.screenName)}`,
    image: player.avatarUrl,
    type: 'profile',
  };
}

export function platformPreview(platform: PlatformPreviewRow, path: string): LinkPreview {
  return {
    title: platform.title || platform.name,
    description: summary(
      platform.slogan ||
        platform.marketingPhrase ||
        platform.organizationDescription ||
        `${platform.name} on ${SITE_NAME}.`,
    ),
    path,
    image: platform.mastheadBackgroundImage || platform.organizationImage,
    type: 'website',
  };
}

/**
 * The preview of `/{segment}`: a player's page (their handle, any case). The app shows players
 * there and nothing else (an unknown name, a platform's slug included, goes home with a notice),
 * so reserved names (game-rules: never players) cost no read.
 */
export async function segmentPreview(
  db: Database,
  segment: string,
): Promise<LinkPreview | undefined> {
  if (isReservedHandle(segment)) return undefined;
  const player = await playerByHandle(db, segment);
  return player && playerPreview(player);
}

/** The preview of a platform's home on its subdomain; the root's home keeps the generic head. */
export async function homePreview(db: Database, label: string): Promise<LinkPreview | undefined> {
  const platform = await platformBySubdomain(db, label);
  return platform && !platform.isDefault ? platformPreview(platform, '/') : undefined;
}

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `/sitemap.xml` (`page` null) or one of its pages: public challenges, then public players.
 * Up to `perFile` addresses it is one list; beyond, `/sitemap.xml` is an index of its pages
 * (`/sitemap.xml?page=1` …). Null for a page that does not exist.
 */
export async function sitemap(
  db: Database,
  origin: string,
  page: number | null,
  perFile = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const counts = await publicCounts(db);
  const files = Math.max(1, Math.ceil((counts.challenges + counts.players) / perFile));
  if (page === null && files > 1) {
    const entries = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${xml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const index = page ?? 1;
  if (!Number.isInteger(index) || index < 1 || index > files) return null;
  const from = (index - 1) * perFile;
  const to = from + perFile;
  const [challengeRows, playerRows] = await Promise.all([
    from < counts.challenges
      ? challengeEntries(db, from, Math.min(to, counts.challenges) - from)
      : [],
    to > counts.challenges
      ? playerEntries(
          db,
          Math.max(0, from - counts.challenges),
          to - Math.max(from, counts.challenges),
        )
      : [],
  ]);
  const url = (path: string, updatedAt: Date) =>
    `<url><loc>${xml(`${origin}${path}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`;
  const entries = [
    ...challengeRows.map((r) => url(`/challenges/${encodeURIComponent(r.key)}`, r.updatedAt)),
    ...playerRows.map((r) => url(`/${encodeURIComponent(r.key)}`, r.updatedAt)),
  ];
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * A player's own pages (accounts, dashboards, sharing) and the API. Each is closed as itself
 * and below it (`$` ends a rule): a plain prefix `/me` would close `/mentor` and every handle
 * starting with "me".
 */
const PRIVATE_PAGES = [
  '/api',
  '/accounts',
  '/my-account',
  '/my-dashboard',
  '/dashboard',
  '/me',
  '/sharing',
  '/sharing-center',
  '/*/my-dashboard',
  '/*/dashboard',
  '/*/share',
];

/** robots.txt: public pages open, a player's own pages and the API closed, the sitemap named. */
export function robots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
