/**
 * The HTTP application: `createApp(deps)` builds it from its dependencies, so tests drive it in
 * process (`app.request`) against their own database, clock and limits.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from './context.js';
import { authenticate } from './http/auth.js';
import { type Handlers, mountCalls } from './http/endpoint.js';
import { toResponse } from './http/errors.js';
import { frame } from './http/frame.js';
import { clientAddress } from './http/limits.js';
import { webApp } from './http/static.js';
import { platformResolver, tenancy } from './http/tenancy.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { meHandlers } from './modules/accounts/handlers-me.js';
import { analyticsHandlers } from './modules/analytics/handlers.js';
import { catalystHandlers } from './modules/catalyst/handlers.js';
import { challengeHandlers } from './modules/challenges/handlers.js';
import { readChallenge } from './modules/challenges/queries.js';
import { discussionHandlers } from './modules/discussions/handlers.js';
import { feedbackHandlers } from './modules/feedback/handlers.js';
import { fileHandlers } from './modules/files/handlers.js';
import { flagHandlers } from './modules/flags/handlers.js';
import { gameHandlers } from './modules/game/handlers.js';
import { boardHandlers } from './modules/game/handlers-boards.js';
import { mentoringHandlers } from './modules/game/handlers-mentoring.js';
import { imageHandlers } from './modules/images/handlers.js';
import { builtinProvider, unsplashProvider } from './modules/images/providers.js';
import { moneyHandlers } from './modules/money/handlers.js';
import { platformHandlers } from './modules/platforms/handlers.js';
import { suggestionHandlers } from './modules/suggestions/handlers.js';
import { systemHandlers } from './modules/system/handlers.js';
import { userHandlers } from './modules/users/handlers.js';

export type { AppEnv, Deps } from './context.js';

export { MAX_BODY_BYTES } from './http/endpoint.js';

/**
 * How long a host's platform is reused. Edits on this instance forget it at once; with several
 * server processes (WEB_CONCURRENCY, several machines) another process's edit shows here after
 * at most this long, so it stays short. The descriptions of modules/platforms do the same.
 */
const PLATFORM_TTL_MS = 5_000;

/** The API's middlewares and routes; `createApp` mounts it under `/api` and answers its errors. */
export function createApi(deps: Deps) {
  const resolver = platformResolver(deps.db, PLATFORM_TTL_MS, () => deps.now().getTime());
  const images = deps.config.unsplashAccessKey
    ? unsplashProvider(deps.config.unsplashAccessKey)
    : builtinProvider;
  // Every call of the contracts' table, each registered from its entry (http/endpoint.ts).
  const table: Handlers = {
    ...systemHandlers,
    ...accountHandlers,
    ...meHandlers,
    ...userHandlers,
    ...analyticsHandlers,
    ...feedbackHandlers,
    ...flagHandlers,
    ...platformHandlers(resolver),
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
  };
  const calls = mountCalls(new Hono<AppEnv>(), table);

  // Each layer keeps hono's light response intact (http/headers.ts): nothing here reads the
  // request body or touches the response before the handler has answered.
  const api = new Hono<AppEnv>()
    .use(frame(deps))
    .use(clientAddress)
    .use(tenancy(resolver))
    .use(authenticate)
    .route('/', calls)
    // Body limits, validation and auth are per call, from the table (http/endpoint.ts).
    // Mounted apps fall through to the parent's 404, so the API answers its own unknown paths.
    .all('*', (c) => c.json({ message: 'Not found.', errors: [] }, 404));
  return api;
}

/** The whole server: the API under `/api` and, when built, the web app with SPA fallback. */
export function createApp(deps: Deps) {
  // Errors are answered here, once for the whole request: an error handler on the mounted API
  // would wrap each of its middlewares and handlers in one more async layer.
  const app = new Hono().onError(toResponse);
  app.route('/api', createApi(deps));
  const dist = deps.config.webDist;
  if (dist && existsSync(join(dist, 'index.html'))) {
    // A challenge page's HTML carries its header, read as the API answers a visitor.
    const web = webApp(dist, {
      challenge: (key) => readChallenge(deps.db, key),
      now: () => deps.now().getTime(),
    });
    // Compressed before the first visitor asks; a file asked for sooner is prepared then.
    web.warm().catch((err) => deps.log.warn({ err }, 'preparing the web app files failed'));
    app.get('*', (c) => web.serve(c));
  } else {
    app.get('/', (c) =>
      c.json({
        message:
          'The Nervus API is under /api (see /api/openapi.json). The web app is not built yet.',
      }),
    );
  }
  return app;
}
