/**
 * The table of API calls: method, path (under `/api`), who may call, and the schemas of the
 * query, body and response. The server registers every route from it (apps/api
 * `http/endpoint.ts`) and validates with its schemas; the client types and parses with the same;
 * the OpenAPI document is generated from it. Each domain keeps its calls in `calls/<domain>.ts`;
 * a new call goes there and is merged here.
 */
import type * as v from 'valibot';
import { accountsCalls } from './calls/accounts.js';
import { awardsCalls } from './calls/awards.js';
import { challengesCalls } from './calls/challenges.js';
import { discussionsCalls } from './calls/discussions.js';
import { fillPath } from './calls/domains.js';
import { filesCalls } from './calls/files.js';
import { gameCalls } from './calls/game.js';
import { highlightsCalls } from './calls/highlights.js';
import { moneyCalls } from './calls/money.js';
import { olympiadAdminCalls } from './calls/olympiad-admin.js';
import { olympiadsCalls } from './calls/olympiads.js';
import { platformsCalls } from './calls/platforms.js';
import { realtimeCalls } from './calls/realtime.js';
import { searchCalls } from './calls/search.js';
import { sessionCalls } from './calls/session.js';
import { statsCalls } from './calls/stats.js';
import { suggestionsCalls } from './calls/suggestions.js';
import { systemCalls } from './calls/system.js';
import { teamsCalls } from './calls/teams.js';
import { usersCalls } from './calls/users.js';
import { widgetsCalls } from './calls/widgets.js';

export {
  BytesSchema,
  type CallAuth,
  type CallDefinition,
  defineCalls,
  type HttpMethod,
} from './calls/define.js';

export const CALLS = {
  ...systemCalls,
  ...accountsCalls,
  ...sessionCalls,
  ...usersCalls,
  ...platformsCalls,
  ...teamsCalls,
  ...challengesCalls,
  ...filesCalls,
  ...gameCalls,
  ...discussionsCalls,
  ...moneyCalls,
  ...suggestionsCalls,
  ...searchCalls,
  ...statsCalls,
  ...widgetsCalls,
  ...olympiadsCalls,
  ...olympiadAdminCalls,
  ...realtimeCalls,
  ...awardsCalls,
  ...highlightsCalls,
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

type SchemaOf<N extends CallName, K extends 'body' | 'query' | 'response'> = Calls[N] extends {
  readonly [P in K]: infer S extends v.GenericSchema;
}
  ? S
  : never;

/** What the client sends as a call's body. */
export type CallBody<N extends CallName> = v.InferInput<SchemaOf<N, 'body'>>;
/** What the client sends as a call's query. */
export type CallQuery<N extends CallName> = v.InferInput<SchemaOf<N, 'query'>>;
/** What a call answers on success. */
export type CallResponse<N extends CallName> = v.InferOutput<SchemaOf<N, 'response'>>;
/** What the server parses a call's body into. */
export type CallBodyOutput<N extends CallName> = v.InferOutput<SchemaOf<N, 'body'>>;
/** What the server parses a call's query into. */
export type CallQueryOutput<N extends CallName> = v.InferOutput<SchemaOf<N, 'query'>>;
/** What the server answers for a call: its response schema's input. */
export type CallAnswer<N extends CallName> = v.InferInput<SchemaOf<N, 'response'>>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** A call's path parameters by name (`{ id: string }` for `/users/{id}/profile`). */
export type CallParams<N extends CallName> = {
  readonly [K in ParamNames<Calls[N]['path']>]: string;
};

/**
 * Fills a call's path parameters.
 *
 * @example callPath('userProfile', { id: 'ada' }) // '/users/ada/profile'
 */
export function callPath(name: CallName, params: Readonly<Record<string, string>> = {}): string {
  return fillPath(CALLS[name].path, params, name);
}

/** A call's path in Hono's syntax (`/users/:id/profile`). */
export function honoPath(name: CallName): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, ':$1');
}
