import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownSignIns, signInBackoff } from '../../db/schema.js';
import { hashToken } from '../../http/auth.js';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { backoffMs, DEVICE_COOKIE } from './sign-in-guard.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    limits: {
      signInPerIp: DEFAULT_RATE_LIMITS.signInPerIp,
      signInPerKnownSource: DEFAULT_RATE_LIMITS.signInPerKnownSource,
      signInBackoff: DEFAULT_RATE_LIMITS.signInBackoff,
    },
  });
});
afterAll(() => t.close());

const HOME = '198.51.100.10';
const ATTACKER = '203.0.113.66';
const TRAVEL = '192.0.2.44';

function signIn(username: string, password: string, from: string, device?: string) {
  return t.call('token', {
    body: { grant_type: 'password', username, password },
    headers: {
      'x-forwarded-for': from,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
  });
}

function deviceOf(answer: { headers: Headers }): string {
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toMatch(/Path=\/api\/oauth2/);
  return (new RegExp(`${DEVICE_COOKIE}=([A-Za-z0-9_-]{43})`).exec(cookie) as RegExpExecArray)[1]!;
}

describe('backoffMs', () => {
  it('is free up to the limit, then doubles from a minute to at most 15', () => {
    const rule = DEFAULT_RATE_LIMITS.signInBackoff;
    expect([0, 9].map((n) => backoffMs(n, rule))).toEqual([0, 0]);
    expect([10, 11, 12, 13, 14, 40, 10_000].map((n) => backoffMs(n, rule) / 60_000)).toEqual([
      1, 2, 4, 8, 15, 15, 15,
    ]);
  });
});

describe('signing in while someone guesses at the account', () => {
  it('never stops the owner on a known device or address; the attacker gets 429', async () => {
    const { input } = await t.signUp();
    const owner = input.screen_name;
    const first = await signIn(owner, input.password, HOME);
    expect(first.status).toBe(200);
    const device = deviceOf(first);

    const statuses: number[] = [];
    let last = first;
    for (let i = 0; i < 50; i++) {
      last = await signIn(owner, `wrong guess ${i}`, ATTACKER);
      statuses.push(last.status);
    }
    // Ten guesses, then the account backs strangers off (and their address is limited too).
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner: from home (no cookie), on their device anywhere, even from the attacker's address.
    expect((await signIn(owner, input.password, HOME)).status).toBe(200);
    expect((await signIn(owner, input.password, TRAVEL, device)).status).toBe(200);
    expect((await signIn(owner, input.password, ATTACKER, device)).status).toBe(200);
    // The attacker is still held back, even with the right password from an unknown place.
    const stranger = await signIn(owner, input.password, '192.0.2.99');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets the owner in from a new place once the back-off has passed, and forgets it', async () => {
    const { input, user } = await t.signUp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(input.screen_name, `guess ${i}`, '203.0.113.67')).status).toBe(400);
    const held = await signIn(input.screen_name, input.password, TRAVEL);
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The email names the same account: no second allowance of guesses.
    expect((await signIn(input.email, 'another guess', '192.0.2.7')).status).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + wait * 1000);
    const welcome = await signIn(input.screen_name, input.password, TRAVEL);
    expect(welcome.status).toBe(200);
    // The right password from the new place clears the count.
    const backoff = await t.db
      .select()
      .from(signInBackoff)
      .where(eq(signInBackoff.keyHash, hashToken(`user:${user.id}`)));
    expect(backoff).toEqual([]);
    const known = await t.db.select().from(knownSignIns).where(eq(knownSignIns.userId, user.id));
    expect(known.map((k) => k.kind).sort()).toEqual(['address', 'device']);
    // Stored hashed: neither the device's token nor the address is in the table.
    const device = deviceOf(welcome);
    for (const row of known) {
      expect(row.valueHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.valueHash).not.toContain(TRAVEL);
      expect(row.valueHash).not.toBe(device);
    }
  });

  it('answers unknown names as it does accounts, and doubles the wait', async () => {
    const name = 'nobody-by-that-name';
    for (let i = 0; i < 10; i++)
      expect((await signIn(name, `guess ${i}`, TRAVEL)).status).toBe(400);
    const first = await signIn(name, 'x', TRAVEL);
    expect(first.status).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await signIn(name, 'x', TRAVEL)).status).toBe(400);
    const second = await signIn(name, 'x', TRAVEL);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('limits a known device on its own, without touching the account elsewhere', async () => {
    const { input } = await t.signUp();
    const device = deviceOf(await signIn(input.screen_name, input.password, HOME));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(input.screen_name, `typo ${i}`, TRAVEL, device)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Strangers were not the ones failing: the account has no back-off.
    expect((await signIn(input.screen_name, input.password, '192.0.2.120')).status).toBe(200);
  });
});
