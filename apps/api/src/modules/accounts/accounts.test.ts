import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, platforms, sessions, users } from '../../db/schema.js';
import { createTestServer, DEMO_PASSWORD, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

async function lastMail(to: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The tables with a row whose text contains `value`. */
async function tablesHolding(value: string): Promise<string[]> {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const holding: string[] = [];
  for (const { table_name: name } of (tables as { rows: { table_name: string }[] }).rows) {
    const found = await t.db.execute(
      sql`select 1 from ${sql.identifier(name)} t where strpos(t::text, ${value}) > 0 limit 1`,
    );
    if ((found as { rows: unknown[] }).rows.length > 0) holding.push(name);
  }
  return holding;
}

const codeOf = (body: string) =>
  (/\n\n([A-Za-z0-9_-]{43})\n\n/.exec(body) as RegExpExecArray)[1] as string;

describe('POST /account/signup', () => {
  it('creates the user, their personal platform, a verification mail and a session', async () => {
    const answer = await t.call('signup', {
      body: {
        email: 'Grace@Example.org',
        password: 'a long enough secret',
        screen_name: 'Grace.H',
        first_name: 'Grace',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user).toMatchObject({
      screen_name: 'Grace.H',
      handle: 'grace.h',
      first_name: 'Grace',
    });
    expect(answer.body.data.token).toMatchObject({ token_type: 'Bearer', expires_in: 604_800 });
    const [platform] = await t.db.select().from(platforms).where(eq(platforms.slug, 'grace.h'));
    expect(platform).toMatchObject({ type: 'user-platform', ownerId: answer.body.data.user.id });
    const [user] = await t.db.select().from(users).where(eq(users.handle, 'grace.h'));
    expect(user?.email).toBe('grace@example.org');
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await lastMail('grace@example.org'))?.kind).toBe('verify-email');
    const me = await t.call('me', { token: answer.body.data.token.access_token });
    expect(me.body.data.handle).toBe('grace.h');
  });

  it('stores the token hashed, never as given', async () => {
    const { token, user } = await t.signUp();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a taken email with code 10161, case-insensitively', async () => {
    const answer = await t.call('signup', {
      body: {
        email: 'CORA@demo.nervus.test',
        password: 'a long enough secret',
        screen_name: 'cora2',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 10161,
      errors: [
        {
          field: 'email',
          error: 'There is already a user with that email - please use a different email',
        },
      ],
    });
  });

  it('refuses taken and reserved screen names, and platform slugs', async () => {
    for (const screen_name of ['CORA', 'comedy', 'skeptic', 'me']) {
      const answer = await t.call('signup', {
        body: {
          email: `${screen_name}x@example.org`,
          password: 'a long enough secret',
          screen_name,
        },
      });
      expect(answer.status, screen_name).toBe(422);
      expect(answer.body.errors[0].field).toBe('screen_name');
    }
  });

  it('refuses a password equal to the email or handle', async () => {
    const answer = await t.call('signup', {
      body: {
        email: 'samesame@example.org',
        password: 'samesame@example.org',
        screen_name: 'samesame',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: 'password', error: 'The password cannot be your email or screen name.' },
    ]);
  });

  it('records the scout from scout_id', async () => {
    const [sam] = await t.db.select().from(users).where(eq(users.handle, 'sam'));
    const answer = await t.call('signup', {
      query: { scout_id: 'sam' },
      body: {
        email: 'recruit@example.org',
        password: 'a long enough secret',
        screen_name: 'recruit1',
      },
    });
    expect(answer.body.data.user.scout_referrer).toBe(sam?.id);
    const ignored = await t.call('signup', {
      query: { scout_id: 'nobody-at-all' },
      body: {
        email: 'recruit2@example.org',
        password: 'a long enough secret',
        screen_name: 'recruit2',
      },
    });
    expect(ignored.body.data.user.scout_referrer).toBeNull();
  });
});

describe('POST /oauth2/token', () => {
  it('signs in with the password grant as JSON, by handle or email', async () => {
    const byHandle = await t.call('token', {
      body: { grant_type: 'password', username: 'rita', password: DEMO_PASSWORD },
    });
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(byHandle.headers.get('cache-control')).toBe('no-store');
    const byEmail = await t.call('token', {
      body: { grant_type: 'password', username: 'RITA@demo.nervus.test', password: DEMO_PASSWORD },
    });
    expect(byEmail.status).toBe(200);
  });

  it('signs in with a form body', async () => {
    const answer = await t.call('token', {
      form: true,
      body: { grant_type: 'password', username: 'mona', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token_type).toBe('Bearer');
  });

  it('answers the same invalid_grant for a wrong password and an unknown user', async () => {
    const wrong = await t.call('token', {
      body: { grant_type: 'password', username: 'rita', password: 'not the password' },
    });
    const unknown = await t.call('token', {
      body: { grant_type: 'password', username: 'nobody', password: 'whatever it is' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses other grants and incomplete requests', async () => {
    const grant = await t.call('token', {
      body: { grant_type: 'client_credentials', username: 'a', password: 'b' },
    });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
    const missing = await t.call('token', { body: { grant_type: 'password' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'username',
      'password',
    ]);
    const garbage = await t.request('POST', '/oauth2/token', {
      raw: { text: '{nope', type: 'application/json' },
    });
    expect(garbage.status).toBe(400);
  });

  it('answers 10110 for a disabled account', async () => {
    const { input, user } = await t.signUp();
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    const answer = await t.call('token', {
      body: { grant_type: 'password', username: input.screen_name, password: input.password },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 10110, error: 'access_denied' });
  });
});

describe('sessions', () => {
  it('expire after 7 days', async () => {
    const token = await t.signIn('pat');
    expect((await t.call('me', { token })).status).toBe(200);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await t.call('me', { token })).status).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('are revoked by sign-out, the bearer or a given token', async () => {
    const first = await t.signIn('pat');
    const second = await t.signIn('pat');
    expect((await t.call('revoke', { token: first, body: {} })).status).toBe(200);
    expect((await t.call('me', { token: first })).status).toBe(401);
    expect((await t.call('revoke', { body: { token: second } })).status).toBe(200);
    expect((await t.call('me', { token: second })).status).toBe(401);
    // Unknown tokens get the same answer (RFC 7009).
    expect((await t.call('revoke', { body: { token: 'no-such-token' } })).status).toBe(200);
  });

  it('leave visitors anonymous: /me answers 401', async () => {
    expect((await t.call('me')).status).toBe(401);
    expect((await t.call('me', { token: 'forged-token' })).status).toBe(401);
    expect((await t.call('meDetailed')).body.message).toBe('You need to sign in.');
  });
});

describe('GET /me/detailed', () => {
  it('reports profile interests and admin roles', async () => {
    const admin = await t.call('meDetailed', { token: await t.signIn('ada') });
    expect(admin.body.data.admin_roles).toEqual({ global_admin: true, platform_ambassador: false });
    const dora = await t.call('meDetailed', { token: await t.signIn('dora') });
    expect(dora.body.data.admin_roles).toEqual({ global_admin: false, platform_ambassador: true });
    expect(dora.body.data.profile.bio.interests).toEqual(['tournaments']);
  });
});

describe('PUT /me/profile', () => {
  it('changes only what is sent', async () => {
    const { token } = await t.signUp({ first_name: 'Keep' });
    const answer = await t.call('updateProfile', {
      token,
      body: { bio: '  Likes ideas  ', interests: ['art', 'art', 'music'] },
    });
    expect(answer.body.data.user).toMatchObject({ bio: 'Likes ideas', first_name: 'Keep' });
    expect(answer.body.data.profile.bio.interests).toEqual(['art', 'music']);
  });

  it('needs a user and valid fields', async () => {
    expect((await t.call('updateProfile', { body: { bio: 'x' } })).status).toBe(401);
    const { token } = await t.signUp();
    const bad = await t.call('updateProfile', {
      token,
      body: { avatar_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('avatar_url');
  });
});

describe('preferences', () => {
  it('start empty and merge what is put', async () => {
    const { token } = await t.signUp();
    expect((await t.call('getPreferences', { token })).body.data).toEqual({});
    await t.call('putPreferences', {
      token,
      body: { gamedash: { shared_state: { gamedash_score: 12.5 } } },
    });
    const merged = await t.call('putPreferences', {
      token,
      body: { email: { digest: 'weekly' }, reader_mode: true },
    });
    expect(merged.body.data).toEqual({
      gamedash: { shared_state: { gamedash_score: 12.5 } },
      email: { digest: 'weekly' },
      reader_mode: true,
    });
    expect((await t.call('getPreferences', { token })).body.data).toEqual(merged.body.data);
  });

  it('keep the theme the player chose, among light, dark and system', async () => {
    const { token } = await t.signUp();
    const dark = await t.call('putPreferences', { token, body: { theme: 'dark' } });
    expect(dark.status).toBe(200);
    expect(dark.body.data).toEqual({ theme: 'dark' });
    await t.call('putPreferences', { token, body: { reader_mode: true } });
    expect((await t.call('getPreferences', { token })).body.data).toEqual({
      theme: 'dark',
      reader_mode: true,
    });
    await t.call('putPreferences', { token, body: { theme: 'system' } });
    expect((await t.call('getPreferences', { token })).body.data.theme).toBe('system');
    const purple = await t.call('putPreferences', { token, body: { theme: 'purple' } });
    expect(purple.status).toBe(422);
    expect(purple.body.errors[0].field).toBe('theme');
    expect((await t.call('getPreferences', { token })).body.data.theme).toBe('system');
  });

  it('refuse unknown keys and visitors', async () => {
    const { token } = await t.signUp();
    const bad = await t.call('putPreferences', { token, body: { colours: 'dark' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'colours', error: 'This field is not allowed.' }]);
    expect((await t.call('getPreferences')).status).toBe(401);
  });
});

describe('PUT /me/password', () => {
  it('changes the password and signs out the other sessions', async () => {
    const { token, input } = await t.signUp();
    const other = await t.signIn(input.screen_name, input.password);
    const answer = await t.call('changePassword', {
      token,
      body: { current_password: input.password, new_password: 'an even longer secret' },
    });
    expect(answer.status).toBe(200);
    expect((await t.call('me', { token })).status).toBe(200);
    expect((await t.call('me', { token: other })).status).toBe(401);
    const old = await t.call('token', {
      body: { grant_type: 'password', username: input.screen_name, password: input.password },
    });
    expect(old.status).toBe(400);
    await t.signIn(input.screen_name, 'an even longer secret');
  });

  it('needs the current password and a good new one', async () => {
    const { token, input } = await t.signUp();
    const wrong = await t.call('changePassword', {
      token,
      body: { current_password: 'wrong one', new_password: 'an even longer secret' },
    });
    expect(wrong.body.errors).toEqual([
      { field: 'current_password', error: 'The current password is not right.' },
    ]);
    const weak = await t.call('changePassword', {
      token,
      body: { current_password: input.password, new_password: 'password' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].field).toBe('new_password');
  });
});

describe('email verification', () => {
  it('resends the mail and verifies with its code, once', async () => {
    const { token, input } = await t.signUp();
    expect((await t.call('resend', { token, body: {} })).status).toBe(202);
    const mail = await lastMail(input.email);
    const code = codeOf(mail?.text ?? '');
    expect((await t.call('verifyEmail', { body: { token: code } })).status).toBe(200);
    expect((await t.call('meDetailed', { token })).body.data.email_verified).toBe(true);
    const again = await t.call('verifyEmail', { body: { token: code } });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({
      field: 'token',
      error: 'This link is invalid or has expired.',
    });
  });

  it('keeps the codes only in the mail: the checking tables hold their SHA-256', async () => {
    const { token, input } = await t.signUp();
    await t.call('createInvite', { token, body: { email: 'hashed@example.org' } });
    const codes = [
      codeOf((await lastMail(input.email))?.text ?? ''),
      codeOf((await lastMail('hashed@example.org'))?.text ?? ''),
    ];
    for (const code of codes) expect(await tablesHolding(code)).toEqual(['email_outbox']);
    // 256 random bits each: nothing to guess, so a plain SHA-256 (no salt, no attempt count)
    // is all the check needs.
    expect(codes.every((code) => Buffer.from(code, 'base64url').length === 32)).toBe(true);
    const digest = createHash('sha256')
      .update(codes[0] as string)
      .digest('hex');
    expect(await tablesHolding(digest)).toEqual(['email_verifications']);
  });

  it('answers the same for unknown addresses and writes nothing', async () => {
    const before = await t.tableCounts();
    expect((await t.call('resend', { body: { email: 'stranger@example.org' } })).status).toBe(202);
    expect(await t.tableCounts()).toEqual(before);
    expect((await t.call('resend', { body: {} })).status).toBe(422);
  });
});

describe('invitations', () => {
  it('invite by mail, then sign up with the code: verified, scouted by the inviter', async () => {
    const sam = await t.signIn('sam');
    const invite = await t.call('createInvite', {
      token: sam,
      body: { email: 'friend@example.org' },
    });
    expect(invite.status).toBe(201);
    const code = codeOf((await lastMail('friend@example.org'))?.text ?? '');
    const wrongEmail = await t.call('inviteSignup', {
      body: {
        code,
        email: 'other@example.org',
        password: 'a long enough secret',
        screen_name: 'friendly',
      },
    });
    expect(wrongEmail.status).toBe(422);
    const answer = await t.call('inviteSignup', {
      body: {
        code,
        email: 'friend@example.org',
        password: 'a long enough secret',
        screen_name: 'friendly',
      },
    });
    expect(answer.status).toBe(201);
    const detailed = await t.call('meDetailed', { token: answer.body.data.token.access_token });
    expect(detailed.body.data.email_verified).toBe(true);
    const [samRow] = await t.db.select().from(users).where(eq(users.handle, 'sam'));
    expect(answer.body.data.user.scout_referrer).toBe(samRow?.id);
    const reused = await t.call('inviteSignup', {
      body: {
        code,
        email: 'friend@example.org',
        password: 'a long enough secret',
        screen_name: 'friendly2',
      },
    });
    expect(reused.status).toBe(422);
  });

  it('needs a user, and refuses members', async () => {
    expect((await t.call('createInvite', { body: { email: 'a@example.org' } })).status).toBe(401);
    const taken = await t.call('createInvite', {
      token: await t.signIn('sam'),
      body: { email: 'cora@demo.nervus.test' },
    });
    expect(taken.body.code).toBe(10161);
  });
});

describe('POST /account/shadow', () => {
  it('gives an admin a short session as the user, and audits it', async () => {
    const admin = await t.signIn('ada');
    const answer = await t.call('shadow', { token: admin, body: { user_handle: 'ivan' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ expires_in: 3600, user: { handle: 'ivan' } });
    const me = await t.call('me', { token: answer.body.data.token });
    expect(me.body.data.handle).toBe('ivan');
    const [adminRow] = await t.db.select().from(users).where(eq(users.handle, 'ada'));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'shadow.start'), eq(auditLog.actorId, adminRow?.id as string)),
      );
    expect(audits).toHaveLength(1);
    // A shadow session cannot start another one.
    const nested = await t.call('shadow', {
      token: answer.body.data.token,
      body: { user_handle: 'rita' },
    });
    expect(nested.status).toBe(403);
  });

  it('is for admins only, on users that exist and are not admins', async () => {
    expect((await t.call('shadow', { body: { user_handle: 'ivan' } })).status).toBe(401);
    expect(
      (await t.call('shadow', { token: await t.signIn('rita'), body: { user_handle: 'ivan' } }))
        .status,
    ).toBe(403);
    const admin = await t.signIn('ada');
    const missing = await t.call('shadow', { token: admin, body: { user_handle: 'ghost' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(10198);
    expect((await t.call('shadow', { token: admin, body: { user_handle: 'ada' } })).status).toBe(
      403,
    );
  });
});
