/**
 * Routes from the call table. A module writes only its handlers, keyed by call name:
 *
 * ```ts
 * export const userHandlers = handlers({
 *   userProfile: async (c, { params }) => ({ data: await profileOf(c.var.deps.db, params.id) }),
 * });
 * ```
 *
 * `mountCalls` registers each one at its contract's method and path with, in this order: the
 * contract's auth requirement (401/403 before any input is read), the body-size limit and the
 * write rate limit (only on calls with a body), the path, query and body validators from the contract (422 with field errors),
 * then the handler, whose answer is typed by the contract's response schema and sent with the
 * contract's status. A call without a handler, or a handler without a call, fails `typecheck`.
 */
import {
  CALLS,
  type CallAnswer,
  type CallBodyOutput,
  type CallDefinition,
  type CallName,
  type CallParams,
  type CallQueryOutput,
  type Calls,
  type FieldErrorBody,
  honoPath,
} from '@nervus/contracts';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import type { AppEnv, UserRow } from '../context.js';
import { jsonAnswer } from './answer.js';
import { ApiError, forbidden, unauthorized } from './errors.js';
import { isCreateCall, runIdempotent } from './idempotency.js';
import { writeLimit } from './limits.js';
import { asLayer, type Layer, pipeline } from './pipeline.js';
import { shadowWrite } from './shadow.js';
import { findBadText } from './text.js';
import { validate } from './validate.js';
import { forgetVisitorAnswers, visitorCache } from './visitor-cache.js';

/** The largest request body the API reads unless a call says otherwise. */
export const MAX_BODY_BYTES = 64 * 1024;

type Def<N extends CallName> = Calls[N];

/** What a handler is given: the viewer (never null when the call needs one) and parsed input. */
export interface CallInput<N extends CallName> {
  readonly user: Def<N>['auth'] extends 'user' | 'admin' ? UserRow : UserRow | null;
  readonly params: Def<N> extends { readonly params: v.GenericSchema }
    ? v.InferOutput<Def<N>['params']>
    : CallParams<N>;
  readonly query: Def<N> extends { readonly query: v.GenericSchema }
    ? CallQueryOutput<N>
    : undefined;
  /** Undefined for calls whose handler reads the body itself (`rawBody`). */
  readonly body: Def<N> extends { readonly rawBody: string }
    ? undefined
    : Def<N> extends { readonly body: v.GenericSchema }
      ? CallBodyOutput<N>
      : undefined;
}

/** A JSON call answers its contract's response; a file call answers a whole Response. */
export type CallResult<N extends CallName> =
  Def<N> extends { readonly produces: string } ? Response : CallAnswer<N>;

export type Handler<N extends CallName> = (
  c: Context<AppEnv>,
  input: CallInput<N>,
) => CallResult<N> | Promise<CallResult<N>>;

export type Handlers<K extends CallName = CallName> = { readonly [N in K]: Handler<N> };

/**
 * Types a module's handlers by their call names, so each gets its contract's input and answer.
 *
 * @example export const healthHandlers = handlers({ health: async () => ({ data: { ok: true } }) });
 */
export function handlers<K extends CallName>(table: { [N in K]: Handler<N> }): Handlers<K> {
  return table;
}

const statuses = new WeakMap<object, number>();

/**
 * Answers with another success status than the contract's (health: 503 while the database is
 * down), keeping the answer's type checked against the contract.
 */
export function withStatus<T extends object>(status: 200 | 201 | 202 | 503, answer: T): T {
  statuses.set(answer, status);
  return answer;
}

/** Static segments before parameters, so `/challenges/categorify` wins over `/challenges/{id}`. */
function bySpecificity(a: CallDefinition, b: CallDefinition): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = (as[i] as string).startsWith('{');
    const bp = (bs[i] as string).startsWith('{');
    if (ap !== bp) return ap ? 1 : -1;
  }
  return 0;
}

function guard(call: CallDefinition): Layer {
  return (c, next) => {
    const user = c.get('user');
    if ((call.auth === 'user' || call.auth === 'admin') && !user) throw unauthorized();
    if (call.auth === 'admin' && !user?.isGlobalAdmin) throw forbidden('Only admins can do this.');
    return next();
  };
}

function sizeLimit(call: CallDefinition): MiddlewareHandler<AppEnv> {
  const maxSize = call.maxBodyBytes ?? MAX_BODY_BYTES;
  const message =
    call.rawBody === 'bytes'
      ? `Maximum file size for upload image is ${Math.round(maxSize / 1024 / 1024)} MB.`
      : call.maxBodyBytes
        ? `The request can be at most ${maxSize} bytes.`
        : 'The request is too large.';
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, message);
    },
  });
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records the headers a handler sets with `c.header()` for its JSON answer, which is built as
 * a plain record (http/answer.ts) rather than through hono's prepared `Headers`. They still go
 * to hono too, so an error thrown after them answers with them as before.
 */
function collectHeaders(c: Context<AppEnv>): () => Record<string, string> | undefined {
  let record: Record<string, string> | undefined;
  const set = c.header;
  c.header = ((name: string, value?: string, options?: { append?: boolean }) => {
    set(name, value, options);
    const key = name.toLowerCase();
    record ??= {};
    if (value === undefined) delete record[key];
    else record[key] = options?.append && record[key] ? `${record[key]}, ${value}` : value;
  }) as typeof c.header;
  return () => record;
}

/**
 * The answer to text no column can hold (http/text.ts): 422 with field errors, or for the OAuth
 * token endpoint (the body its handler reads as JSON or a form) RFC 6749's 400 `invalid_request`
 * with the same field errors.
 */
function badTextError(call: CallDefinition, errors: FieldErrorBody[]): ApiError {
  if (call.rawBody !== 'json-or-form') return new ApiError(422, 'Validation failed', errors);
  const description = 'The request contains text that is not allowed.';
  return new ApiError(
    400,
    description,
    errors,
    undefined,
    { 'Cache-Control': 'no-store' },
    {
      error: 'invalid_request',
      error_description: description,
    },
  );
}

/**
 * Refuses a NUL or an unpaired surrogate in the path's parameters or the query, whether or not
 * the call has schemas for them. Neither can reach a URL unencoded, so an address without `%`
 * is passed at the cost of one `includes`.
 */
function refuseBadAddress(c: Context<AppEnv>, call: CallDefinition): void {
  if (!c.req.url.includes('%')) return;
  const errors = [...findBadText(c.req.param()), ...findBadText(c.req.queries())];
  if (errors.length > 0) throw badTextError(call, errors);
}

/**
 * The same for a body its handler reads itself (the OAuth token endpoint's JSON or form, browser
 * reports), read as the handler will read it: hono keeps the body for the handler.
 */
function refuseBadBody(call: CallDefinition): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    let parsed: unknown;
    try {
      // Every repeated field of a form included: the handler may read the last one.
      if (type.includes('application/x-www-form-urlencoded')) {
        parsed = [...new URLSearchParams(await c.req.text())].flat();
      } else if (type.includes('multipart/form-data')) parsed = await c.req.parseBody();
      else parsed = JSON.parse(await c.req.text());
    } catch {
      // The handler answers a body it cannot read.
    }
    const errors = findBadText(parsed);
    if (errors.length > 0) throw badTextError(call, errors);
    await next();
  };
}

/** What a validator of the chain parsed. */
function valid(c: Context<AppEnv>, target: 'param' | 'query' | 'json'): unknown {
  return (c.req.valid as (target: 'param' | 'query' | 'json') => unknown).call(c.req, target);
}

/** A visitor's answer is the same for every visitor of the platform asking for the address. */
function visitorKey(c: Context<AppEnv>): string {
  const url = c.req.url;
  return `${c.get('platform').id} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
}

/** The layers of one call: guard, limits, validators, handler (http/pipeline.ts). */
function chain(call: CallDefinition, handler: Handler<CallName>): Layer[] {
  // Open calls skip the guard: every layer is one more step for every request.
  const steps: Layer[] = call.auth === 'user' || call.auth === 'admin' ? [guard(call)] : [];
  const middleware = (step: MiddlewareHandler<AppEnv>) => steps.push(asLayer(step));
  // An admin acting as a player: money calls refused, other writes recorded (http/shadow.ts).
  if (call.method !== 'GET') middleware(shadowWrite(call));
  // A request refused for its size is not counted as a write: it was never read.
  if (HAS_BODY.has(call.method)) {
    middleware(sizeLimit(call));
    middleware(writeLimit);
  }
  if (call.rawBody && call.rawBody !== 'bytes') middleware(refuseBadBody(call));
  if (call.params) middleware(validate('param', call.params) as MiddlewareHandler<AppEnv>);
  if (call.query) middleware(validate('query', call.query) as MiddlewareHandler<AppEnv>);
  if (call.body && !call.rawBody)
    middleware(validate('json', call.body) as MiddlewareHandler<AppEnv>);
  const status = call.status ?? 200;
  const shared =
    call.method === 'GET' && call.visitorCacheMs ? visitorCache(call.visitorCacheMs) : undefined;
  const writes = call.method !== 'GET';
  const creates = isCreateCall(call);

  function answer(
    c: Context<AppEnv>,
    result: CallResult<CallName>,
    headers: Record<string, string> | undefined,
    key: string | undefined,
  ): Response | Promise<Response> {
    if (result instanceof Response) return result;
    const answerStatus = statuses.get(result as object) ?? status;
    if (key && answerStatus === 200) shared?.keep(key, result as object, headers);
    return jsonAnswer(c, result as object, answerStatus, headers);
  }

  async function write(c: Context<AppEnv>, input: CallInput<CallName>): Promise<Response> {
    const handlerHeaders = collectHeaders(c);
    let result: CallResult<CallName>;
    try {
      if (creates) {
        // A retry with the request's Idempotency-Key is given the first answer (http/idempotency.ts).
        const outcome = await runIdempotent(c, input.body, async () => {
          const answer = await handler(c, input);
          if (answer instanceof Response) return answer;
          return { status: statuses.get(answer as object) ?? status, answer: answer as object };
        });
        if (outcome instanceof Response) result = outcome as unknown as CallResult<CallName>;
        else {
          statuses.set(outcome.answer, outcome.status);
          result = outcome.answer as CallResult<CallName>;
        }
      } else result = await handler(c, input);
    } finally {
      // Whatever a write changed, no visitor is given an answer read before it.
      forgetVisitorAnswers();
    }
    return answer(c, result, handlerHeaders(), undefined);
  }

  steps.push((c) => {
    refuseBadAddress(c, call);
    // Only a request with no credentials at all is a visitor's: a bad token is answered afresh,
    // and a session cookie (which carries no Authorization header) is a signed-in viewer's.
    const key =
      shared && !c.req.header('authorization') && !c.get('user') ? visitorKey(c) : undefined;
    const hit = key ? shared?.get(key) : undefined;
    if (hit) return jsonAnswer(c, hit.answer, status, hit.headers);
    const input = {
      user: c.get('user'),
      params: call.params ? valid(c, 'param') : c.req.param(),
      query: call.query ? valid(c, 'query') : undefined,
      body: call.body && !call.rawBody ? valid(c, 'json') : undefined,
    } as CallInput<CallName>;
    if (writes) return write(c, input);
    const handlerHeaders = collectHeaders(c);
    // A read answered from memory stays synchronous, so it is written at once (http/pipeline.ts).
    const result = handler(c, input);
    return result instanceof Promise
      ? result.then((settled) => answer(c, settled, handlerHeaders(), key))
      : answer(c, result, handlerHeaders(), key);
  });
  return steps;
}

/**
 * Registers every call of the table on `app`, from its contract: one route handler per call,
 * running `front` (the layers every request passes) and then the call's own (http/pipeline.ts).
 */
export function mountCalls(
  app: Hono<AppEnv>,
  all: Handlers,
  front: readonly Layer[],
  onError: Parameters<typeof pipeline>[1],
): Hono<AppEnv> {
  const names = (Object.keys(CALLS) as CallName[]).sort((a, b) =>
    bySpecificity(CALLS[a], CALLS[b]),
  );
  for (const name of names) {
    const call: CallDefinition = CALLS[name];
    const layers = [...front, ...chain(call, all[name] as Handler<CallName>)];
    app.on(call.method, honoPath(name), pipeline(layers, onError));
  }
  return app;
}
