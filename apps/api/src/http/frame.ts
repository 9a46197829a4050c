import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv, Deps } from '../context.js';
import { corsFor } from './cors.js';
import { decorate, isComplete, requestIdFrom } from './headers.js';
import type { Layer } from './pipeline.js';

interface Lazy {
  readonly root: Logger;
  readonly bindings: Record<string, unknown>;
  child?: Logger;
}

function childOf(lazy: Lazy): Logger {
  lazy.child ??= lazy.root.child(lazy.bindings);
  return lazy.child;
}

// One handler for every request's logger: nothing is allocated per request but the target.
const lazyHandler: ProxyHandler<Lazy> = {
  get(lazy, key) {
    const logger = childOf(lazy);
    const value: unknown = Reflect.get(logger, key, logger);
    return typeof value === 'function' ? value.bind(logger) : value;
  },
  set(lazy, key, value) {
    return Reflect.set(childOf(lazy), key, value);
  },
  has(lazy, key) {
    return Reflect.has(childOf(lazy), key);
  },
};

/**
 * A logger that becomes `root.child(bindings)` the first time it is used. Most requests log
 * nothing but their one closing line, and a pino child per request costs more than the rest of
 * a cached read; handlers that do log (`c.var.log.warn(...)`) still get the request's bindings.
 */
export function lazyChild(root: Logger, bindings: Record<string, unknown>): Logger {
  return new Proxy<Lazy>({ root, bindings }, lazyHandler) as unknown as Logger;
}

/**
 * The API's outermost middleware, one layer for what every request needs (each layer is one
 * more async step and router entry per request): the request id (the caller's `X-Request-Id`
 * when valid), `deps` and a lazy request logger for the handlers, cross-origin access for
 * requests with an `Origin` (http/cors.ts), the security headers and `X-Request-Id` on answers
 * that were not built with them, and one log line per request.
 */
export function frame(deps: Deps): Layer {
  const log = deps.log;
  const cors = corsFor(deps.config.corsOrigins);

  function close(c: Context<AppEnv>, id: string, origin: string | undefined, started: number) {
    const res = c.res;
    if (origin) cors.expose(res.headers, origin);
    if (!isComplete(res)) decorate(res.headers, id);
    if (log.isLevelEnabled('info')) {
      log.info(
        {
          req_id: id,
          method: c.req.method,
          path: c.req.path,
          status: res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          user_id: c.get('user')?.id,
        },
        'request',
      );
    }
    return undefined;
  }

  return (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header('x-request-id'));
    c.set('deps', deps);
    c.set('requestId', id);
    c.set('log', lazyChild(log, { req_id: id }));
    const origin = c.req.header('origin');
    if (origin && c.req.method === 'OPTIONS') {
      c.res = cors.preflight(origin);
      return close(c, id, undefined, started);
    }
    // Synchronous when every later layer was: the answer is then written at once.
    const done = next();
    return done instanceof Promise
      ? done.then(() => close(c, id, origin, started))
      : close(c, id, origin, started);
  };
}
