import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { COMPRESS_MIN_BYTES, compressAnswer, preferredEncoding } from './compress.js';
import { etagOf, notModified } from './etag.js';
import { API_HEADERS, markComplete } from './headers.js';

const serialized = new WeakMap<object, { readonly text: string; readonly etag: string }>();

/**
 * Marks an answer that handlers send again as it is (a cached platform description): its text
 * and tag are made here, once, instead of on every request. It must not change afterwards.
 *
 * @example cache.set(key, reusable({ data: description }));
 */
export function reusable<T extends object>(answer: T): T {
  const text = JSON.stringify(answer);
  serialized.set(answer, { text, etag: etagOf(text) });
  return answer;
}

/**
 * The JSON answer of a call, built whole: `Response` with a plain header record that
 * `@hono/node-server` writes to the socket as it is (http/headers.ts says why).
 *
 * - The API's security headers (`API_HEADERS`) and `X-Request-Id`, and any header the handler
 *   set with `c.header()`.
 * - A successful GET gets a weak `ETag` of its text and `Cache-Control: no-cache` (browsers keep
 *   it and ask again with `If-None-Match`; a match is a 304 with no body), `private` when the
 *   request carried credentials. Answers differ by viewer, so `Vary: Authorization` (and
 *   `Origin` when cross-origin access is configured) keeps shared caches from mixing them up.
 * - From 1 KiB, brotli or gzip when `Accept-Encoding` allows, with `Vary: Accept-Encoding`.
 */
export function jsonAnswer(
  c: Context<AppEnv>,
  answer: object,
  status: number,
  handlerHeaders: Readonly<Record<string, string>> | undefined,
): Response | Promise<Response> {
  const known = serialized.get(answer);
  const text = known ? known.text : JSON.stringify(answer);
  const method = c.req.method;
  const cacheable = status === 200 && (method === 'GET' || method === 'HEAD');
  const etag = cacheable ? (known ? known.etag : etagOf(text)) : undefined;
  // One literal with every key, so the record keeps one shape from the start.
  const headers: Record<string, string> = cacheable
    ? {
        'content-type': 'application/json',
        ...API_HEADERS,
        'x-request-id': c.get('requestId'),
        etag: etag as string,
        'cache-control':
          c.get('user') || c.req.header('authorization') ? 'private, no-cache' : 'no-cache',
        vary:
          c.get('deps').config.corsOrigins.length > 0 ? 'Authorization, Origin' : 'Authorization',
        ...handlerHeaders,
      }
    : {
        'content-type': 'application/json',
        ...API_HEADERS,
        'x-request-id': c.get('requestId'),
        ...handlerHeaders,
      };
  if (etag && notModified(c.req.header('if-none-match'), etag)) {
    delete headers['content-type'];
    return markComplete(new Response(null, { status: 304, headers }));
  }
  if (text.length < COMPRESS_MIN_BYTES) {
    return markComplete(new Response(text, { status, headers }));
  }
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return markComplete(new Response(text, { status, headers }));
  headers['content-encoding'] = encoding;
  const compressed = compressAnswer(Buffer.from(text), encoding);
  return compressed instanceof Promise
    ? compressed.then((bytes) => markComplete(new Response(bytes, { status, headers })))
    : markComplete(new Response(compressed, { status, headers }));
}
