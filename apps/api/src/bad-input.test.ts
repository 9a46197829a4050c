/**
 * Malformed input across every write endpoint: each is refused with 400, 413 or 422 and a
 * message, never a 500, and the database is exactly as it was. Text no database column can
 * hold (NUL, unpaired surrogates) is refused on every call; error logs carry no parameters.
 */
import { CALLS, type CallDefinition, type CallName } from '@nervus/contracts';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context.js';
import { toResponse } from './http/errors.js';
import { logOptions } from './server/log.js';
import { type Answer, createTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
let tokens: Record<'user' | 'admin', string>;
let password: string;
beforeAll(async () => {
  t = await createTestServer();
  const signedUp = await t.signUp();
  password = signedUp.input.password;
  tokens = { user: signedUp.token, admin: await t.signIn('ada') };
});
afterAll(() => t.close());

type Who = 'visitor' | 'user' | 'admin';
interface Case {
  readonly name: string;
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly as?: Who;
  readonly body?: unknown;
  readonly raw?: string;
  readonly form?: Record<string, string>;
}

const valid = {
  email: 'new@example.org',
  password: 'a long enough secret',
  screen_name: 'newcomer',
};
const signup = (name: string, body: unknown): Case => ({
  name: `signup: ${name}`,
  method: 'POST',
  path: '/account/signup',
  body,
});
const raw = (name: string, text: string): Case => ({
  name: `signup: ${name}`,
  method: 'POST',
  path: '/account/signup',
  raw: text,
});
const token = (name: string, body: unknown): Case => ({
  name: `token: ${name}`,
  method: 'POST',
  path: '/oauth2/token',
  body,
});
const prefs = (name: string, body: unknown): Case => ({
  name: `preferences: ${name}`,
  method: 'PUT',
  path: '/me/preferences',
  as: 'user',
  body,
});
const profile = (name: string, body: unknown): Case => ({
  name: `profile: ${name}`,
  method: 'PUT',
  path: '/me/profile',
  as: 'user',
  body,
});
const platform = (name: string, body: unknown): Case => ({
  name: `platform: ${name}`,
  method: 'PUT',
  path: '/platforms/daily/preferences',
  as: 'admin',
  body,
});
const flag = (name: string, body: unknown): Case => ({
  name: `flag: ${name}`,
  method: 'PUT',
  path: '/admin/flags/user-bio',
  as: 'admin',
  body,
});
const event = { fingerprint: 'fp', type: 'track', event: 'X', sent_at: '2026-11-22T00:00:00Z' };
const trait = (name: string, body: unknown): Case => ({
  name: `trait: ${name}`,
  method: 'POST',
  path: '/nerves/trait',
  body,
});

const CASES: readonly Case[] = [
  signup('empty object', {}),
  raw('JSON null', 'null'),
  raw('JSON array', '[]'),
  raw('JSON string', '"hello"'),
  raw('JSON number', '42'),
  raw('truncated JSON', '{"email":'),
  raw('not JSON at all', 'email=a@b.co'),
  signup('email as a number', { ...valid, email: 42 }),
  signup('email as null', { ...valid, email: null }),
  signup('email as an operator object', { ...valid, email: { $gt: '' } }),
  signup('email of 300 characters', { ...valid, email: `${'a'.repeat(290)}@example.org` }),
  signup('full-width email', { ...valid, email: 'ａｄａ＠example.org' }),
  signup('SQL in the email', { ...valid, email: "'; DROP TABLE users; --@example.org" }),
  signup('password of 7 characters', { ...valid, password: 'short12' }),
  signup('password of 200 characters', { ...valid, password: 'p'.repeat(200) }),
  signup('password as an array', { ...valid, password: ['a long enough secret'] }),
  signup('common password', { ...valid, password: 'password123' }),
  signup('right-to-left override in the handle', { ...valid, screen_name: 'ada\u202Emoc' }),
  signup('zero-width space in the handle', { ...valid, screen_name: 'a\u200Bda' }),
  signup('emoji handle', { ...valid, screen_name: '\u{1F600}\u{1F600}\u{1F600}' }),
  signup('SQL in the handle', { ...valid, screen_name: "ada' OR '1'='1" }),
  signup('handle of 10 000 characters', { ...valid, screen_name: 'a'.repeat(10_000) }),
  signup('reserved handle', { ...valid, screen_name: 'welcome' }),
  signup('missing handle', { email: valid.email, password: valid.password }),
  signup('extra admin field', { ...valid, is_global_admin: true }),
  signup(
    'prototype pollution',
    JSON.parse(
      `{"__proto__": {"isGlobalAdmin": true}, "email": "new@example.org", "password": "a long enough secret", "screen_name": "newcomer"}`,
    ),
  ),
  signup('first name of 61 characters', { ...valid, first_name: 'f'.repeat(61) }),
  signup('taken email', { ...valid, email: 'cora@demo.nervus.test' }),
  token('empty object', {}),
  token('username of 300 characters', {
    grant_type: 'password',
    username: 'u'.repeat(300),
    password: 'x',
  }),
  token('username as an object', {
    grant_type: 'password',
    username: { $ne: null },
    password: 'x',
  }),
  {
    name: 'token: form without password',
    method: 'POST',
    path: '/oauth2/token',
    form: { grant_type: 'password', username: 'cora' },
  },
  { name: 'invite sign-up: no code', method: 'POST', path: '/account/signup/invite', body: valid },
  {
    name: 'invite sign-up: unknown code',
    method: 'POST',
    path: '/account/signup/invite',
    body: { ...valid, code: 'not-a-real-code' },
  },
  {
    name: 'invite sign-up: SQL code',
    method: 'POST',
    path: '/account/signup/invite',
    body: { ...valid, code: "' OR 1=1 --" },
  },
  {
    name: 'resend: bad email',
    method: 'POST',
    path: '/account/resend',
    body: { email: 'not an email' },
  },
  {
    name: 'resend: extra field',
    method: 'POST',
    path: '/account/resend',
    body: { email: 'a@example.org', admin: true },
  },
  { name: 'verify: empty token', method: 'POST', path: '/account/verify', body: { token: '' } },
  {
    name: 'verify: token of 201 characters',
    method: 'POST',
    path: '/account/verify',
    body: { token: 't'.repeat(201) },
  },
  {
    name: 'verify: SQL token',
    method: 'POST',
    path: '/account/verify',
    body: { token: "x' OR '1'='1" },
  },
  {
    name: 'invite: bad email',
    method: 'POST',
    path: '/account/invites',
    as: 'user',
    body: { email: 'nope' },
  },
  {
    name: 'invite: email list',
    method: 'POST',
    path: '/account/invites',
    as: 'user',
    body: { email: ['a@example.org'] },
  },
  prefs('unknown key', { colours: 'dark' }),
  prefs('a theme of its own', { theme: 'purple' }),
  prefs('score as a string', { gamedash: { shared_state: { gamedash_score: '12' } } }),
  {
    name: 'preferences: score beyond doubles (1e309)',
    method: 'PUT',
    path: '/me/preferences',
    as: 'user',
    raw: '{"gamedash":{"shared_state":{"gamedash_score":1e309}}}',
  },
  prefs('unknown digest', { email: { digest: 'hourly' } }),
  prefs('reader mode as text', { reader_mode: 'yes' }),
  prefs('array body', []),
  profile('21 interests', { interests: Array.from({ length: 21 }, (_, i) => `interest ${i}`) }),
  profile('interest of 41 characters', { interests: ['i'.repeat(41)] }),
  profile('data: avatar', { avatar_url: 'data:image/png;base64,AAAA' }),
  profile('bio of 1001 characters', { bio: 'b'.repeat(1001) }),
  profile('first name as a number', { first_name: 7 }),
  {
    name: 'password: no new password',
    method: 'PUT',
    path: '/me/password',
    as: 'user',
    body: { current_password: 'whatever' },
  },
  {
    name: 'password: common new password',
    method: 'PUT',
    path: '/me/password',
    as: 'user',
    body: { current_password: 'PASSWORD', new_password: 'password' },
  },
  {
    name: 'password: wrong current password',
    method: 'PUT',
    path: '/me/password',
    as: 'user',
    body: { current_password: 'not it at all', new_password: 'an even longer secret' },
  },
  platform('empty title', { title: '' }),
  platform('javascript: masthead', { masthead_background_image: 'javascript:alert(1)' }),
  platform('accent as a colour name', { accent_color: 'orange' }),
  platform('accent of three digits', { accent_color: '#f80' }),
  platform('slogan of 141 characters', { slogan: 's'.repeat(141) }),
  platform('image as an object', { organization_image: { url: 'https://x' } }),
  flag('enabled as text', { enabled: 'true' }),
  flag('unknown scope', { enabled: true, scope: 'galaxy' }),
  flag('variant of 101 characters', { enabled: true, variant: 'v'.repeat(101) }),
  flag('user scope with a bad id', { enabled: true, scope: 'user', user_id: 'not-a-uuid' }),
  trait('unknown type', { ...event, type: 'spy' }),
  trait('date in words', { ...event, sent_at: 'yesterday' }),
  trait('empty fingerprint', { ...event, fingerprint: '' }),
  trait('nested property', { ...event, context: { properties: { nested: { a: 1 } } } }),
  {
    name: 'shadow: empty handle',
    method: 'POST',
    path: '/account/shadow',
    as: 'admin',
    body: { user_handle: '' },
  },
  {
    name: 'shadow: handle of 121 characters',
    method: 'POST',
    path: '/account/shadow',
    as: 'admin',
    body: { user_handle: 'h'.repeat(121) },
  },
  {
    name: 'revoke: token of 201 characters',
    method: 'POST',
    path: '/oauth2/revoke',
    body: { token: 't'.repeat(201) },
  },
  {
    name: 'revoke: extra field',
    method: 'POST',
    path: '/oauth2/revoke',
    body: { token: 'x', everything: true },
  },
];

describe('malformed input', () => {
  it(`has at least 50 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
  });

  it('is refused with a message, never a 500, and changes nothing', async () => {
    const before = await t.databaseDigest();
    const outcomes: string[] = [];
    for (const c of CASES) {
      const token = c.as === 'user' ? tokens.user : c.as === 'admin' ? tokens.admin : undefined;
      const answer = await t.request(c.method, c.path, {
        ...(token ? { token } : {}),
        ...(c.raw === undefined ? {} : { raw: { text: c.raw, type: 'application/json' } }),
        ...(c.form === undefined ? {} : { body: c.form, form: true }),
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      const ok =
        [400, 413, 422].includes(answer.status) &&
        typeof answer.body?.message === 'string' &&
        answer.body.message.length > 0 &&
        Array.isArray(answer.body.errors);
      if (!ok)
        outcomes.push(`${c.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    expect(outcomes).toEqual([]);
    expect(await t.databaseDigest()).toEqual(before);
    // The account used for the authenticated cases still works with its password.
    expect(password.length).toBeGreaterThan(0);
  });
});

/** A path with each `{param}` filled by `value` (already encoded for the address). */
function pathWith(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** Keys of an object schema (the query's), to put the bad text where a handler reads it. */
function keysOf(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries ? Object.keys(entries) : [];
}

describe('NUL characters and unpaired surrogates (issue 12)', () => {
  const calls = Object.entries(CALLS) as [CallName, CallDefinition][];
  const refused = (call: CallDefinition) => (call.rawBody === 'json-or-form' ? 400 : 422);

  it('are refused with field errors in every path parameter, query and JSON body, signed in or not', async () => {
    const before = await t.databaseDigest();
    const outcomes: string[] = [];
    const check = (what: string, call: CallDefinition, who: Who, answer: Answer) => {
      const fields = Array.isArray(answer.body?.errors) ? answer.body.errors.length : 0;
      if (answer.status !== refused(call) || fields === 0) {
        outcomes.push(`${what} as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    for (const who of ['visitor', 'admin'] as const) {
      const token = who === 'admin' ? tokens.admin : undefined;
      for (const [name, call] of calls) {
        // A protected call answers a visitor 401 before it reads any input (calls.test.ts).
        if (!token && (call.auth === 'user' || call.auth === 'admin')) continue;
        const auth = token ? { token } : {};
        if (call.path.includes('{')) {
          for (const bad of ['a%00b', '%00', 'x%ED%A0%80']) {
            const answer = await t.request(call.method, pathWith(call.path, bad), {
              ...auth,
              ...(HAS_JSON_BODY(call) ? { body: {} } : {}),
            });
            // An unpaired surrogate cannot be written in UTF-8: its bytes decode to U+FFFD (a
            // well-formed character), so only NUL is sure to be refused in a path.
            if (bad !== 'x%ED%A0%80') check(`${name} path ${bad}`, call, who, answer);
            else if (answer.status >= 500) outcomes.push(`${name} path ${bad}: ${answer.status}`);
          }
        }
        const path = pathWith(call.path, '00000000-0000-4000-8000-000000000000');
        for (const key of [...keysOf(call.query), 'unexpected']) {
          const answer = await t.request(call.method, path, {
            ...auth,
            query: { [key]: 'a\u0000b' },
            ...(HAS_JSON_BODY(call) ? { body: {} } : {}),
          });
          check(`${name} query ${key}`, call, who, answer);
        }
        if (HAS_JSON_BODY(call)) {
          // Deeper than JSON.stringify or jsonb can walk, within the smallest body limit (8 KiB).
          const deep = 4_000;
          const nested = await t.request(call.method, path, {
            ...auth,
            raw: {
              text: `{"title":"a","content":${'['.repeat(deep)}${']'.repeat(deep)}}`,
              type: 'application/json',
            },
          });
          check(`${name} body nested ${deep} deep`, call, who, nested);
          for (const text of ['a\u0000b', '\uD800', 'x\uDC00y']) {
            const answer = await t.request(call.method, path, {
              ...auth,
              body: { title: text, nested: { deep: [{ list: ['ok', text] }] } },
            });
            check(`${name} body ${JSON.stringify(text)}`, call, who, answer);
            if (
              answer.status === refused(call) &&
              !answer.body.errors.some((e: { field: string }) => e.field === 'nested.deep.0.list.1')
            ) {
              outcomes.push(`${name} body: the field is not named ${JSON.stringify(answer.body)}`);
            }
          }
        }
      }
    }
    expect(outcomes).toEqual([]);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('are refused in a sign-in form as an OAuth invalid_request', async () => {
    const answer = await t.request('POST', '/oauth2/token', {
      form: true,
      body: { grant_type: 'password', username: 'ada\u0000', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_request' });
    expect(answer.body.errors.length).toBeGreaterThan(0);
  });
});

/** Calls whose body is JSON read through the contract (not bytes, not the token's form). */
function HAS_JSON_BODY(call: CallDefinition): boolean {
  return call.body !== undefined && call.rawBody !== 'bytes';
}

describe('the error log (issue 12)', () => {
  it('names a failed query without its parameters, and redacts credentials', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(logOptions('info'), {
      write: (line: string) => lines.push(JSON.parse(line)),
    });
    const secret = 'the-secret-parameter';
    // A real Drizzle error: its message and `params` carry the parameter.
    const app = new Hono<AppEnv>()
      .onError(toResponse)
      .use(async (c, next) => {
        c.set('log', log);
        await next();
      })
      .get('/', async () => {
        await t.db.execute(sql`select ${secret}::int`);
        return new Response('unreachable');
      });
    const answer = await app.request('/');
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain(secret);
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('params');
    expect(lines[0]).toMatchObject({
      level: 50,
      err: { type: 'DrizzleQueryError', message: expect.stringContaining('Failed query') },
    });
    log.info(
      {
        headers: { authorization: 'Bearer abc', cookie: 'session=abc' },
        body: { password: 'hunter22', token: 'tkn' },
        password: 'pw',
      },
      'a handler logs what it was given',
    );
    const redacted = JSON.stringify(lines[1]);
    for (const value of ['Bearer abc', 'session=abc', 'hunter22', 'tkn', '"pw"']) {
      expect(redacted).not.toContain(value);
    }
    expect(redacted).toContain('[redacted]');
  });
});
