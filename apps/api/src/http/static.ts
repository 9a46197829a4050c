import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Challenge } from '@nervus/contracts';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  COMPRESS_MIN_BYTES,
  compressFile,
  compressPage,
  type Encoding,
  preferredEncoding,
} from './compress.js';
import { FILE_POLICY, PAGE_REPORTING, pagePolicy } from './content-policy.js';
import { etagOf, notModified } from './etag.js';
import { fillChallenge, loadChallengeTemplate } from './first-paint.js';
import { SECURITY_HEADERS } from './headers.js';
import { challengePreview, type LinkPreview, originOf, withPreview } from './link-preview.js';

/** Vite names everything under `assets/` by its content hash: a new build makes new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The shell and unhashed files are revalidated on every load (a 304 when unchanged); `/sw.js`
 * among them, whose change is how browsers learn of a new build (decision 0024). It lives at the
 * root, so its scope is the whole site without a `Service-Worker-Allowed` header, and it gets
 * the files' policy (`default-src 'none'`): the worker itself may load and connect to nothing.
 */
const REVALIDATE = 'no-cache';

/**
 * Extensions of files a page or a browser asks for (scripts, styles, icons, source maps …): a
 * missing one is a 404, never the app's HTML, which a browser would try to run as a script or
 * show as a broken icon. Other paths are the app's routes, even with a dot in them (handles
 * such as `ada.lovelace` may have one).
 */
const FILE_EXTENSIONS = new Set(
  'ico png jpg jpeg gif svg webp avif js mjs css map txt json xml webmanifest woff woff2 ttf otf eot wasm html htm'.split(
    ' ',
  ),
);

/**
 * The security headers of everything served here but pages (files, 404s, errors): the API's
 * set, a policy that lets nothing load or run, and no framing (nothing of ours is ever framed).
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': FILE_POLICY,
  'x-frame-options': 'DENY',
};

/**
 * The pages made to be framed by other sites (decision 17): the question collection, at the root
 * and under a player's or a platform's slug (the router matches paths whatever their case), not
 * a challenge whose slug happens to be `question-collection`. Every other page refuses every
 * frame.
 */
export const EMBEDDABLE_PAGE = /^\/(?:(?!challenges\/)[^/]+\/)?question-collection\/?$/i;

/**
 * An embeddable page's headers: any site may frame it (`frame-ancestors *`, no X-Frame-Options),
 * and a site that isolates itself (COEP) may load it. Everything else stays as on every page.
 */
function embeddable(index: WebFile, connect: readonly string[]): WebFile {
  const { 'x-frame-options': _refused, ...security } = index.security;
  return {
    ...index,
    security: {
      ...security,
      'content-security-policy': pagePolicy(index.identity.toString('utf8'), {
        embeddable: true,
        connect,
      }),
      'cross-origin-resource-policy': 'cross-origin',
    },
  };
}

const COMPRESSIBLE =
  /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/(svg\+xml|x-icon))/;

/** A file as it is sent: its bytes, and its compressed forms when they pay off. */
interface WebFile {
  readonly type: string;
  /** Its security headers: a page's carry its own policy (http/content-policy.ts). */
  readonly security: Readonly<Record<string, string>>;
  readonly cacheControl: string;
  readonly etag: string;
  readonly identity: Buffer;
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
}

async function prepare(path: string, name: string, connect: readonly string[]): Promise<WebFile> {
  return prepareBytes(
    await readFile(path),
    getMimeType(path) ?? 'application/octet-stream',
    name,
    connect,
  );
}

/** A page's policy is made from the file as built (`builtFrom`), never from what was filled in. */
function securityOf(type: string, builtFrom: Buffer, connect: readonly string[]) {
  if (!type.startsWith('text/html')) return FILE_HEADERS;
  return {
    ...FILE_HEADERS,
    'content-security-policy': pagePolicy(builtFrom.toString('utf8'), { connect }),
    ...PAGE_REPORTING,
  };
}

async function prepareBytes(
  identity: Buffer,
  type: string,
  name: string,
  connect: readonly string[],
  builtFrom: Buffer = identity,
  // A page filled per page is kept seconds, not for the build's life (compress.ts).
  compressor: (bytes: Buffer, encoding: Encoding) => Promise<Buffer> = compressFile,
): Promise<WebFile> {
  const compress = COMPRESSIBLE.test(type) && identity.length >= COMPRESS_MIN_BYTES;
  const [br, gzip] = compress
    ? await Promise.all([compressor(identity, 'br'), compressor(identity, 'gzip')])
    : [null, null];
  return {
    type,
    security: securityOf(type, builtFrom, connect),
    cacheControl: name.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    etag: etagOf(identity),
    identity,
    br: br && br.length < identity.length ? br : null,
    gzip: gzip && gzip.length < identity.length ? gzip : null,
  };
}

function send(c: Context, file: WebFile): Response {
  const headers: Record<string, string> = {
    ...file.security,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
  };
  if (file.br || file.gzip) headers.vary = 'Accept-Encoding';
  if (notModified(c.req.header('if-none-match'), file.etag)) {
    delete headers['content-type'];
    return new Response(null, { status: 304, headers });
  }
  let body = file.identity;
  if (file.br || file.gzip) {
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const encoded = encoding === 'br' ? (file.br ?? null) : encoding === 'gzip' ? file.gzip : null;
    if (encoding && encoded) {
      headers['content-encoding'] = encoding;
      body = encoded;
    }
  }
  return new Response(body, { status: 200, headers });
}

/**
 * The built web app, served from memory: each file is read and compressed once (brotli at its
 * best quality and gzip, on the thread pool), on first request or by `warm()` at start, since
 * every visitor downloads the same bytes. Hashed files under `/assets/` are immutable for a
 * year; `index.html` and the client-side routes' shell are revalidated (`no-cache` + ETag).
 * A challenge page's shell carries the challenge's header (`first-paint.ts`); challenge, player
 * and platform pages carry their link preview in the head (`link-preview.ts`): each made per
 * page and kept a few seconds.
 */
/**
 * How long a page's filled HTML is reused: its header changes when the catalyst edits it, and
 * a few seconds spare the database and the compressor a burst of visitors.
 */
const PAGE_TTL_MS = 5_000;
/** Enough for every page being visited at once; probes of unknown keys cannot grow it more. */
const PAGES_MAX = 500;

/** Challenge pages' addresses when the build has no template (as apps/web's first paint). */
const CHALLENGE_PATTERN = '^/challenges/(?!create/?$|test-idea/?$)([^/]+)/?$';
/** `/{platformSlug}`: a player's page, or a platform's. */
const SEGMENT_PATTERN = /^\/([^/]+)\/?$/;

/** What serving needs from the rest of the server. */
export interface WebAppOptions {
  /**
   * A challenge as `GET /api/challenges/{key}` answers a visitor, or nothing: its page's first
   * paint shows its header and its preview. Without it, challenge pages get the plain index.html.
   */
  readonly challenge?: (key: string) => Promise<Challenge | undefined>;
  /** The preview of `/{segment}` (a player's page or a platform's), or nothing. */
  readonly segment?: (segment: string) => Promise<LinkPreview | undefined>;
  /** The preview of `/` at `host` (a platform's home on its subdomain), or nothing. */
  readonly home?: (host: string) => Promise<LinkPreview | undefined> | undefined;
  /** Proxies trusted for the scheme the client used (the previews' absolute addresses). */
  readonly trustProxy?: number;
  readonly now?: () => number;
  /** Hosts pages may connect to besides ours: a realtime service's (content-policy.ts). */
  readonly connectSources?: readonly string[];
}

/** A page's own parts: its preview, and for a challenge the challenge its header shows. */
interface PageParts {
  readonly preview: LinkPreview;
  /** With the address's key (a slug or an id), which the header's sign-in link carries back. */
  readonly challenge?: { readonly value: Challenge; readonly key: string };
}

function decodedKey(pattern: string | RegExp, path: string): string | null {
  const key = new RegExp(pattern).exec(path)?.[1];
  if (!key) return null;
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}

export function webApp(root: string, options: WebAppOptions = {}) {
  const base = resolve(root);
  const connect = options.connectSources ?? [];
  // By the file's path under the root, so differently spelt URLs of one file share one entry.
  const files = new Map<string, Promise<WebFile>>();

  /** The file a URL path names inside the root, or null (outside it, or not a file). */
  async function load(urlPath: string): Promise<WebFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const path = resolve(base, `.${decoded}`);
    if (decoded.includes('\0') || !path.startsWith(base + sep)) return null;
    const name = relative(base, path).split(sep).join('/');
    // Dot files and folders (the build's `.vite/manifest.json`) are the build's, not the app's;
    // so are source maps (kept for the bundle budget and error reports, never for visitors).
    if (name.split('/').some((segment) => segment.startsWith('.')) || name.endsWith('.map'))
      return null;
    const known = files.get(name);
    if (known) return known;
    // Missing files are not remembered: probes for them must not grow the map.
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    let file = files.get(name);
    if (!file) {
      file = prepare(path, name, connect);
      files.set(name, file);
      file.catch(() => files.delete(name));
    }
    return file;
  }

  const shell = () => load('/index.html');
  // The shell as an embeddable page, made once per shell file.
  let framed: { readonly from: WebFile; readonly file: WebFile } | null = null;
  const embeddableShell = async () => {
    const index = await shell();
    if (!index) return null;
    if (framed?.from !== index) framed = { from: index, file: embeddable(index, connect) };
    return framed.file;
  };

  const template = options.challenge ? loadChallengeTemplate(base) : Promise.resolve(null);
  const now = options.now ?? Date.now;
  // By origin and page: the filled page (null for none of its own) and when it was made.
  const pages = new Map<string, { at: number; page: Promise<WebFile | null> }>();

  /** What `path` shows of its own, and the key of its cache entry; null for any other page. */
  async function partsOf(
    path: string,
    host: string,
  ): Promise<{ key: string; read: () => Promise<PageParts | undefined> } | null> {
    const { challenge, segment, home } = options;
    const built = await template;
    const key = challenge ? decodedKey(built?.pattern ?? CHALLENGE_PATTERN, path) : null;
    if (challenge && key) {
      return {
        key: `challenge ${key}`,
        read: async () => {
          const found = await challenge(key);
          return found && { preview: challengePreview(found), challenge: { value: found, key } };
        },
      };
    }
    const name = segment ? decodedKey(SEGMENT_PATTERN, path) : null;
    if (segment && name) {
      return {
        key: `segment ${name}`,
        read: async () => {
          const preview = await segment(name);
          return preview && { preview };
        },
      };
    }
    const reading = path === '/' ? home?.(host) : undefined;
    if (!reading) return null;
    return {
      key: 'home',
      read: async () => {
        const preview = await reading;
        return preview && { preview };
      },
    };
  }

  /** index.html with the page's preview (and a challenge's header), or null for none. */
  async function ownPage(c: Context): Promise<WebFile | null> {
    const host = c.req.header('host') ?? '';
    const parts = await partsOf(c.req.path, host);
    if (!parts) return null;
    const origin = originOf(c, options.trustProxy ?? 0);
    // The origin is the client's to choose: a page filled for one host never answers another.
    const id = `${origin} ${parts.key}`;
    const cached = pages.get(id);
    if (cached && now() - cached.at < PAGE_TTL_MS) return cached.page;
    const page = (async () => {
      // A failed read shows the page as any other: the app asks again and says what failed.
      const [found, index] = await Promise.all([parts.read().catch(() => undefined), shell()]);
      if (!found || !index) return null;
      const built = await template;
      let html = index.identity.toString('utf8');
      if (found.challenge && built) {
        html = fillChallenge(built, html, found.challenge.value, found.challenge.key);
      }
      html = withPreview(html, found.preview, origin);
      // Its own ETag: it differs by page, and changes with it; revalidated, never immutable.
      return prepareBytes(
        Buffer.from(html),
        index.type,
        'index.html',
        connect,
        index.identity,
        compressPage,
      );
    })();
    pages.delete(id);
    pages.set(id, { at: now(), page });
    // The oldest goes first (a Map keeps the order of insertion).
    if (pages.size > PAGES_MAX) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    page.catch(() => pages.delete(id));
    return page;
  }

  return {
    /** GET (and HEAD) of any path outside `/api`. */
    async serve(c: Context): Promise<Response> {
      const path = c.req.path;
      const extension = extname(path).slice(1).toLowerCase();
      if (extension) {
        const file = await load(path);
        if (file) return send(c, file);
        if (FILE_EXTENSIONS.has(extension)) {
          return new Response('Not found.', {
            status: 404,
            headers: { ...FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
          });
        }
      }
      // No preview of its own: the question collection is the shell, framed by other sites.
      if (EMBEDDABLE_PAGE.test(path)) {
        const page = await embeddableShell();
        if (page) return send(c, page);
      }
      const page = await ownPage(c);
      if (page) return send(c, page);
      const index = await shell();
      if (!index) throw new Error(`${join(base, 'index.html')} is missing`);
      return send(c, index);
    },

    /** Reads and compresses every file but source maps (which only developer tools fetch). */
    async warm(): Promise<void> {
      const entries = await readdir(base, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.map')) continue;
        const path = join(entry.parentPath, entry.name);
        await load(`/${relative(base, path).split(sep).join('/')}`);
      }
    },
  };
}
