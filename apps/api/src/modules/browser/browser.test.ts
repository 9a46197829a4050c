import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema.js';
import { csrfFor } from '../../http/session-cookie.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

/** The `Set-Cookie` lines of an answer, by cookie name. */
function cookiesOf(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.getSetCookie().map((line) => [line.split('=')[0], line]));
}

/** Signs `username` in and turns the token into the browser's cookies, as the web app does. */
async function browserSession(username: string) {
  const token = await t.signIn(username);
  const answer = await t.call('startSession', { token });
  expect(answer.status).toBe(200);
  return { token, cookie: `nervus_session=${token}`, csrf: csrfFor(token) };
}

async function feedbackRows(about: string) {
  return t.db.select().from(feedback).where(eq(feedback.about, about));
}

describe('POST /session', () => {
  it('keeps the token in an HttpOnly cookie for /api, and a readable CSRF cookie', async () => {
    const token = await t.signIn('rita');
    const answer = await t.call('startSession', { token });
    expect(answer.body.data).toEqual({ shadowing: false, expires_in: 604_800 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cookies = cookiesOf(answer.headers);
    expect(cookies.nervus_session).toBe(
      `nervus_session=${token}; Path=/api; Max-Age=604800; HttpOnly; SameSite=Strict`,
    );
    expect(cookies.nervus_csrf).toBe(
      `nervus_csrf=${csrfFor(token)}; Path=/; Max-Age=604800; SameSite=Strict`,
    );
    // A sign-in ends any shadowing the browser was doing.
    expect(cookies.nervus_session_shadow).toContain('Max-Age=0');
    expect(cookies.nervus_shadowing).toContain('Max-Age=0');
  });

  it('marks every cookie Secure when the browser came over https', async () => {
    const token = await t.signIn('rita');
    const answer = await t.call('startSession', {
      token,
      headers: { 'x-forwarded-proto': 'https' },
    });
    const lines = answer.headers.getSetCookie();
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toContain('; Secure');
  });

  it('needs the token as a bearer header', async () => {
    expect((await t.call('startSession')).status).toBe(401);
    const { cookie, csrf } = await browserSession('rita');
    const again = await t.call('startSession', {
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});

describe('a session cookie', () => {
  it('signs the browser in for reads', async () => {
    const { cookie } = await browserSession('ivan');
    const me = await t.call('me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.handle).toBe('ivan');
    expect(me.headers.get('cache-control')).toBe('private, no-cache');
    // A JSON answer carries the security headers as the pages do (http/headers.ts).
    expect(Object.fromEntries(me.headers)).toMatchObject({
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect((await t.call('me', { headers: { cookie: 'nervus_session=forged' } })).status).toBe(401);
  });

  it('refuses a write without the CSRF value, and writes nothing', async () => {
    const { cookie, token } = await browserSession('ivan');
    const body = { about: 'csrf probe', feedback: 'sent by another site' };
    const crossSite = await t.call('feedback', { headers: { cookie }, body });
    expect(crossSite.status).toBe(403);
    const wrong = await t.call('feedback', {
      headers: { cookie, 'x-csrf-token': csrfFor('another session') },
      body,
    });
    expect(wrong.status).toBe(403);
    // A planted CSRF cookie is no proof: the value must be the session's own.
    const planted = await t.call('feedback', {
      headers: { cookie: `${cookie}; nervus_csrf=x`, 'x-csrf-token': 'x' },
      body,
    });
    expect(planted.status).toBe(403);
    expect(await feedbackRows('csrf probe')).toEqual([]);
    const ended = await t.call('endSession', { headers: { cookie } });
    expect(ended.status).toBe(403);
    expect((await t.call('me', { token })).status).toBe(200);
  });

  it('takes a write that echoes the CSRF value', async () => {
    const { cookie, csrf } = await browserSession('ivan');
    const sent = await t.call('feedback', {
      headers: { cookie, 'x-csrf-token': csrf },
      body: { about: 'csrf echoed', feedback: 'from the app itself' },
    });
    expect(sent.status).toBe(201);
    expect(await feedbackRows('csrf echoed')).toHaveLength(1);
  });

  it('leaves bearer writes as they were, with or without cookies', async () => {
    const { cookie, token } = await browserSession('ivan');
    const bearer = await t.call('feedback', {
      token,
      body: { about: 'bearer write', feedback: 'an API client' },
    });
    expect(bearer.status).toBe(201);
    const both = await t.call('feedback', {
      token,
      headers: { cookie },
      body: { about: 'bearer write', feedback: 'an API client in a browser' },
    });
    expect(both.status).toBe(201);
    expect(await feedbackRows('bearer write')).toHaveLength(2);
  });

  it('is revoked and cleared by DELETE /session', async () => {
    const { cookie, csrf, token } = await browserSession('mona');
    const ended = await t.call('endSession', { headers: { cookie, 'x-csrf-token': csrf } });
    expect(ended.status).toBe(200);
    const cookies = cookiesOf(ended.headers);
    expect(cookies.nervus_session).toBe(
      'nervus_session=; Path=/api; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    expect(cookies.nervus_csrf).toContain('Max-Age=0');
    expect((await t.call('me', { token })).status).toBe(401);
    expect((await t.call('me', { headers: { cookie } })).status).toBe(401);
    // A stale cookie is a visitor's: its cookies can still be cleared, without a CSRF value.
    const stale = await t.call('endSession', { headers: { cookie } });
    expect(stale.status).toBe(200);
    expect(cookiesOf(stale.headers).nervus_session).toContain('Max-Age=0');
  });
});

describe("a visitor's shared answer", () => {
  it('is never given to, nor made from, a viewer signed in by cookie', async () => {
    const catalyst = await t.signIn('cora');
    const created = await t.call('createChallenge', {
      token: catalyst,
      body: {
        challenge: {
          question_title: 'How could cookies keep a session out of scripts',
          question_detail: 'A challenge whose ideas only their author sees while it is open.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/cookie.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.challenge.id as string;
    const { cookie, token } = await browserSession('ivan');
    const entered = await t.call('enterIdea', {
      token,
      params: { id },
      body: { title: 'An idea only ivan sees', description: 'Hidden until the close.' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);

    // A visitor's read is kept for the next visitors; ivan's cookie read must not get it …
    expect((await t.call('challengeIdeas', { params: { id } })).body.data).toEqual([]);
    const own = await t.call('challengeIdeas', { params: { id }, headers: { cookie } });
    expect(own.body.data.map((idea: { title: string }) => idea.title)).toEqual([
      'An idea only ivan sees',
    ]);
    // … nor leave his answer for them.
    expect((await t.call('challengeIdeas', { params: { id } })).body.data).toEqual([]);
  });
});

describe('a shadow session in cookies', () => {
  it("is preferred to the admin's own, and ending it leaves the admin signed in", async () => {
    const admin = await browserSession('ada');
    const shadow = await t.call('shadow', { token: admin.token, body: { user_handle: 'ivan' } });
    const shadowToken = shadow.body.data.token as string;
    const started = await t.call('startSession', {
      token: shadowToken,
      headers: { cookie: admin.cookie },
    });
    expect(started.body.data).toEqual({ shadowing: true, expires_in: 3600 });
    const cookies = cookiesOf(started.headers);
    expect(cookies.nervus_session_shadow).toBe(
      `nervus_session_shadow=${shadowToken}; Path=/api; Max-Age=3600; HttpOnly; SameSite=Strict`,
    );
    expect(cookies.nervus_shadowing).toBe(
      'nervus_shadowing=1; Path=/; Max-Age=3600; SameSite=Strict',
    );
    // The CSRF value stays the admin's: the app's cookie is unchanged.
    expect(cookies.nervus_csrf).toBeUndefined();
    expect(cookies.nervus_session).toBeUndefined();

    const both = `${admin.cookie}; nervus_session_shadow=${shadowToken}`;
    expect((await t.call('me', { headers: { cookie: both } })).body.data.handle).toBe('ivan');
    const write = await t.call('feedback', {
      headers: { cookie: both, 'x-csrf-token': admin.csrf },
      body: { about: 'shadow write', feedback: 'as ivan' },
    });
    expect(write.status).toBe(201);

    const stopped = await t.call('endSession', {
      headers: { cookie: both, 'x-csrf-token': admin.csrf },
    });
    expect(stopped.status).toBe(200);
    expect(Object.keys(cookiesOf(stopped.headers)).sort()).toEqual([
      'nervus_session_shadow',
      'nervus_shadowing',
    ]);
    expect((await t.call('me', { token: shadowToken })).status).toBe(401);
    expect((await t.call('me', { headers: { cookie: admin.cookie } })).body.data.handle).toBe(
      'ada',
    );
  });
});

describe('POST /csp-report', () => {
  const violation = {
    'csp-report': {
      'document-uri': 'http://localhost/my-account?token=secret',
      'blocked-uri': 'inline',
      'violated-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
    },
  };

  it('takes both forms browsers send, signed out', async () => {
    const legacy = await t.call('cspReport', {
      raw: { text: JSON.stringify(violation), type: 'application/csp-report' },
    });
    expect(legacy.status).toBe(202);
    const reporting = await t.call('cspReport', {
      raw: {
        type: 'application/reports+json',
        text: JSON.stringify([
          {
            type: 'csp-violation',
            age: 3,
            url: 'http://localhost/',
            user_agent: 'Chrome',
            body: { documentURL: 'http://localhost/', blockedURL: 'eval', lineNumber: 3 },
          },
        ]),
      },
    });
    expect(reporting.status).toBe(202);
  });

  it('refuses other types, bodies that are not reports, and floods', async () => {
    const plain = await t.call('cspReport', { raw: { text: '{}', type: 'text/plain' } });
    expect(plain.status).toBe(415);
    const broken = await t.call('cspReport', {
      raw: { text: '{"csp-report":', type: 'application/csp-report' },
    });
    expect(broken.status).toBe(422);
    const wrong = await t.call('cspReport', {
      raw: { text: '{"csp-report":{"line-number":"x"}}', type: 'application/csp-report' },
    });
    expect(wrong.status).toBe(422);
    const huge = await t.call('cspReport', {
      raw: {
        text: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(40_000) } }),
        type: 'application/csp-report',
      },
    });
    expect(huge.status).toBe(413);

    const flood = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await t.call('cspReport', {
        headers: flood,
        raw: { text: JSON.stringify(violation), type: 'application/csp-report' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
