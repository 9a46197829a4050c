import { appendVary } from './headers.js';

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE';
const ALLOW_HEADERS = 'Authorization,Content-Type,Idempotency-Key';
const EXPOSE_HEADERS = 'X-Request-Id,Retry-After';
const MAX_AGE_SECONDS = '600';

/**
 * Cross-origin access for the configured origins (`CORS_ORIGINS`), answering what hono's
 * `cors()` answered: a preflight (`OPTIONS` with an `Origin`) gets 204 naming the origin only
 * when it is allowed; any other request from an origin gets the allow and expose headers and
 * `Vary: Origin` on its answer. http/frame.ts calls it only for requests with an `Origin`:
 * hono's `cors()` created the response before the handler and re-set `Vary` after it through
 * `c.header()`, which made every answer a streamed one instead of one written at once.
 */
export function corsFor(origins: readonly string[]) {
  const allowed = new Set(origins);
  return {
    /** The answer to a preflight from `origin`. */
    preflight(origin: string): Response {
      return new Response(null, {
        status: 204,
        headers: {
          ...(allowed.has(origin) ? { 'access-control-allow-origin': origin } : {}),
          'access-control-expose-headers': EXPOSE_HEADERS,
          'access-control-max-age': MAX_AGE_SECONDS,
          'access-control-allow-methods': ALLOW_METHODS,
          'access-control-allow-headers': ALLOW_HEADERS,
          vary: 'Origin, Access-Control-Request-Headers',
        },
      });
    },
    /** Lets `origin` read an answer when it is allowed (through the answer's own headers). */
    expose(headers: Headers, origin: string): void {
      if (allowed.has(origin)) headers.set('access-control-allow-origin', origin);
      headers.set('access-control-expose-headers', EXPOSE_HEADERS);
      appendVary(headers, 'Origin');
    },
  };
}
