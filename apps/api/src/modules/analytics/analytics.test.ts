import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const event = {
  fingerprint: 'fp-123',
  type: 'track',
  event: 'FirstAccess',
  context: {
    version: '3.207.0',
    page: { path: '/home', referrer: '' },
    origin: 'web',
    properties: { plan: 'free', n: 1 },
  },
  sent_at: '2026-11-22T11:59:59.000Z',
};

describe('POST /nerves/trait', () => {
  it('stores an event with its user and platform', async () => {
    const { token, user } = await t.signUp();
    expect((await t.call('trait', { token, host: 'comedy.localhost', body: event })).status).toBe(
      202,
    );
    const [row] = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(row).toMatchObject({ fingerprint: 'fp-123', event: 'FirstAccess', type: 'track' });
    expect(row?.context).toEqual(event.context);
  });

  it('takes visitors too', async () => {
    expect((await t.call('trait', { body: { ...event, fingerprint: 'visitor' } })).status).toBe(
      202,
    );
  });

  it('refuses events over 8 KiB and malformed ones', async () => {
    const huge = {
      ...event,
      context: { ...event.context, page: { path: '/x', referrer: 'r'.repeat(9000) } },
    };
    const tooBig = await t.call('trait', { body: huge });
    expect(tooBig.status).toBe(413);
    const bad = await t.call('trait', { body: { ...event, type: 'spy', sent_at: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['type', 'sent_at']);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect(
      (await t.call('trait', { body: { ...event, context: { properties: many } } })).status,
    ).toBe(422);
  });
});
