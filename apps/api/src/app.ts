/**
 * The HTTP application: `createApp(deps)` builds it from its dependencies, so tests drive it in
 * process (`app.request`) against their own database, clock and limits.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context.js';
import { authenticate } from './http/auth.js';
import { type Handlers, mountCalls } from './http/endpoint.js';
import { toResponse } from './http/errors.js';
import { clientAddress } from './http/limits.js';
import { platformResolver, tenancy } from './http/tenancy.js';
import { accountHandlers } from './modules/accounts/handlers.js';
import { meHandlers } from './modules/accounts/handlers-me.js';
import { analyticsHandlers } from './modules/analytics/handlers.js';
import { catalystHandlers } from './modules/catalyst/handlers.js';
import { challengeHandlers } from './modules/challenges/handlers.js';
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

export function createApi(deps: Deps) {
  const resolver = platformResolver(deps.db);
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

  const api = new Hono<AppEnv>()
    .use(requestId())
    .use(async (c, next) => {
      const started = performance.now();
      c.set('deps', deps);
      c.set('log', deps.log.child({ req_id: c.var.requestId }));
      await next();
      c.var.log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          user_id: c.var.user?.id,
        },
        'request',
      );
    })
    .use(secureHeaders())
    .use(
      cors({
        origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        exposeHeaders: ['X-Request-Id', 'Retry-After'],
        maxAge: 600,
      }),
    )
    .use(clientAddress)
    .use(tenancy(resolver))
    .use(authenticate)
    .route('/', calls)
    // Body limits, validation and auth are per call, from the table (http/endpoint.ts).
    // Mounted apps fall through to the parent's 404, so the API answers its own unknown paths.
    .all('*', (c) => c.json({ message: 'Not found.', errors: [] }, 404))
    .onError(toResponse);
  return api;
}

/** The whole server: the API under `/api` and, when built, the web app with SPA fallback. */
export function createApp(deps: Deps) {
  const app = new Hono();
  app.route('/api', createApi(deps));
  const web = deps.config.webDist;
  if (web && existsSync(join(web, 'index.html'))) {
    const index = readFileSync(join(web, 'index.html'), 'utf8');
    app.use('/*', serveStatic({ root: web }));
    // Client-side routes: every other GET answers the app's shell.
    app.get('*', (c) => c.html(index));
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
