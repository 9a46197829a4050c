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
  honoPath,
} from '@nervus/contracts';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import type { AppEnv, UserRow } from '../context.js';
import { jsonAnswer } from './answer.js';
import { ApiError, forbidden, unauthorized } from './errors.js';
import { writeLimit } from './limits.js';
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

function guard(call: CallDefinition): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if ((call.auth === 'user' || call.auth === 'admin') && !user) throw unauthorized();
    if (call.auth === 'admin' && !user?.isGlobalAdmin) throw forbidden('Only admins can do this.');
    await next();
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

/** What a validator of the chain parsed. */
function valid(c: Context<AppEnv>, target: 'param' | 'query' | 'json'): unknown {
  return (c.req.valid as (target: 'param' | 'query' | 'json') => unknown).call(c.req, target);
}

/** A visitor's answer is the same for every visitor of the platform asking for the address. */
function visitorKey(c: Context<AppEnv>): string {
  const url = c.req.url;
  return `${c.get('platform').id} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
}

/** The routes of one call: guard, limit, validators, handler. */
function chain(call: CallDefinition, handler: Handler<CallName>): MiddlewareHandler<AppEnv>[] {
  // Open calls skip the guard: every middleware is one more async step for every request.
  const steps: MiddlewareHandler<AppEnv>[] =
    call.auth === 'user' || call.auth === 'admin' ? [guard(call)] : [];
  // A request refused for its size is not counted as a write: it was never read.
  if (HAS_BODY.has(call.method)) steps.push(sizeLimit(call), writeLimit);
  if (call.params) steps.push(validate('param', call.params) as MiddlewareHandler<AppEnv>);
  if (call.query) steps.push(validate('query', call.query) as MiddlewareHandler<AppEnv>);
  if (call.body && !call.rawBody) {
    steps.push(validate('json', call.body) as MiddlewareHandler<AppEnv>);
  }
  const status = call.status ?? 200;
  const shared =
    call.method === 'GET' && call.visitorCacheMs ? visitorCache(call.visitorCacheMs) : undefined;
  const writes = call.method !== 'GET';
  steps.push(async (c) => {
    // Only a request with no credentials at all is a visitor's: a bad token is answered afresh.
    const key = shared && !c.req.header('authorization') ? visitorKey(c) : undefined;
    const hit = key ? shared?.get(key) : undefined;
    if (hit) return jsonAnswer(c, hit.answer, status, hit.headers);
    const input = {
      user: c.get('user'),
      params: call.params ? valid(c, 'param') : c.req.param(),
      query: call.query ? valid(c, 'query') : undefined,
      body: call.body && !call.rawBody ? valid(c, 'json') : undefined,
    } as CallInput<CallName>;
    const handlerHeaders = collectHeaders(c);
    let result: CallResult<CallName>;
    try {
      result = await handler(c, input);
    } finally {
      // Whatever a write changed, no visitor is given an answer read before it.
      if (writes) forgetVisitorAnswers();
    }
    if (result instanceof Response) return result;
    const answerStatus = statuses.get(result as object) ?? status;
    const headers = handlerHeaders();
    if (key && answerStatus === 200) shared?.keep(key, result as object, headers);
    return jsonAnswer(c, result as object, answerStatus, headers);
  });
  return steps;
}

/** Registers every call of the table on `app`, from its contract. */
export function mountCalls(app: Hono<AppEnv>, all: Handlers): Hono<AppEnv> {
  const names = (Object.keys(CALLS) as CallName[]).sort((a, b) =>
    bySpecificity(CALLS[a], CALLS[b]),
  );
  for (const name of names) {
    const call: CallDefinition = CALLS[name];
    const [first, ...rest] = chain(call, all[name] as Handler<CallName>);
    app.on(call.method, honoPath(name), first as MiddlewareHandler<AppEnv>, ...rest);
  }
  return app;
}
