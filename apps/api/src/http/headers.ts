/**
 * Headers every answer carries, precomputed once. `@hono/node-server` writes a response whose
 * headers are still the plain record it was built with straight to the socket; reading
 * `response.headers` turns the record into a `Headers` object that is copied again on the way
 * out. So JSON answers are built complete (http/answer.ts) and marked, and only the others
 * (errors, preflights, files) are decorated afterwards (http/frame.ts).
 */
import { randomBytes } from 'node:crypto';
import { FILE_POLICY } from './content-policy.js';

/**
 * What `secureHeaders()` of hono sets by default (Cross-Origin-Embedder-Policy stays off, as
 * there), lower-cased so a handler's own header of the same name replaces it in a record: the
 * base of the web app's pages and files (http/static.ts). The API's answers carry `API_HEADERS`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The security headers of the API's answers (JSON, errors, files). An API answer is never a
 * page: what only a document uses (opener and agent-cluster isolation, X-Frame-Options, DNS
 * prefetching, IE's download and XSS switches, Flash's cross-domain policies) does nothing on it,
 * and each header is work on every answer (issue 11 measures it). What matters is kept: a policy
 * under which an answer opened on its own loads and runs nothing and cannot be framed, no
 * sniffing it as another type, no loading by other sites' pages, no referrer, HTTPS only.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': FILE_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'] as string,
  'x-content-type-options': 'nosniff',
};

const API_ENTRIES = Object.entries(API_HEADERS);

/** Sets the API's security headers and the request id on a response built elsewhere. */
export function decorate(headers: Headers, requestId: string): void {
  for (const [name, value] of API_ENTRIES) headers.set(name, value);
  headers.set('x-request-id', requestId);
}

const COMPLETE = Symbol('complete');

type Marked = Response & { [COMPLETE]?: true };

/**
 * Marks a response built with every header already in it: it is sent untouched. (A property
 * rather than a WeakSet entry: adding to a WeakSet costs a microsecond or two, this ~50 ns.)
 */
export function markComplete(response: Response): Response {
  (response as Marked)[COMPLETE] = true;
  return response;
}

export function isComplete(response: Response): boolean {
  return (response as Marked)[COMPLETE] === true;
}

const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

// A random prefix per process and a counter: unique across processes and restarts, and a
// fraction of the cost of a UUID per request.
const ID_PREFIX = randomBytes(6).toString('base64url');
let sequence = 0;

/** The caller's `X-Request-Id` when it is a safe token (as hono's requestId accepts), else a new one. */
export function requestIdFrom(header: string | undefined): string {
  if (header && VALID_REQUEST_ID.test(header)) return header;
  sequence += 1;
  return `${ID_PREFIX}-${sequence.toString(36)}`;
}

/** Adds a token to `Vary` unless it is there already. */
export function appendVary(headers: Headers, token: string): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', token);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(token.toLowerCase())
  ) {
    headers.set('vary', `${vary}, ${token}`);
  }
}
