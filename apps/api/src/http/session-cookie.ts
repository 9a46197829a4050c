/**
 * The web app's session in cookies (decision 12). API clients send `Authorization: Bearer`; the
 * browser keeps its session where its scripts cannot read it:
 *
 * - `nervus_session`: the session's token, HttpOnly, sent to `/api` only;
 * - `nervus_session_shadow`: an admin's shadow session, HttpOnly, preferred while it lasts;
 * - `nervus_csrf`: readable by the app, which echoes it in `X-CSRF-Token` on every write. Its
 *   value is derived from the session's token, so a cookie planted by a neighbouring site
 *   proves nothing, and its presence tells the app a session is there;
 * - `nervus_shadowing`: readable, present while a shadow session is.
 *
 * All are `SameSite=Strict` (the app's own requests are all same-site: a link from elsewhere
 * only loads the page, whose calls then carry the cookies) and `Secure` when the request came
 * over https.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';

export const SESSION_COOKIE = 'nervus_session';
export const SHADOW_SESSION_COOKIE = 'nervus_session_shadow';
export const CSRF_COOKIE = 'nervus_csrf';
export const SHADOWING_COOKIE = 'nervus_shadowing';
export const CSRF_HEADER = 'x-csrf-token';

/** Methods that change nothing: they need no CSRF proof. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** The session cookies a request carries (none without a `Cookie` naming them). */
export interface SessionCookies {
  readonly session: string | null;
  readonly shadow: string | null;
}

const NONE: SessionCookies = { session: null, shadow: null };

export function sessionCookies(header: string | undefined): SessionCookies {
  // Most API requests carry no cookie, or none of ours: skip the parse.
  if (!header?.includes('nervus_session')) return NONE;
  const jar = parse(header);
  return { session: jar[SESSION_COOKIE] ?? null, shadow: jar[SHADOW_SESSION_COOKIE] ?? null };
}

/**
 * The CSRF value for a session token: a hash of it, so it reveals nothing of the token and
 * cannot be made without it. Bound to the user's own session when there is one, so that it
 * stays the same while a shadow session starts and ends.
 *
 * @example csrfFor('token') // 'n2VwK…' (43 characters)
 */
export function csrfFor(token: string): string {
  return createHash('sha256').update(`nervus-csrf:${token}`).digest('base64url');
}

/** True when `header` is the CSRF value of the cookies' session. */
export function csrfMatches(header: string | undefined, cookies: SessionCookies): boolean {
  const bound = cookies.session ?? cookies.shadow;
  if (!header || !bound) return false;
  const expected = Buffer.from(csrfFor(bound));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the browser reached us over https: the address, or a proxy's `X-Forwarded-Proto` /
 * `Forwarded: proto=`. These headers are not checked against TRUST_PROXY: a forged `https` only
 * makes the cookie `Secure`, which a browser on plain http then refuses, hurting no one else.
 * Plain http (a developer's http://localhost, a demo on a LAN address) gets cookies without
 * `Secure`, which those browsers would otherwise drop or refuse.
 */
export function overHttps(c: Context): boolean {
  if (c.req.url.startsWith('https:')) return true;
  const forwarded = c.req.header('x-forwarded-proto');
  if (forwarded?.split(',').some((proto) => proto.trim().toLowerCase() === 'https')) return true;
  return /(?:^|[;,\s])proto=(?:"?)https\b/i.test(c.req.header('forwarded') ?? '');
}

interface CookieOptions {
  readonly httpOnly: boolean;
  readonly path: string;
  readonly maxAge: number;
  readonly secure: boolean;
}

function cookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
    'SameSite=Strict',
  ].join('; ');
}

/** What the session cookies should become; absent names are left as they are. */
export interface CookieChange {
  /** The user's own session, for `maxAge` seconds; null to clear it. */
  readonly session?: { token: string; maxAge: number } | null;
  readonly shadow?: { token: string; maxAge: number } | null;
  /** The CSRF value bound to this token (the user's own session's), or null to clear it. */
  readonly csrf?: { token: string; maxAge: number } | null;
}

/** The `Set-Cookie` lines for a change. */
export function setCookieLines(change: CookieChange, secure: boolean): string[] {
  const lines: string[] = [];
  const api = { httpOnly: true, path: '/api', secure };
  const page = { httpOnly: false, path: '/', secure };
  if (change.session !== undefined) {
    lines.push(
      change.session
        ? cookie(SESSION_COOKIE, change.session.token, { ...api, maxAge: change.session.maxAge })
        : cookie(SESSION_COOKIE, '', { ...api, maxAge: 0 }),
    );
  }
  if (change.shadow !== undefined) {
    const shadow = change.shadow;
    lines.push(
      shadow
        ? cookie(SHADOW_SESSION_COOKIE, shadow.token, { ...api, maxAge: shadow.maxAge })
        : cookie(SHADOW_SESSION_COOKIE, '', { ...api, maxAge: 0 }),
      shadow
        ? cookie(SHADOWING_COOKIE, '1', { ...page, maxAge: shadow.maxAge })
        : cookie(SHADOWING_COOKIE, '', { ...page, maxAge: 0 }),
    );
  }
  if (change.csrf !== undefined) {
    lines.push(
      change.csrf
        ? cookie(CSRF_COOKIE, csrfFor(change.csrf.token), { ...page, maxAge: change.csrf.maxAge })
        : cookie(CSRF_COOKIE, '', { ...page, maxAge: 0 }),
    );
  }
  return lines;
}

// The cookies a handler asked for, set on its answer by `authenticate` (http/auth.ts) when the
// call succeeded. Kept beside the context rather than in it: the JSON answer is built as a plain
// header record (http/answer.ts), which cannot hold several `Set-Cookie` lines.
const pending = new WeakMap<Context, string[]>();

/** Sets the session cookies on this request's answer, if the call succeeds. */
export function changeSessionCookies(c: Context, change: CookieChange): void {
  const lines = setCookieLines(change, overHttps(c));
  const queued = pending.get(c);
  if (queued) queued.push(...lines);
  else pending.set(c, lines);
}

/** Adds the cookies asked for to a successful answer. */
export function applySessionCookies(c: Context): void {
  const lines = pending.get(c);
  if (!lines || c.res.status >= 400) return;
  for (const line of lines) c.res.headers.append('set-cookie', line);
}
