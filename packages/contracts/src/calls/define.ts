/** The shape of one entry of the call table, shared by every domain's file. */
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, anyone (better signed in), a signed-in user, an admin. */
export type CallAuth = 'none' | 'optional' | 'user' | 'admin';

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path under `/api`, parameters as `{name}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: CallAuth;
  /** Checks of the path parameters beyond being present (names must match the path's). */
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** The JSON answer, or `BytesSchema` with `produces` for calls that answer a file. */
  readonly response: v.GenericSchema;
  /** Success status; 200 when not given. */
  readonly status?: number;
  /** Error body schema when not the standard one (the OAuth endpoints). */
  readonly errorResponse?: v.GenericSchema;
  /**
   * The body is read by the handler itself: raw bytes, JSON-or-form with its own errors, or a
   * browser's reports (`application/csp-report`, `application/reports+json`).
   */
  readonly rawBody?: 'bytes' | 'json-or-form' | 'reports';
  /**
   * The call moves money (wallets, entry fees, prizes, funding, payouts): refused in a shadow
   * session, where an admin acts as a player (403). Calls that move money only sometimes (a
   * publish with a money prize) are refused by the money ledger itself when they do.
   */
  readonly movesMoney?: true;
  /** The largest body the call reads, when not the API's usual 64 KiB. */
  readonly maxBodyBytes?: number;
  /** Content type of a file answer (images); absent for JSON answers. */
  readonly produces?: string;
  /**
   * A GET whose answer to a signed-out visitor is the same for every visitor of the platform:
   * the server may give it again to other visitors for this many milliseconds (a challenge
   * shared widely is read by many people at once who are not signed in).
   */
  readonly visitorCacheMs?: number;
}

/**
 * What the client reads of a call to make it: the rest of a definition (summary, who may call,
 * the input schemas) is for the server and the OpenAPI document, and the web build leaves it out
 * of the tables it ships (apps/web `scripts/client-calls-plugin.ts`).
 */
export type ClientCallDefinition = Pick<CallDefinition, 'method' | 'path' | 'status' | 'response'>;

/** The answer of a call that returns a file rather than JSON. */
export const BytesSchema = v.instance(Uint8Array);

/**
 * How long a visitor's read of a challenge page may be given again to other visitors: short
 * enough that nobody notices, long enough that a crowd arriving at once costs one read a second.
 */
export const VISITOR_CACHE_MS = 1000;

/** Keeps each entry's literal types, so handlers and the client are typed per call. */
export const defineCalls = <const T extends Record<string, CallDefinition>>(calls: T): T => calls;
