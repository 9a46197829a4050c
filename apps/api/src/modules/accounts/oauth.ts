/**
 * OAuth 2.0's protocol parts: its error shape (RFC 6749 §5.2), reading its bodies (JSON or form,
 * no parameter twice), client authentication (§2.3), PKCE (RFC 7636) and the server's metadata
 * (RFC 8414).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { GRANT_TYPES } from '@nervus/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database } from '../../db/client.js';
import { hashToken } from '../../http/auth.js';
import { ApiError } from '../../http/errors.js';
import { findClient, type OAuthClientRow } from './queries-oauth.js';

/** The spec's OAuth error codes. */
export const OAUTH_CODES = {
  denied: 10110,
  tokenFailed: 10122,
  createUserFailed: 10134,
  emailTaken: 10161,
  updateCredentialsFailed: 10169,
  userNotFound: 10198,
} as const;

/** How long an authorization code lives: enough for a redirect and one exchange. */
export const CODE_TTL_MS = 60_000;

export function oauthError(
  status: 400 | 401 | 403 | 429 | 500,
  error: string,
  description: string,
  code?: number,
  errors = [{ field: '*', error: description }],
  headers: Record<string, string> = {},
) {
  return new ApiError(
    status,
    description,
    errors,
    code,
    { 'Cache-Control': 'no-store', ...headers },
    {
      error,
      error_description: description,
    },
  );
}

/**
 * The body of a token or revocation request: a form (as RFC 6749 says) or JSON (as the web app
 * sends). A parameter sent twice is `invalid_request` (§3.1, §3.2): which one counts would
 * otherwise depend on the parser.
 */
export async function readOAuthBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      body = await c.req.parseBody({ all: true });
    } else {
      const text = await c.req.text();
      body = text.trim() === '' ? {} : JSON.parse(text);
    }
  } catch {
    throw oauthError(400, 'invalid_request', 'The request body could not be read.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw oauthError(400, 'invalid_request', 'The body must be a JSON object or a form.');
  }
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      throw oauthError(
        400,
        'invalid_request',
        `The parameter ${name} is sent more than once.`,
        undefined,
        [{ field: name.toLowerCase(), error: 'This parameter is sent more than once.' }],
      );
    }
    if (typeof value === 'object' && value !== null) {
      throw oauthError(400, 'invalid_request', `The parameter ${name} must be text.`, undefined, [
        { field: name.toLowerCase(), error: 'This parameter must be text.' },
      ]);
    }
  }
  return body as Record<string, unknown>;
}

/** The grant a token request asks for: refused before anything else is read (§5.2). */
export function grantTypeOf(body: Record<string, unknown>): (typeof GRANT_TYPES)[number] {
  const grant = body.grant_type;
  if (typeof grant !== 'string' || grant === '') {
    throw oauthError(400, 'invalid_request', 'The grant_type is missing.', undefined, [
      { field: 'grant_type', error: 'This field is required' },
    ]);
  }
  if (!(GRANT_TYPES as readonly string[]).includes(grant)) {
    throw oauthError(
      400,
      'unsupported_grant_type',
      `The grant type is not supported: use ${GRANT_TYPES.join(' or ')}.`,
    );
  }
  return grant as (typeof GRANT_TYPES)[number];
}

/** A client's credentials as presented: HTTP Basic (client_secret_basic) or in the body. */
export interface PresentedClient {
  readonly id: string | undefined;
  readonly secret: string | undefined;
  readonly viaHeader: boolean;
}

const invalidClient = (viaHeader: boolean) =>
  oauthError(
    401,
    'invalid_client',
    'The client is unknown or its credentials are wrong.',
    undefined,
    undefined,
    // §5.2: a client that authenticated with the Authorization header is told how to.
    viaHeader ? { 'WWW-Authenticate': 'Basic realm="nervus", charset="UTF-8"' } : {},
  );

function decodeFormPart(value: string, viaHeader: boolean): string {
  try {
    // RFC 6749 §2.3.1: the id and secret are form-encoded before Basic's base64.
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw invalidClient(viaHeader);
  }
}

export function presentedClient(
  c: Context<AppEnv>,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
): PresentedClient {
  const header = c.req.header('authorization') ?? '';
  const basic = /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(header);
  if (!basic) return { id: body.client_id, secret: body.client_secret, viaHeader: false };
  const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient(true);
  const id = decodeFormPart(decoded.slice(0, colon), true);
  const secret = decodeFormPart(decoded.slice(colon + 1), true);
  // §2.3: one way of authenticating per request.
  if (body.client_secret !== undefined || (body.client_id !== undefined && body.client_id !== id)) {
    throw oauthError(400, 'invalid_request', 'Authenticate the client one way only.');
  }
  return { id, secret, viaHeader: true };
}

function sameSecret(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The registered client making the request. A confidential client must give its secret; a
 * public one must not pretend to have one. `fallbackId` names the client when none is given
 * (the web app's password grant and sign-out, which RFC 6749 lets a public client do).
 */
export async function authenticateClient(
  db: Database,
  presented: PresentedClient,
  fallbackId?: string,
): Promise<OAuthClientRow> {
  const id = presented.id ?? fallbackId;
  if (id === undefined) {
    throw oauthError(400, 'invalid_request', 'The client_id is missing.', undefined, [
      { field: 'client_id', error: 'This field is required' },
    ]);
  }
  const client = await findClient(db, id);
  if (!client) throw invalidClient(presented.viaHeader);
  const authenticated = client.secretHash
    ? presented.secret !== undefined && sameSecret(presented.secret, client.secretHash)
    : presented.secret === undefined || presented.secret === '';
  if (!authenticated) throw invalidClient(presented.viaHeader);
  return client;
}

/** Refuses a grant the client is not registered for (§5.2 `unauthorized_client`). */
export function ensureGrant(client: OAuthClientRow, grant: string): void {
  if (!client.grantTypes.includes(grant)) {
    throw oauthError(400, 'unauthorized_client', `This client may not use the ${grant} grant.`);
  }
}

/** RFC 7636 §4.6, S256: BASE64URL(SHA256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = createHash('sha256').update(verifier).digest('base64url');
  return (
    computed.length === challenge.length &&
    timingSafeEqual(Buffer.from(computed), Buffer.from(challenge))
  );
}

/** An S256 challenge is a SHA-256 in base64url without padding: 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The issuer: the site's origin as the client reached it (RFC 8414 §3: the metadata sits at
 * the root, `/.well-known/oauth-authorization-server`). Behind trusted proxies the scheme is
 * the one the client used.
 */
export function issuerOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  if (c.var.deps.config.trustProxy > 0 && (forwarded === 'https' || forwarded === 'http')) {
    url.protocol = `${forwarded}:`;
  }
  return url.origin;
}

/** RFC 8414 §2. The authorization endpoint is the web app's connect page. */
export function serverMetadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/accounts/connect`,
    token_endpoint: `${issuer}/api/oauth2/token`,
    revocation_endpoint: `${issuer}/api/oauth2/revoke`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...GRANT_TYPES],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: [
      'client_secret_basic',
      'client_secret_post',
      'none',
    ],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/api/openapi.json`,
  };
}
