/**
 * The API client (spec §7 and §8): every call under `/api`, a 70 s timeout, the session cookie
 * (the browser's, HttpOnly) with the CSRF value on writes, or a bearer token from hosts other
 * than the browser, a `fingerprint` on every call, `scout_id` on the
 * sign-up, sign-in, idea and challenge POSTs, retries for GETs, 401 handling, confirmation of
 * writes in shadow mode, polling of scheduled build tasks, and image uploads with progress.
 * Everything that touches the browser comes in through `ClientEnvironment`, so tests (and other
 * hosts) supply their own.
 */
import {
  type CallBody,
  type CallName,
  type CallQuery,
  type CallResponse,
  fillPath,
  loadCall,
} from '@nervus/contracts';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, CancelledError, shouldReport } from './errors.js';

/**
 * The browser's session lives in HttpOnly cookies the server sets (`POST /session`), which no
 * script reads. These two the app can read: the CSRF value every write echoes in `CSRF_HEADER`
 * (its presence also says a session is there), and the mark of a shadow session.
 */
export const CSRF_COOKIE = 'nervus_csrf';
export const SHADOWING_COOKIE = 'nervus_shadowing';
export const CSRF_HEADER = 'X-CSRF-Token';
export const TIMEOUT_MS = 70_000;
export const SCHEDULED_POLL_MS = 5_000;
export const LOGOUT_DELAY_MS = 2_000;
export const SHADOW_CONFIRMATION =
  'You are sending a change request in shadow mode. These changes will normally be sent as the user you are accessing.';

/** Paths whose POSTs carry the stored scout id. */
const SCOUTED_PATHS = ['/oauth2/token', '/account/signup', '/ideas', '/challenges'];
/**
 * A 401 on these does not sign the user out: the app asks them while it does not know yet, or
 * (`/session`) turns a token it was given into the session and says so itself when it fails.
 */
const NO_LOGOUT_PATHS = ['/me/detailed', '/me/preferences', '/session'];

/** The header that makes a retried create safe (apps/api http/idempotency.ts). */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** A random key for one create: 128 bits, from `getRandomValues` (no secure context needed). */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How many times a GET is retried after a status, and how long it waits before attempt n. */
export interface RetryRule {
  readonly limit: number;
  readonly delayMs: (attempt: number) => number;
}
const DEFAULT_DELAY_MS = 2_000;
export const RETRY_RULES: ReadonlyMap<number, RetryRule> = new Map([
  [102, { limit: 5, delayMs: () => DEFAULT_DELAY_MS }],
  [504, { limit: 4, delayMs: () => DEFAULT_DELAY_MS }],
  // Network failure: 2, 4, 8 s.
  [0, { limit: 3, delayMs: (attempt: number) => 2 ** attempt * 1000 }],
  ...[408, 500, 502, 503].map((s) => [s, { limit: 3, delayMs: () => DEFAULT_DELAY_MS }] as const),
]);

export interface ClientEnvironment {
  /** A readable cookie's value, or null. */
  readCookie(name: string): string | null;
  /**
   * A bearer token for hosts other than the browser (API clients, scripts); the browser sends
   * its HttpOnly session cookie instead.
   */
  bearer?(): string | null;
  /** The browser's fingerprint. */
  fingerprint(): string;
  /** The stored scout id, if any. */
  scoutId(): string | null;
  /** Asks the user; true to go on. */
  confirm(message: string): Promise<boolean>;
  /** Sends the browser elsewhere. */
  navigate(url: string): void;
  /** The current address and platform, for the sign-out page's continue link. */
  location(): { href: string; platformId: string | null };
  /** Error reporting (Sentry in production, the console by default). */
  report(error: unknown, context: Record<string, unknown>): void;
  sleep(ms: number): Promise<void>;
  /** Where the accounts pages live (the app serves them under /accounts). */
  readonly accountsUrl: string;
  readonly fetch?: typeof fetch;
  /** The API's base; `/api` by default. */
  readonly apiBase?: string;
}

export interface RequestOptions {
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly json?: unknown;
  readonly signal?: AbortSignal;
  /** Skip the 5 s polling of scheduled tasks. */
  readonly noPolling?: boolean;
  /** Extra headers, e.g. an Idempotency-Key that makes a retried write safe. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The accounts logout page that sends the user back here after signing in again. */
export function logoutUrl(env: ClientEnvironment): string {
  const { href, platformId } = env.location();
  const params = new URLSearchParams({ continue: href });
  if (platformId) params.set('platform', platformId);
  const scout = env.scoutId();
  if (scout) params.set('scout_id', scout);
  return `${env.accountsUrl}/logout?${params}`;
}

function isScheduled(body: unknown): boolean {
  const data = (body as { data?: { status?: unknown } } | null)?.data;
  return typeof data === 'object' && data !== null && data.status === 'scheduled';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, path: string): ApiError {
  const payload = (body ?? {}) as { message?: unknown; errors?: unknown; code?: unknown };
  const errors = Array.isArray(payload.errors)
    ? payload.errors.filter(
        (e): e is { field: string; error: string } =>
          typeof e === 'object' &&
          e !== null &&
          typeof e.field === 'string' &&
          typeof e.error === 'string',
      )
    : [];
  const message =
    typeof payload.message === 'string'
      ? payload.message
      : status === 0
        ? 'Network failure'
        : `HTTP ${status}`;
  return new ApiError(
    status,
    message,
    errors,
    typeof payload.code === 'number' ? payload.code : undefined,
    path,
  );
}

export interface ApiClient {
  /** True while an admin is shadowing a user. */
  isShadowing(): boolean;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** A call of the contracts table, its answer parsed with the call's schema. */
  call<N extends CallName>(
    name: N,
    input?: {
      params?: Record<string, string>;
      query?: CallQuery<N>;
      body?: CallBody<N>;
      signal?: AbortSignal;
      /** Extra headers, e.g. the Idempotency-Key of `fundUser`. */
      headers?: Readonly<Record<string, string>>;
    },
  ): Promise<CallResponse<N>>;
  /**
   * Loads the call tables of `names` ahead of their first call (a call loads its table itself,
   * but only when it is made): a page that knows which calls it is about to make fetches their
   * schemas beside the code that makes them, not after it.
   */
  prepare(...names: CallName[]): Promise<void>;
  /** Uploads an image through a signed address; resolves the image's public address. */
  uploadImage(file: Blob, options: UploadOptions): Promise<string>;
}

export interface UploadOptions {
  /** What the image is for (challenge, idea, avatar, masthead …). */
  readonly type: string;
  readonly name?: string;
  readonly onProgress?: (fraction: number) => void;
  /** PUTs the file to the signed address; XMLHttpRequest (for progress events) by default. */
  readonly put?: (
    url: string,
    file: Blob,
    headers: Record<string, string>,
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
}

export function xhrPut(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new ApiError(xhr.status, 'The upload failed.'));
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed.'));
    xhr.send(file);
  });
}

export function createApiClient(env: ClientEnvironment): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: env.apiBase ?? '/api',
    timeout: TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  });

  const isShadowing = () => env.readCookie(SHADOWING_COOKIE) !== null;

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    if (isShadowing() && (method === 'POST' || method === 'PUT' || method === 'PATCH')) {
      if (!(await env.confirm(SHADOW_CONFIRMATION))) throw new CancelledError();
    }
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) searchParams.set(key, String(value));
    }
    searchParams.set('fingerprint', env.fingerprint());
    const scout = env.scoutId();
    if (method === 'POST' && scout && SCOUTED_PATHS.some((p) => path.startsWith(p))) {
      searchParams.set('scout_id', scout);
    }
    const headers: Record<string, string> = { ...options.headers };
    const bearer = env.bearer?.();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // The server refuses a write signed in by cookie without it (CSRF): another site can make
    // the browser send the cookie, never this header.
    const csrf = method === 'GET' ? null : env.readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;

    let attempt = 0;
    let currentMethod = method;
    let body = options.json;
    for (;;) {
      let status: number;
      let payload: unknown;
      try {
        const response = await http(path.replace(/^\//, ''), {
          method: currentMethod,
          searchParams,
          headers,
          ...(body === undefined ? {} : { json: body }),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        status = response.status;
        payload = await readBody(response);
        if (response.ok && status !== 102) {
          if (!options.noPolling && isScheduled(payload)) {
            // A build task: ask again in 5 s until it is no longer scheduled.
            await env.sleep(SCHEDULED_POLL_MS);
            currentMethod = 'GET';
            body = undefined;
            continue;
          }
          return payload as T;
        }
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
          throw new CancelledError('The request was aborted');
        status = error instanceof Error && error.name === 'TimeoutError' ? 504 : 0;
        payload = null;
      }
      const rule = RETRY_RULES.get(status);
      // A create carrying an Idempotency-Key is as safe to repeat as a read: the server answers
      // the retry with the first answer and writes nothing again.
      const repeatable = currentMethod === 'GET' || headers[IDEMPOTENCY_KEY] !== undefined;
      if (repeatable && rule && attempt < rule.limit) {
        attempt += 1;
        await env.sleep(rule.delayMs(attempt));
        continue;
      }
      const error = toApiError(status, payload, path);
      if (status === 401 && !NO_LOGOUT_PATHS.includes(path)) {
        void env.sleep(LOGOUT_DELAY_MS).then(() => env.navigate(logoutUrl(env)));
      }
      if (shouldReport(error)) env.report(error, { method, path, status });
      throw error;
    }
  }

  return {
    isShadowing,
    request,
    async call(name, input = {}) {
      // Only the call's domain table (its schemas) is loaded, on its first call: a page carries
      // the schemas of the calls it makes, not the whole table.
      const definition = await loadCall(name);
      const path = fillPath(definition.path, input.params ?? {}, name);
      // Every create (a POST answering 201) gets a key of its own unless the caller keeps one
      // across attempts (a form's publish); the retries below reuse it.
      const creates = definition.method === 'POST' && definition.status === 201;
      const headers =
        creates && !input.headers?.[IDEMPOTENCY_KEY]
          ? { ...input.headers, [IDEMPOTENCY_KEY]: newIdempotencyKey() }
          : input.headers;
      const answer = await request(definition.method, path, {
        ...(input.query ? { query: input.query as NonNullable<RequestOptions['query']> } : {}),
        ...(input.body === undefined ? {} : { json: input.body }),
        ...(input.signal ? { signal: input.signal } : {}),
        ...(headers ? { headers } : {}),
      });
      const parsed = v.safeParse(definition.response, answer);
      if (!parsed.success) {
        const error = new ApiError(
          200,
          'The server answered something unexpected.',
          [],
          undefined,
          path,
        );
        env.report(error, { path, issues: parsed.issues.map((i) => i.message) });
        throw error;
      }
      return parsed.output as CallResponse<typeof name>;
    },
    async prepare(...names) {
      await Promise.all(names.map((name) => loadCall(name)));
    },
    async uploadImage(file, options) {
      const answer = await request<{
        data: { signed_url: string; headers?: Record<string, string>; url: string };
      }>('POST', '/files/image-upload', {
        json: { name: options.name ?? 'image', type: file.type, kind: options.type },
      });
      const put = options.put ?? xhrPut;
      const headers = { ...answer.data.headers };
      // An address of our own API gets the session cookie with the PUT, so it needs the CSRF
      // value as any write does; another host's (a bucket) gets neither.
      const csrf = env.readCookie(CSRF_COOKIE);
      if (csrf && answer.data.signed_url.startsWith('/')) headers[CSRF_HEADER] = csrf;
      await put(answer.data.signed_url, file, headers, options.onProgress ?? (() => {}));
      options.onProgress?.(1);
      return answer.data.url;
    },
  };
}
