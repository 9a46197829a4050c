/**
 * OAuth 2.0: the token endpoint (password and authorization-code grants, RFC 6749 §4.1, §4.3,
 * PKCE RFC 7636), revocation (RFC 7009), the connect page's authorization and the server's
 * metadata (RFC 8414).
 */
import {
  AuthorizationCodeGrantSchema,
  PasswordGrantSchema,
  RevokeInputSchema,
  WEB_CLIENT_ID,
} from '@nervus/contracts';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.js';
import { bearerToken, createSession, newToken } from '../../http/auth.js';
import { handlers } from '../../http/endpoint.js';
import { fieldErrors, invalid, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { exchangeCode, signOut } from './commands.js';
import {
  authenticateClient,
  CODE_TTL_MS,
  ensureGrant,
  grantTypeOf,
  issuerOf,
  OAUTH_CODES,
  oauthError,
  presentedClient,
  readOAuthBody,
  S256_CHALLENGE,
  serverMetadata,
} from './oauth.js';
import { verifyNobody, verifyPassword } from './passwords.js';
import { canAuthorizeClients, canSignIn } from './policy.js';
import { findUserByLogin } from './queries.js';
import { findClient, insertCode, type OAuthClientRow, tokenClient } from './queries-oauth.js';
import { beginSignIn } from './sign-in-guard.js';

function parseOrRefuse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw oauthError(
      400,
      'invalid_request',
      'The request is incomplete.',
      undefined,
      fieldErrors(parsed.issues),
    );
  }
  return parsed.output;
}

function tokenAnswer(c: Context<AppEnv>, session: { token: string; expiresIn: number }) {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  return {
    access_token: session.token,
    token_type: 'Bearer' as const,
    expires_in: session.expiresIn,
  };
}

/** A registered redirect address, compared exactly (RFC 6749 §3.1.2, OAuth 2.1 §2.3.1). */
function registeredClient(client: OAuthClientRow | undefined, redirectUri: string) {
  if (!client) throw invalid('client_id', 'This application is not registered.');
  if (!client.redirectUris.includes(redirectUri)) {
    throw invalid('redirect_uri', 'This address is not registered for the application.');
  }
  return client;
}

async function passwordGrant(c: Context<AppEnv>, body: Record<string, unknown>) {
  const input = parseOrRefuse(PasswordGrantSchema, body);
  const { db, now, log } = c.var.deps;
  const client = await authenticateClient(db, presentedClient(c, input), WEB_CLIENT_ID);
  ensureGrant(client, 'password');
  const user = await findUserByLogin(db, input.username);
  // Limits and back-off by where the attempt comes from (issue 12: no lock-out of the owner).
  const attempt = await beginSignIn(c, input.username, user);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyNobody(input.password);
  if (!user || !ok) {
    await attempt.failed();
    throw oauthError(400, 'invalid_grant', 'The email, screen name or password is not right.');
  }
  if (!canSignIn(user).allowed) {
    throw oauthError(403, 'access_denied', 'User denied oauth authorization', OAUTH_CODES.denied);
  }
  await attempt.succeeded(user);
  try {
    return tokenAnswer(c, await createSession(db, user.id, now(), { clientId: client.id }));
  } catch (err) {
    log.error({ err }, 'session creation failed');
    throw oauthError(
      500,
      'server_error',
      "Internal server error: Couldn't generate a one time token",
      OAUTH_CODES.tokenFailed,
    );
  }
}

async function authorizationCodeGrant(c: Context<AppEnv>, body: Record<string, unknown>) {
  const input = parseOrRefuse(AuthorizationCodeGrantSchema, body);
  const { db, now } = c.var.deps;
  const client = await authenticateClient(db, presentedClient(c, input));
  ensureGrant(client, 'authorization_code');
  const exchange = await exchangeCode(
    db,
    {
      code: input.code,
      clientId: client.id,
      redirectUri: input.redirect_uri,
      verifier: input.code_verifier,
    },
    now(),
  );
  if (!exchange.ok) throw oauthError(400, 'invalid_grant', exchange.description);
  return tokenAnswer(c, exchange);
}

export const oauthHandlers = handlers({
  token: async (c) => {
    const body = await readOAuthBody(c);
    // RFC 6749 §5.2: an unknown grant is said so, whatever else the request lacks.
    const grant = grantTypeOf(body);
    return grant === 'password' ? passwordGrant(c, body) : authorizationCodeGrant(c, body);
  },

  revoke: async (c) => {
    const input = parseOrRefuse(RevokeInputSchema, await readOAuthBody(c));
    const { db, now } = c.var.deps;
    const presented = presentedClient(c, input);
    // The web app signs out with its bearer token and no client: possession of the token is
    // what a sign-out proves. A client that names itself must be who it says.
    const client = presented.id === undefined ? undefined : await authenticateClient(db, presented);
    const token = input.token ?? bearerToken(c.req.header('authorization'));
    if (token) {
      const issued = await tokenClient(db, token);
      // RFC 7009 §2.1: a client may revoke only the tokens issued to it.
      if (client && issued?.clientId && issued.clientId !== client.id) {
        throw oauthError(400, 'unauthorized_client', 'The token was issued to another client.');
      }
      // RFC 7009 §2.2: the answer is the same whether or not the token existed.
      if (issued) await signOut(db, token, now());
    }
    c.header('Cache-Control', 'no-store');
    return { data: { ok: true as const } };
  },

  authorize: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    // Errors about the client or its address are shown to the user, never redirected (§4.1.2.1).
    const client = registeredClient(await findClient(db, body.client_id), body.redirect_uri);
    enforce(canAuthorizeClients(c.var.session));
    const issuer = issuerOf(c);
    const back = (answer: Record<string, string>) => {
      const url = new URL(body.redirect_uri);
      for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
      if (body.state !== undefined) url.searchParams.set('state', body.state);
      // RFC 9207: the client can tell which server answered (mix-up attacks).
      url.searchParams.set('iss', issuer);
      return { data: { redirect_to: url.toString() } };
    };
    const refuse = (error: string, description: string) =>
      back({ error, error_description: description });
    if (body.decision === 'deny') return refuse('access_denied', 'User denied oauth authorization');
    if (body.response_type !== 'code') {
      return refuse('unsupported_response_type', 'Only the code response type is supported.');
    }
    if (!client.grantTypes.includes('authorization_code')) {
      return refuse('unauthorized_client', 'This client may not use the authorization code grant.');
    }
    if (body.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(body.code_challenge ?? '')) {
      return refuse('invalid_request', 'A PKCE code_challenge with method S256 is required.');
    }
    const code = newToken();
    const time = now();
    await insertCode(db, {
      code,
      clientId: client.id,
      userId: user.id,
      redirectUri: body.redirect_uri,
      codeChallenge: body.code_challenge as string,
      scope: body.scope ?? null,
      now: time,
      expiresAt: new Date(time.getTime() + CODE_TTL_MS),
    });
    return back({ code });
  },

  oauthClient: async (c, { params, query }) => {
    const client = await findClient(c.var.deps.db, params.client_id);
    if (!client) throw notFound('Application');
    registeredClient(client, query.redirect_uri);
    return { data: { client_id: client.id, name: client.name } };
  },

  oauthMetadata: async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return serverMetadata(issuerOf(c));
  },
});
