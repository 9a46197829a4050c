/**
 * The HTTP application: `createApp(deps)` builds it from its dependencies, so tests drive it in
 * process (`app.request`) against their own database, clock and limits.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { AppEnv, Deps } from './context.js';
import { authenticate } from './http/auth.js';
import { ABLY_CONNECT_SOURCES } from './http/content-policy.js';
import { type Handlers, mountCalls } from './http/endpoint.js';
import { toResponse } from './http/errors.js';
import { frame } from './http/frame.js';
import { clientAddress } from './http/limits.js';
import { pipeline } from './http/pipeline.js';
import { siteFiles } from './http/site-files.js';
import { FILE_HEADERS, webApp } from './http/static.js';
import { platformResolver, subdomainOf, tenancy } from './http/tenancy.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { meHandlers } from './modules/accounts/handlers-me.js';
import { oauthHandlers } from './modules/accounts/handlers-oauth.js';
import { analyticsHandlers } from './modules/analytics/handlers.js';
import { awardsHandlers } from './modules/awards/handlers.js';
import { browserHandlers } from './modules/browser/handlers.js';
import { catalystHandlers } from './modules/catalyst/handlers.js';
import { challengeHandlers } from './modules/challenges/handlers.js';
import { readChallenge } from './modules/challenges/queries.js';
import { discussionHandlers } from './modules/discussions/handlers.js';
import { emailHandlers } from './modules/email/handlers.js';
import { feedbackHandlers } from './modules/feedback/handlers.js';
import { fileHandlers } from './modules/files/handlers.js';
import { flagHandlers } from './modules/flags/handlers.js';
import { gameHandlers } from './modules/game/handlers.js';
import { boardHandlers } from './modules/game/handlers-boards.js';
import { mentoringHandlers } from './modules/game/handlers-mentoring.js';
import { highlightHandlers } from './modules/highlights/handlers.js';
import { imageHandlers } from './modules/images/handlers.js';
import { builtinProvider, unsplashProvider } from './modules/images/providers.js';
import { moneyHandlers } from './modules/money/handlers.js';
import { olympiadHandlers } from './modules/olympiads/handlers.js';
import { olympiadAdminHandlers } from './modules/olympiads/handlers-admin.js';
import { directorHandlers } from './modules/olympiads/handlers-director.js';
import { platformHandlers } from './modules/platforms/handlers.js';
import { homePreview, robots, segmentPreview, sitemap } from './modules/previews/pages.js';
import { realtimeHandlers } from './modules/realtime/handlers.js';
import { searchHandlers } from './modules/search/handlers.js';
import { statsHandlers } from './modules/stats/handlers.js';
import { suggestionHandlers } from './modules/suggestions/handlers.js';
import { systemHandlers } from './modules/system/handlers.js';
import { teamHandlers } from './modules/teams/handlers.js';
import { userHandlers } from './modules/users/handlers.js';
import { widgetHandlers } from './modules/widgets/handlers.js';

export type { AppEnv, Deps } from './context.js';

export { MAX_BODY_BYTES } from './http/endpoint.js';

/**
 * How long a host's platform is reused. Edits on this instance forget it at once; with several
 * server processes (WEB_CONCURRENCY, several machines) another process's edit shows here after
 * at most this long, so it stays short. The descriptions of modules/platforms do the same.
 */
const PLATFORM_TTL_MS = 5_000;

/** The API's routes and its answer to unknown paths, each through the layers every request passes. */
export interface Api {
  /** Every call of the table, one route handler each (http/pipeline.ts). */
  readonly calls: Hono<AppEnv>;
  /** Unknown paths under `/api`. */
  readonly notFound: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** The API; `createApp` mounts it under `/api` and answers what escapes its layers. */
export function createApi(deps: Deps): Api {
  const resolver = platformResolver(deps.db, PLATFORM_TTL_MS, () => deps.now().getTime());
  const images = deps.config.unsplashAccessKey
    ? unsplashProvider(deps.config.unsplashAccessKey)
    : builtinProvider;
  // Every call of the contracts' table, each registered from its entry (http/endpoint.ts).
  const table: Handlers = {
    ...systemHandlers,
    ...accountHandlers,
    ...oauthHandlers,
    ...meHandlers,
    ...userHandlers,
    ...analyticsHandlers,
    ...browserHandlers,
    ...feedbackHandlers,
    ...flagHandlers,
    ...platformHandlers(resolver),
    ...teamHandlers,
    ...challengeHandlers,
    ...catalystHandlers,
    ...fileHandlers,
    ...imageHandlers(images),
    ...discussionHandlers,
    ...suggestionHandlers,
    ...moneyHandlers,
    ...gameHandlers,
    ...mentoringHandlers,
    ...boardHandlers,
    ...highlightHandlers,
    ...searchHandlers,
    ...statsHandlers,
    ...widgetHandlers,
    ...olympiadHandlers,
    ...directorHandlers,
    ...olympiadAdminHandlers,
    ...realtimeHandlers,
    ...awardsHandlers,
    ...emailHandlers,
  };
  // What every request passes, in order. Each layer keeps hono's light response intact
  // (http/headers.ts): nothing here reads the request body or touches the response before the
  // handler has answered. Body limits, validation and auth are per call (http/endpoint.ts).
  const front = [frame(deps), clientAddress, tenancy(resolver), authenticate];
  return {
    calls: mountCalls(new Hono<AppEnv>(), table, front, toResponse),
    notFound: pipeline(
      [...front, (c) => c.json({ message: 'Not found.', errors: [] }, 404)],
      toResponse,
    ),
  };
}

/** The whole server: the API under `/api` and, when built, the web app with SPA fallback. */
export function createApp(deps: Deps) {
  // Errors are answered here, once for the whole request: an error handler on the mounted API
  // would wrap each of its middlewares and handlers in one more async layer.
  const app = new Hono<AppEnv>().onError((error, c) => {
    const answer = toResponse(error, c);
    // Answers outside /api have no frame (http/frame.ts) to give them their security headers.
    if (!isApiPath(c.req.path)) setHeaders(answer.headers, FILE_HEADERS);
    return answer;
  });
  const api = createApi(deps);
  app.route('/api', api.calls);
  // RFC 8414 §3: clients look for the metadata at the root of the issuer (the site's origin).
  app.get('/.well-known/oauth-authorization-server', (c) => {
    const url = new URL(c.req.url);
    url.pathname = `/api${url.pathname}`;
    return app.fetch(new Request(url, c.req.raw), c.env);
  });
  // RFC 8058: a mail client's one-click unsubscribe POSTs to the List-Unsubscribe address, the
  // confirmation page's own (modules/email). Without the player's cookies: the link is the proof,
  // and a session cookie would ask for a CSRF token no mail client has.
  app.post('/unsubscribe', (c) => {
    const url = new URL(c.req.url);
    url.pathname = '/api/email/unsubscribe';
    // The page's address names it `link` (a `token` there would be taken for a session's).
    url.search = new URLSearchParams({ token: url.searchParams.get('link') ?? '' }).toString();
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['cookie', 'authorization', 'content-type', 'content-length'])
      headers.delete(name);
    return app.fetch(new Request(url, { method: 'POST', headers }), c.env);
  });
  const { baseDomain, trustProxy } = deps.config;
  // For search engines: public challenges and players, and what not to crawl.
  const site = siteFiles({
    sitemap: (origin, page) => sitemap(deps.db, origin, page),
    robots,
    trustProxy,
    now: () => deps.now().getTime(),
  });
  app.get('/sitemap.xml', site.sitemap);
  app.get('/robots.txt', site.robots);
  const dist = deps.config.webDist;
  let web: ReturnType<typeof webApp> | undefined;
  if (dist && existsSync(join(dist, 'index.html'))) {
    // A challenge page's HTML carries its header, read as the API answers a visitor; challenge,
    // player and platform pages carry their link preview.
    web = webApp(dist, {
      challenge: (key) => readChallenge(deps.db, key),
      segment: (name) => segmentPreview(deps.db, name),
      home: (host) => {
        const label = subdomainOf(host, baseDomain);
        return label ? homePreview(deps.db, label) : undefined;
      },
      trustProxy,
      now: () => deps.now().getTime(),
      // With Ably the browser connects to Ably's hosts itself (features/realtime).
      connectSources: deps.config.ablyApiKey ? ABLY_CONNECT_SOURCES : [],
    });
    // Compressed before the first visitor asks; a file asked for sooner is prepared then.
    web.warm().catch((err) => deps.log.warn({ err }, 'preparing the web app files failed'));
  } else {
    app.get('/', (c) =>
      c.json({
        message:
          'The Nervus API is under /api (see /api/openapi.json). The web app is not built yet.',
      }),
    );
  }
  // What no route claims: the API's unknown paths, the web app's files and pages, and other
  // methods. The web app is not a `get('*')` route: that would match every API read as well, and
  // a request matching two routes cannot be answered synchronously (http/pipeline.ts).
  const files = web;
  app.notFound((c) => {
    const path = c.req.path;
    if (isApiPath(path)) return api.notFound(c);
    if (files && (c.req.method === 'GET' || c.req.method === 'HEAD')) return files.serve(c);
    return new Response('Not found.', {
      status: 404,
      headers: { ...FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  });
  return app;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function setHeaders(headers: Headers, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}
