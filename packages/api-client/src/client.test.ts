import { describe, expect, it } from 'vitest';
import {
  type ClientEnvironment,
  CSRF_COOKIE,
  createApiClient,
  RETRY_RULES,
  SHADOW_CONFIRMATION,
  SHADOWING_COOKIE,
} from './client.js';
import { ApiError, CancelledError, shouldReport } from './errors.js';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-failure';

function harness(
  replies: Reply[],
  options: {
    cookies?: Record<string, string>;
    scout?: string;
    confirm?: boolean;
    bearer?: string;
  } = {},
) {
  const sent: Sent[] = [];
  const sleeps: number[] = [];
  const navigations: string[] = [];
  const reports: unknown[] = [];
  const confirms: string[] = [];
  const queue = [...replies];
  const fetchStub: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const reply = queue.shift() ?? { status: 200, body: { data: {} } };
    if (reply === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const env: ClientEnvironment = {
    readCookie: (name) => options.cookies?.[name] ?? null,
    ...(options.bearer ? { bearer: () => options.bearer ?? null } : {}),
    fingerprint: () => 'fp-1',
    scoutId: () => options.scout ?? null,
    confirm: async (message) => {
      confirms.push(message);
      return options.confirm ?? true;
    },
    navigate: (url) => navigations.push(url),
    location: () => ({ href: 'https://nervus.test/cora/my-dashboard', platformId: 'p-1' }),
    report: (error) => reports.push(error),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    accountsUrl: 'https://nervus.test/accounts',
    apiBase: 'https://nervus.test/api',
    fetch: fetchStub,
  };
  return { client: createApiClient(env), sent, sleeps, navigations, reports, confirms };
}

describe('requests', () => {
  it('go under /api with the fingerprint and the bearer token of a host that has one', async () => {
    const h = harness([{ status: 200, body: { data: { ok: true } } }], { bearer: 'tok' });
    expect(await h.client.request('GET', '/me', { query: { a: 1 } })).toEqual({
      data: { ok: true },
    });
    const [sent] = h.sent;
    expect(sent?.url.pathname).toBe('/api/me');
    expect(sent?.url.searchParams.get('fingerprint')).toBe('fp-1');
    expect(sent?.url.searchParams.get('a')).toBe('1');
    expect(sent?.headers.get('authorization')).toBe('Bearer tok');
  });

  it("echo the CSRF cookie on every write, and leave the browser's session to its cookie", async () => {
    const h = harness([], { cookies: { [CSRF_COOKIE]: 'proof' } });
    await h.client.request('GET', '/me');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await h.client.request(method, '/x', { json: {} });
    }
    expect(h.sent.map((s) => s.headers.get('x-csrf-token'))).toEqual([
      null,
      'proof',
      'proof',
      'proof',
      'proof',
    ]);
    expect(h.sent.map((s) => s.headers.get('authorization'))).toEqual(Array(5).fill(null));
  });

  it('send no Authorization header without a token, and no CSRF header without its cookie', async () => {
    const h = harness([{ status: 200, body: {} }]);
    await h.client.request('GET', '/flags');
    await h.client.request('POST', '/feedback', { json: {} });
    expect(h.sent[0]?.headers.get('authorization')).toBeNull();
    expect(h.sent[1]?.headers.get('x-csrf-token')).toBeNull();
  });

  it('send a bearer token given for one call (turning it into the session cookie)', async () => {
    const h = harness([]);
    await h.client.request('POST', '/session', { headers: { Authorization: 'Bearer new' } });
    expect(h.sent[0]?.headers.get('authorization')).toBe('Bearer new');
  });

  it('add scout_id to POSTs of sign-in, sign-up, ideas and challenges only', async () => {
    const h = harness([], { scout: 'sam' });
    for (const path of [
      '/oauth2/token',
      '/account/signup',
      '/ideas/v2',
      '/challenges',
      '/me/preferences',
    ]) {
      await h.client.request('POST', path, { json: {} });
    }
    await h.client.request('GET', '/challenges');
    expect(h.sent.map((s) => s.url.searchParams.get('scout_id'))).toEqual([
      'sam',
      'sam',
      'sam',
      'sam',
      null,
      null,
    ]);
  });
});

describe('retries', () => {
  it('retry a GET on 504 up to 4 times, 2 s apart', async () => {
    const h = harness(
      Array.from({ length: 6 }, () => ({ status: 504, body: { message: 'Gateway timeout' } })),
    );
    await expect(h.client.request('GET', '/platforms')).rejects.toMatchObject({ status: 504 });
    expect(h.sent).toHaveLength(5);
    expect(h.sleeps).toEqual([2000, 2000, 2000, 2000]);
    expect(h.reports).toEqual([]);
  });

  it('retry a GET on 102 up to 5 times (a status fetch cannot produce, so the rule itself)', () => {
    expect(RETRY_RULES.get(102)?.limit).toBe(5);
    expect(RETRY_RULES.get(102)?.delayMs(1)).toBe(2000);
    expect(RETRY_RULES.get(422)).toBeUndefined();
  });

  it('retry network failures 3 times, waiting 2, 4 and 8 s', async () => {
    const h = harness(['network-failure', 'network-failure', 'network-failure', 'network-failure']);
    await expect(h.client.request('GET', '/platforms')).rejects.toMatchObject({ status: 0 });
    expect(h.sleeps).toEqual([2000, 4000, 8000]);
    expect(h.reports).toEqual([]);
  });

  it('recover when a retry succeeds', async () => {
    const h = harness(['network-failure', { status: 200, body: { data: 'ok' } }]);
    expect(await h.client.request('GET', '/platforms')).toEqual({ data: 'ok' });
  });

  it('retry other server errors 3 times, 2 s apart, and report them', async () => {
    const h = harness(
      Array.from({ length: 5 }, () => ({ status: 503, body: { message: 'Down', errors: [] } })),
    );
    await expect(h.client.request('GET', '/platforms')).rejects.toBeInstanceOf(ApiError);
    expect(h.sleeps).toEqual([2000, 2000, 2000]);
    expect(h.reports).toHaveLength(1);
  });

  it('never retry writes', async () => {
    const h = harness([{ status: 504 }, { status: 200 }]);
    await expect(h.client.request('POST', '/nerves/trait', { json: {} })).rejects.toMatchObject({
      status: 504,
    });
    expect(h.sent).toHaveLength(1);
  });
});

describe('errors', () => {
  it('become ApiError with field errors by lower-case field', async () => {
    const h = harness([
      {
        status: 422,
        body: {
          message: 'Validation failed',
          errors: [
            { field: 'Email', error: 'Bad' },
            { field: '*', error: 'No' },
          ],
          code: 10161,
        },
      },
    ]);
    const error = (await h.client
      .request('POST', '/account/signup', { json: {} })
      .catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe(10161);
    expect(error.fieldErrors).toEqual({ email: ['Bad'], '*': ['No'] });
    expect(h.reports).toEqual([]);
  });

  it('send the user to the logout page 2 s after a 401, except on /me/detailed and /me/preferences', async () => {
    const h = harness([{ status: 401, body: { message: 'You need to sign in.', errors: [] } }]);
    await expect(h.client.request('GET', '/me')).rejects.toMatchObject({ status: 401 });
    await Promise.resolve();
    expect(h.sleeps).toContain(2000);
    expect(h.navigations).toEqual([
      'https://nervus.test/accounts/logout?continue=https%3A%2F%2Fnervus.test%2Fcora%2Fmy-dashboard&platform=p-1',
    ]);
    const quiet = harness([{ status: 401 }, { status: 401 }]);
    await quiet.client.request('GET', '/me/detailed').catch(() => {});
    await quiet.client.request('GET', '/me/preferences').catch(() => {});
    await Promise.resolve();
    expect(quiet.navigations).toEqual([]);
  });

  it('report only what section 8 reports', () => {
    for (const status of [0, 401, 403, 404, 412, 422, 429, 504])
      expect(shouldReport(new ApiError(status, 'x'))).toBe(false);
    for (const status of [400, 409, 500, 503])
      expect(shouldReport(new ApiError(status, 'x'))).toBe(true);
    expect(shouldReport(new CancelledError())).toBe(false);
    expect(shouldReport(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false);
    expect(
      shouldReport(new Error('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(false);
    expect(shouldReport(new Error('boom'))).toBe(true);
  });
});

describe('shadow mode', () => {
  it('asks before every POST, PUT and PATCH, and a refusal cancels', async () => {
    const refusing = harness([], { cookies: { [SHADOWING_COOKIE]: '1' }, confirm: false });
    await expect(
      refusing.client.request('PUT', '/me/preferences', { json: {} }),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(refusing.sent).toEqual([]);
    expect(refusing.confirms).toEqual([SHADOW_CONFIRMATION]);

    const accepting = harness([], { cookies: { [SHADOWING_COOKIE]: '1' }, confirm: true });
    for (const method of ['POST', 'PUT', 'PATCH'] as const)
      await accepting.client.request(method, '/x', { json: {} });
    await accepting.client.request('GET', '/x');
    await accepting.client.request('DELETE', '/x');
    expect(accepting.confirms).toHaveLength(3);
    expect(accepting.sent).toHaveLength(5);
  });

  it('does not ask outside shadow mode', async () => {
    const h = harness([], { cookies: { [CSRF_COOKIE]: 't' } });
    await h.client.request('POST', '/x', { json: {} });
    expect(h.confirms).toEqual([]);
  });
});

describe('scheduled tasks', () => {
  it('are polled every 5 s until no longer scheduled', async () => {
    const h = harness([
      { status: 202, body: { data: { status: 'scheduled' } } },
      { status: 200, body: { data: { status: 'scheduled' } } },
      { status: 200, body: { data: { status: 'done', id: 7 } } },
    ]);
    expect(await h.client.request('POST', '/build', { json: { a: 1 } })).toEqual({
      data: { status: 'done', id: 7 },
    });
    expect(h.sleeps).toEqual([5000, 5000]);
    expect(h.sent.map((s) => s.method)).toEqual(['POST', 'GET', 'GET']);
  });
});

describe('typed calls', () => {
  it('fill the path and parse the answer with the contracts', async () => {
    const user = {
      id: '7aec1d71-b048-4ff8-9654-ce8a52a2e149',
      first_name: 'Cora',
      last_name: null,
      screen_name: 'cora',
      handle: 'cora',
      bio: null,
      slogan: null,
      avatar_url: null,
      image: null,
      is_organization: false,
      scout_referrer: null,
    };
    const h = harness([{ status: 200, body: { data: user } }]);
    const answer = await h.client.call('me');
    expect(answer.data.handle).toBe('cora');
    expect(h.sent[0]?.url.pathname).toBe('/api/me');
  });

  it('send the extra headers of a call, such as an Idempotency-Key', async () => {
    const funding = {
      id: '7aec1d71-b048-4ff8-9654-ce8a52a2e149',
      cents: 250,
      message: null,
      receiver: { id: '1aec1d71-b048-4ff8-9654-ce8a52a2e149', handle: 'dora' },
      balance_cents: 750,
      neurons_earned: 2,
      created_at: '2026-11-22T12:00:00.000Z',
    };
    const h = harness([{ status: 201, body: { data: funding } }]);
    const answer = await h.client.call('fundUser', {
      params: { id: 'dora' },
      body: { cents: 250 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer.data.neurons_earned).toBe(2);
    expect(h.sent[0]?.url.pathname).toBe('/api/users/dora/funding');
    expect(h.sent[0]?.headers.get('idempotency-key')).toBe('k-1');
  });

  it('give every create its own Idempotency-Key and reuse it on the retries', async () => {
    const draft = {
      _id: '7aec1d71-b048-4ff8-9654-ce8a52a2e149',
      origin: 'qq',
      draft_type: 'challenge',
      content: {},
      created_at: '2026-11-22T12:00:00.000Z',
      updated_at: '2026-11-22T12:00:00.000Z',
    };
    const body = { origin: 'qq', draft_type: 'challenge', content: {} } as const;
    const h = harness([
      'network-failure',
      { status: 503, body: { message: 'Busy', errors: [] } },
      { status: 201, body: { data: draft } },
      { status: 201, body: { data: draft } },
    ]);
    await h.client.call('createDraft', { body });
    await h.client.call('createDraft', { body });
    const keys = h.sent.map((s) => s.headers.get('idempotency-key'));
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // The first attempt's two retries carry its key; the next create has a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('prepare the tables of calls ahead, sending nothing', async () => {
    const h = harness([]);
    await h.client.prepare('me', 'challenge', 'challengeIdeas');
    expect(h.sent).toEqual([]);
    await expect(h.client.prepare('me')).resolves.toBeUndefined();
  });

  it('refuse an answer that breaks the contract, and report it', async () => {
    const h = harness([{ status: 200, body: { data: { handle: 42 } } }]);
    await expect(h.client.call('me')).rejects.toBeInstanceOf(ApiError);
    expect(h.reports).toHaveLength(1);
  });
});

describe('image upload', () => {
  it('asks for a signed address, PUTs the file with progress and answers the public address', async () => {
    const h = harness([
      {
        status: 200,
        body: {
          data: {
            signed_url: 'https://files.test/put/abc',
            headers: { 'x-sig': '1' },
            url: 'https://files.test/abc.png',
          },
        },
      },
    ]);
    const progress: number[] = [];
    const puts: [string, Record<string, string>][] = [];
    const url = await h.client.uploadImage(new Blob(['png'], { type: 'image/png' }), {
      type: 'challenge',
      name: 'cat.png',
      onProgress: (f) => progress.push(f),
      put: async (target, _file, headers, onProgress) => {
        puts.push([target, headers]);
        onProgress(0.5);
      },
    });
    expect(url).toBe('https://files.test/abc.png');
    expect(h.sent[0]?.body).toEqual({ name: 'cat.png', type: 'image/png', kind: 'challenge' });
    expect(puts).toEqual([['https://files.test/put/abc', { 'x-sig': '1' }]]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("sends the CSRF value with a PUT to the API's own address, never elsewhere", async () => {
    const reply = (signed: string) => ({
      status: 200,
      body: { data: { signed_url: signed, url: '/api/files/1/cover' } },
    });
    const h = harness([reply('/api/files/1/upload?token=t'), reply('https://bucket.test/1')], {
      cookies: { [CSRF_COOKIE]: 'proof' },
    });
    const puts: Record<string, string>[] = [];
    const put = async (_url: string, _file: Blob, headers: Record<string, string>) => {
      puts.push(headers);
    };
    const file = new Blob(['png'], { type: 'image/png' });
    await h.client.uploadImage(file, { type: 'idea', put });
    await h.client.uploadImage(file, { type: 'idea', put });
    expect(puts).toEqual([{ 'X-CSRF-Token': 'proof' }, {}]);
  });
});
