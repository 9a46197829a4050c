/**
 * OAuth 2.0 as a standard client sees it: oauth4webapi against the real app over real HTTP.
 * The authorization server's metadata (RFC 8414), the authorization-code grant with PKCE, the
 * password grant, the bearer token at /api/me (RFC 6750), revocation (RFC 7009); then the
 * protocol's refusals.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { WEB_CLIENT_ID } from '@nervus/contracts';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients } from '../../db/schema.js';
import { DEMO_CLIENT } from '../../seed/demo.js';
import { createTestServer, DEMO_PASSWORD, type TestServer } from '../../test/harness.js';

let t: TestServer;
let server: ReturnType<typeof serve>;
let issuer: URL;
let as: oauth.AuthorizationServer;
const http = { [oauth.allowInsecureRequests]: true };
const demoApp: oauth.Client = { client_id: DEMO_CLIENT.id };
const redirectUri = DEMO_CLIENT.redirectUris[0];

beforeAll(async () => {
  t = await createTestServer();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  issuer = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oauth2' }),
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** What the connect page does for the signed-in user: answer the authorization request. */
async function approve(token: string, request: URL, decision: 'allow' | 'deny' = 'allow') {
  const body = { ...Object.fromEntries(request.searchParams), decision };
  return t.call('authorize', { token, body, host: issuer.host });
}

async function authorizationRequest() {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(as.authorization_endpoint as string);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', demoApp.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', state);
  return { url, verifier, state };
}

/** The authorization-code grant from start to token, as a third-party application does it. */
async function signInWithCode(user: string) {
  const request = await authorizationRequest();
  const answer = await approve(await t.signIn(user), request.url);
  expect(answer.status).toBe(200);
  const params = oauth.validateAuthResponse(
    as,
    demoApp,
    new URL(answer.body.data.redirect_to),
    request.state,
  );
  const exchange = () =>
    oauth.authorizationCodeGrantRequest(
      as,
      demoApp,
      oauth.ClientSecretBasic(DEMO_CLIENT.secret),
      params,
      redirectUri,
      request.verifier,
      http,
    );
  const tokens = await oauth.processAuthorizationCodeResponse(as, demoApp, await exchange());
  return { tokens, exchange };
}

const me = (token: string) =>
  fetch(new URL('/api/me', issuer), { headers: { authorization: `Bearer ${token}` } });

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tokenForm(fields: [string, string][], headers: Record<string, string> = {}) {
  return fetch(as.token_endpoint as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('a standard OAuth 2.0 client (oauth4webapi)', () => {
  it('reads the metadata at the root and under /api (RFC 8414)', async () => {
    expect(as).toMatchObject({
      issuer: issuer.origin,
      authorization_endpoint: `${issuer.origin}/accounts/connect`,
      token_endpoint: `${issuer.origin}/api/oauth2/token`,
      revocation_endpoint: `${issuer.origin}/api/oauth2/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['password', 'authorization_code'],
    });
    expect((await t.call('oauthMetadata', { host: issuer.host })).body).toEqual(as);
  });

  it('signs in with the authorization code and PKCE, then revokes the token (form body)', async () => {
    const { tokens } = await signInWithCode('rita');
    expect(tokens.token_type).toBe('bearer');
    const reply = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL('/api/me', issuer),
      undefined,
      undefined,
      http,
    );
    expect(((await reply.json()) as { data: { handle: string } }).data.handle).toBe('rita');
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(
        as,
        demoApp,
        oauth.ClientSecretBasic(DEMO_CLIENT.secret),
        tokens.access_token,
        http,
      ),
    );
    // The library reads the 401's WWW-Authenticate challenge (RFC 6750 §3) and throws it.
    const after = await oauth
      .protectedResourceRequest(
        tokens.access_token,
        'GET',
        new URL('/api/me', issuer),
        undefined,
        undefined,
        http,
      )
      .catch((error: unknown) => error);
    expect(after).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = (after as oauth.WWWAuthenticateChallengeError).cause[0];
    expect(challenge).toMatchObject({ scheme: 'bearer', parameters: { error: 'invalid_token' } });
    expect((after as oauth.WWWAuthenticateChallengeError).status).toBe(401);
  });

  it('signs in with the password grant as the web app, then revokes the token (form body)', async () => {
    // oauth4webapi leaves the password grant out (OAuth 2.1 drops it): the request is the
    // RFC 6749 §4.3.2 form, the answer is checked by the library as any token response.
    const web: oauth.Client = { client_id: WEB_CLIENT_ID };
    const tokens = await oauth.processGenericTokenEndpointResponse(
      as,
      web,
      await tokenForm([
        ['grant_type', 'password'],
        ['username', 'mona'],
        ['password', DEMO_PASSWORD],
        ['client_id', WEB_CLIENT_ID],
      ]),
    );
    expect((await me(tokens.access_token)).status).toBe(200);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, web, oauth.None(), tokens.access_token, http),
    );
    expect((await me(tokens.access_token)).status).toBe(401);
  });
});

describe('the authorization code', () => {
  it('works once: a second use fails and revokes the token the first one gave', async () => {
    const { tokens, exchange } = await signInWithCode('pat');
    expect((await me(tokens.access_token)).status).toBe(200);
    const replay = await refusal(await exchange());
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it('needs the verifier, the same redirect address, the same client and a fresh code', async () => {
    const cases: [string, (fields: [string, string][]) => [string, string][]][] = [
      ['wrong verifier', (f) => f.map(([k, v]) => [k, k === 'code_verifier' ? 'x'.repeat(43) : v])],
      ['other redirect', (f) => f.map(([k, v]) => [k, k === 'redirect_uri' ? `${v}/x` : v])],
    ];
    for (const [name, change] of cases) {
      const request = await authorizationRequest();
      const answer = await approve(await t.signIn('rita'), request.url);
      const code = new URL(answer.body.data.redirect_to).searchParams.get('code') as string;
      const fields: [string, string][] = [
        ['grant_type', 'authorization_code'],
        ['code', code],
        ['redirect_uri', redirectUri],
        ['code_verifier', request.verifier],
        ['client_id', DEMO_CLIENT.id],
        ['client_secret', DEMO_CLIENT.secret],
      ];
      const refused = await refusal(await tokenForm(change(fields)));
      expect(refused, name).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    }
    // A code outlives a redirect, not a minute.
    const request = await authorizationRequest();
    const answer = await approve(await t.signIn('rita'), request.url);
    const code = new URL(answer.body.data.redirect_to).searchParams.get('code') as string;
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const late = await refusal(
      await tokenForm([
        ['grant_type', 'authorization_code'],
        ['code', code],
        ['redirect_uri', redirectUri],
        ['code_verifier', request.verifier],
        ['client_id', DEMO_CLIENT.id],
        ['client_secret', DEMO_CLIENT.secret],
      ]),
    );
    expect(late).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('is given only with S256, for a registered address, and not when the user says no', async () => {
    const token = await t.signIn('rita');
    const { url } = await authorizationRequest();
    const denied = new URL((await approve(token, url, 'deny')).body.data.redirect_to);
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({
      error: 'access_denied',
      state: url.searchParams.get('state'),
      iss: issuer.origin,
    });
    const plain = new URL(url);
    plain.searchParams.set('code_challenge_method', 'plain');
    const noPkce = new URL((await approve(token, plain)).body.data.redirect_to);
    expect(noPkce.searchParams.get('error')).toBe('invalid_request');
    expect(noPkce.searchParams.has('code')).toBe(false);
    // Never redirected to an address the client did not register, nor for an unknown client.
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const refused = await approve(token, elsewhere);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('redirect_uri');
    const unknown = new URL(url);
    unknown.searchParams.set('client_id', 'nobody');
    expect((await approve(token, unknown)).body.errors[0].field).toBe('client_id');
    // The web app's own client has no code grant.
    const web = new URL(url);
    web.searchParams.set('client_id', WEB_CLIENT_ID);
    expect((await approve(token, web)).status).toBe(422);
  });

  it('is not given from a shadow session', async () => {
    const admin = await t.signIn('ada');
    const shadow = await t.call('shadow', { token: admin, body: { user_handle: 'rita' } });
    const { url } = await authorizationRequest();
    expect((await approve(shadow.body.data.token, url)).status).toBe(403);
  });

  it('names the client for the connect page when the address is its own', async () => {
    const known = await t.call('oauthClient', {
      params: { client_id: DEMO_CLIENT.id },
      query: { redirect_uri: redirectUri },
    });
    expect(known.body.data).toEqual({ client_id: DEMO_CLIENT.id, name: DEMO_CLIENT.name });
    const other = await t.call('oauthClient', {
      params: { client_id: DEMO_CLIENT.id },
      query: { redirect_uri: 'https://evil.example/' },
    });
    expect(other.status).toBe(422);
    const unknown = await t.call('oauthClient', {
      params: { client_id: 'nobody' },
      query: { redirect_uri: redirectUri },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the token endpoint (RFC 6749 §5.2)', () => {
  it('says unsupported_grant_type for an unknown grant, whatever else is missing', async () => {
    for (const grant of ['client_credentials', 'refresh_token', 'urn:x']) {
      const answer = await refusal(await tokenForm([['grant_type', grant]]));
      expect(answer).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    }
    const none = await refusal(await tokenForm([['username', 'rita']]));
    expect(none).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('refuses a repeated parameter as invalid_request', async () => {
    const answer = await refusal(
      await tokenForm([
        ['grant_type', 'password'],
        ['username', 'rita'],
        ['username', 'mona'],
        ['password', DEMO_PASSWORD],
      ]),
    );
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const revoke = await fetch(as.revocation_endpoint as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=a&token=b',
    });
    expect((await refusal(revoke)).body.error).toBe('invalid_request');
  });

  it('answers invalid_client (401) for unknown clients and wrong secrets', async () => {
    const password: [string, string][] = [
      ['grant_type', 'password'],
      ['username', 'rita'],
      ['password', DEMO_PASSWORD],
    ];
    const unknown = await tokenForm([...password, ['client_id', 'nobody']]);
    expect((await refusal(unknown)).body.error).toBe('invalid_client');
    expect(unknown.status).toBe(401);
    const basic = `Basic ${Buffer.from(`${DEMO_CLIENT.id}:wrong`).toString('base64')}`;
    const wrong = await tokenForm(
      [
        ['grant_type', 'authorization_code'],
        ['code', 'x'],
        ['redirect_uri', redirectUri],
        ['code_verifier', 'v'.repeat(43)],
      ],
      { authorization: basic },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    // A third-party client may not use the web app's password grant.
    const grant = await tokenForm([
      ...password,
      ['client_id', DEMO_CLIENT.id],
      ['client_secret', DEMO_CLIENT.secret],
    ]);
    expect((await refusal(grant)).body.error).toBe('unauthorized_client');
  });

  it('lets a public client exchange its code with PKCE alone', async () => {
    await t.db.insert(oauthClients).values({
      id: 'cli',
      name: 'A command line',
      redirectUris: ['http://127.0.0.1:1/cb'],
      grantTypes: ['authorization_code'],
    });
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(as.authorization_endpoint as string);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: 'cli',
      redirect_uri: 'http://127.0.0.1:1/cb',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }))
      url.searchParams.set(k, v);
    const answer = await approve(await t.signIn('mona'), url);
    const cli: oauth.Client = { client_id: 'cli' };
    const params = oauth.validateAuthResponse(
      as,
      cli,
      new URL(answer.body.data.redirect_to),
      oauth.expectNoState,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      cli,
      await oauth.authorizationCodeGrantRequest(
        as,
        cli,
        oauth.None(),
        params,
        'http://127.0.0.1:1/cb',
        verifier,
        http,
      ),
    );
    expect((await me(tokens.access_token)).status).toBe(200);
  });
});

describe('401 answers (RFC 6750 §3)', () => {
  it('carry WWW-Authenticate: Bearer, with invalid_token when a token was sent', async () => {
    const anonymous = await t.call('me');
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="nervus"');
    const forged = await t.call('me', { token: 'forged-token' });
    expect(forged.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="nervus", error="invalid_token"/,
    );
  });
});
