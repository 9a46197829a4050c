import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { type HighlightInput, writeHighlight, writeHighlights } from './commands.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

/** What the realtime publisher was given, per channel, from now on. */
function published() {
  const seen: { channel: string; event: string; data: unknown }[] = [];
  const publish = t.deps.realtime.publish.bind(t.deps.realtime);
  const spy = async (
    channel: string,
    event: (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS],
    data: unknown,
  ) => {
    seen.push({ channel, event, data });
    await publish(channel, event, data);
  };
  return { seen, announcer: { realtime: { publish: spy }, log: t.deps.log } };
}

const write = (input: HighlightInput, announcer = published().announcer) =>
  inTransaction(t.db, (tx) => writeHighlight(tx, announcer, input));

describe('writeHighlight', () => {
  it('writes once per player and key, and publishes the new one after commit only', async () => {
    const { user } = await t.signUp();
    const { seen, announcer } = published();
    const input: HighlightInput = {
      userId: user.id,
      type: 'new-follower',
      role: 'overall',
      statement: 'Someone follows you.',
      link: '/someone',
      key: 'test:once',
      at: t.clock.now,
    };
    const first = await write(input, announcer);
    expect(first).toEqual({
      id: expect.any(String),
      statement: 'Someone follows you.',
      highlight_type: 'new-follower',
      role: 'overall',
      notified_at: Math.floor(t.clock.now.getTime() / 1000),
      challenge_slug: null,
      challenge_title: null,
      link: '/someone',
    });
    expect(await write(input, announcer)).toBeNull();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      channel: realtimeChannel(user.id),
      event: REALTIME_EVENTS.highlight,
      data: first,
    });

    // A rolled-back write leaves nothing and tells nobody.
    await expect(
      inTransaction(t.db, async (tx) => {
        await writeHighlight(tx, announcer, { ...input, key: 'test:rolled-back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A write after it is told, and is the only other thing told.
    const after = await write({ ...input, key: 'test:after', statement: 'After.' }, announcer);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]?.data).toEqual(after);
  });
});

describe('GET /gamedash/{id}/highlights', () => {
  it('needs a signed-in player, and answers only their own', async () => {
    const ada = await t.signUp();
    const bo = await t.signUp();
    expect((await t.call('highlights', { params: { id: ada.user.id } })).status).toBe(401);
    const other = await t.call('highlights', { token: bo.token, params: { id: ada.user.id } });
    expect(other.status).toBe(403);
    expect((await t.call('highlights', { token: bo.token, params: { id: 'ada' } })).status).toBe(
      403,
    );
  });

  it('pages newest first, with the total, and filters by role (with the overall ones)', async () => {
    const { token, user } = await t.signUp();
    const at = (minutes: number) => new Date(t.clock.now.getTime() + minutes * 60_000);
    await inTransaction(t.db, (tx) =>
      writeHighlights(tx, published().announcer, [
        {
          userId: user.id,
          type: 'mentor-comment',
          role: 'innovator',
          statement: 'One',
          key: 'a',
          at: at(1),
        },
        {
          userId: user.id,
          type: 'new-follower',
          role: 'overall',
          statement: 'Two',
          key: 'b',
          at: at(2),
        },
        {
          userId: user.id,
          type: 'challenge-settled',
          role: 'catalyst',
          statement: 'Three',
          key: 'c',
          at: at(3),
        },
      ]),
    );
    const first = await t.call('highlights', {
      token,
      params: { id: user.id },
      query: { size: '2' },
    });
    expect(first.body.meta).toEqual({ total: 3, page: 0, size: 2 });
    expect(first.body.data.map((h: { statement: string }) => h.statement)).toEqual([
      'Three',
      'Two',
    ]);
    const second = await t.call('highlights', {
      token,
      params: { id: user.id },
      query: { size: '2', page: '1' },
    });
    expect(second.body.data.map((h: { statement: string }) => h.statement)).toEqual(['One']);
    const innovator = await t.call('highlights', {
      token,
      params: { id: user.id },
      query: { role: 'innovator' },
    });
    expect(innovator.body.meta.total).toBe(2);
    expect(innovator.body.data.map((h: { statement: string }) => h.statement)).toEqual([
      'Two',
      'One',
    ]);
    const overall = await t.call('highlights', {
      token,
      params: { id: user.id },
      query: { role: 'overall' },
    });
    expect(overall.body.meta.total).toBe(3);
  });

  it('refuses a bad size, page or role with 422 and field errors', async () => {
    const { token, user } = await t.signUp();
    for (const [query, field] of [
      [{ size: '0' }, 'size'],
      [{ size: '201' }, 'size'],
      [{ page: '-1' }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ role: 'wizard' }, 'role'],
    ] as const) {
      const answer = await t.call('highlights', { token, params: { id: user.id }, query });
      expect(answer.status, JSON.stringify(query)).toBe(422);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('GET /me/notification', () => {
  it('needs a signed-in player', async () => {
    expect((await t.call('notificationState')).status).toBe(401);
  });

  it("answers the bell's state: totals, score, the score last seen and the dot", async () => {
    const { token, user } = await t.signUp();
    const fresh = await t.call('notificationState', { token });
    expect(fresh.body.data).toEqual({
      neurons_total: 0,
      highlights_total: 0,
      score: 0,
      last_seen_score: null,
      has_updates: false,
    });
    await write({
      userId: user.id,
      type: 'new-follower',
      role: 'overall',
      statement: 'Hi',
      key: 'k',
    });
    const published = await t.call('createChallenge', {
      token,
      body: {
        challenge: {
          question_title: 'How could a bell ring in a test',
          question_detail: 'For the bell.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/bell.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(published.status).toBe(201);
    const brains = (await t.call('brains', { token })).body.data as {
      role: string;
      score: number;
    }[];
    const overall = brains.find((b) => b.role === 'overall')?.score ?? -1;
    const neurons = (await t.call('neurons', { token })).body.meta.total;
    const listed = await t.call('highlights', { token, params: { id: user.id } });
    // The follow's, and any medal the publishing earned (modules/awards).
    expect(listed.body.meta.total).toBeGreaterThanOrEqual(1);
    const moved = (await t.call('notificationState', { token })).body.data;
    expect(moved).toEqual({
      neurons_total: neurons,
      highlights_total: listed.body.meta.total,
      score: overall,
      last_seen_score: null,
      has_updates: true,
    });
    expect(overall).toBeGreaterThan(0);
    await t.call('putPreferences', {
      token,
      body: { gamedash: { shared_state: { gamedash_score: overall } } },
    });
    expect((await t.call('notificationState', { token })).body.data).toMatchObject({
      last_seen_score: overall,
      has_updates: false,
    });
  });
});

describe('the demo data', () => {
  it('gives demo players a few highlights of their followers, written once however often it seeds', async () => {
    const ada = await t.signIn('ada');
    const me = (await t.call('me', { token: ada })).body.data as { id: string };
    const listed = await t.call('highlights', { token: ada, params: { id: me.id } });
    expect(
      listed.body.data
        .filter((h: { highlight_type: string }) => h.highlight_type === 'new-follower')
        .map((h: { statement: string }) => h.statement),
    ).toEqual(['@rita follows you now.', '@mona follows you now.']);
    const { seed } = await import('../../seed/seed.js');
    await seed(t.db, { demo: true, now: t.clock.now });
    const again = await t.call('highlights', { token: ada, params: { id: me.id } });
    expect(again.body.meta.total).toBe(listed.body.meta.total);
  });
});
