import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { processEnv } from '../../env.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { openStream } from '../../test/sse-client.js';
import { builtinRealtime } from './builtin.js';
import { NOTIFICATION_TOKEN_MS } from './handlers.js';

let t: TestServer;
let http: ServerType;
let base: string;
const players: { token: string; id: string }[] = [];

function listen(fetcher: ServerType extends never ? never : Parameters<typeof serve>[0]['fetch']) {
  return new Promise<{ server: ServerType; base: string }>((resolve) => {
    const server = serve({ fetch: fetcher, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, base: `http://127.0.0.1:${info.port}` }),
    );
  });
}

beforeAll(async () => {
  t = await createTestServer();
  ({ server: http, base } = await listen(t.app.fetch));
  for (let i = 0; i < 3; i++) {
    const { token, user } = await t.signUp();
    players.push({ token, id: user.id });
  }
});
afterAll(async () => {
  http.close();
  await t.deps.realtime.close();
  await t.close();
});

const p = (i: number) => players[i] as { token: string; id: string };

const openStreams = () => (t.deps.realtime.kind === 'builtin' ? t.deps.realtime.hub.streams : -1);

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function streamToken(token: string): Promise<string> {
  const answer = await t.call('notificationsAuth', { token });
  expect(answer.status).toBe(200);
  return answer.body.data.notification_token as string;
}

const streamUrl = (token: string, at = base) =>
  `${at}/api/realtime/stream?token=${encodeURIComponent(token)}`;

describe('POST /notifications/auth (built-in transport)', () => {
  it('needs a signed-in player', async () => {
    expect((await t.call('notificationsAuth')).status).toBe(401);
  });

  it("answers a stream token for the player's own channel, kept 30 days, not cached", async () => {
    const answer = await t.call('notificationsAuth', { token: p(0).token });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data).toEqual({
      transport: 'builtin',
      channel: realtimeChannel(p(0).id),
      notification_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: new Date(t.clock.now.getTime() + NOTIFICATION_TOKEN_MS).toISOString(),
      stream_url: '/api/realtime/stream',
    });
  });
});

describe('GET /realtime/stream', () => {
  it("delivers each player's events to their own stream only", async () => {
    const a = await openStream(streamUrl(await streamToken(p(0).token)));
    const b = await openStream(streamUrl(await streamToken(p(1).token)));
    expect([a.status, b.status]).toEqual([200, 200]);
    await t.deps.realtime.publish(realtimeChannel(p(0).id), REALTIME_EVENTS.highlight, {
      for: 'a',
    });
    await t.deps.realtime.publish(realtimeChannel(p(1).id), REALTIME_EVENTS.highlight, {
      for: 'b',
    });
    const gotA = await a.next((e) => e.event === REALTIME_EVENTS.highlight);
    const gotB = await b.next((e) => e.event === REALTIME_EVENTS.highlight);
    expect(JSON.parse(gotA.data)).toEqual({ for: 'a' });
    expect(JSON.parse(gotB.data)).toEqual({ for: 'b' });
    // Everything each stream got, after a third event to a: still only its own.
    await t.deps.realtime.publish(realtimeChannel(p(0).id), REALTIME_EVENTS.highlight, {
      for: 'a again',
    });
    await a.next((e) => e.data.includes('a again'));
    expect(a.events.map((e) => JSON.parse(e.data).for)).toEqual(['a', 'a again']);
    expect(b.events.map((e) => JSON.parse(e.data).for)).toEqual(['b']);
    a.close();
    b.close();
  });

  it('answers 401 to a forged, a missing or an expired token, and opens nothing', async () => {
    const forged = await fetch(streamUrl('x'.repeat(43)));
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${base}/api/realtime/stream`)).status).toBe(422);
    // Another player's token opens that player's channel, never a channel of one's choosing.
    const token = await streamToken(p(2).token);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + NOTIFICATION_TOKEN_MS + 1);
    try {
      expect((await fetch(streamUrl(token))).status).toBe(401);
    } finally {
      t.clock.now = saved;
    }
    const good = await openStream(streamUrl(token));
    expect(good.status).toBe(200);
    good.close();
    // A stream the browser leaves is gone from the server's hub too.
    await until(() => openStreams() === 0);
  });

  it('resumes after Last-Event-ID with what the stream missed', async () => {
    const channel = realtimeChannel(p(2).id);
    const token = await streamToken(p(2).token);
    const first = await openStream(streamUrl(token));
    for (const n of [1, 2, 3])
      await t.deps.realtime.publish(channel, REALTIME_EVENTS.highlight, { n });
    await first.next((e) => e.data === '{"n":3}');
    const seen = first.events[0]?.id as string;
    first.close();
    // Published while no stream was open.
    await t.deps.realtime.publish(channel, REALTIME_EVENTS.highlight, { n: 4 });
    const resumed = await openStream(streamUrl(token), { 'last-event-id': seen });
    await resumed.next((e) => e.data === '{"n":4}');
    expect(resumed.events.map((e) => JSON.parse(e.data).n)).toEqual([2, 3, 4]);
    expect(resumed.events.map((e) => e.id)).toEqual([
      ...first.events.slice(1).map((e) => e.id),
      expect.any(String),
    ]);
    resumed.close();
    // A stream the browser opens anew names the last event in its address instead.
    const reopened = await openStream(
      `${streamUrl(token)}&last_event_id=${encodeURIComponent(seen)}`,
    );
    await reopened.next((e) => e.data === '{"n":4}');
    expect(reopened.events.map((e) => JSON.parse(e.data).n)).toEqual([2, 3, 4]);
    reopened.close();
    // Without Last-Event-ID a stream starts with what comes next.
    const fresh = await openStream(streamUrl(token));
    await t.deps.realtime.publish(channel, REALTIME_EVENTS.highlight, { n: 5 });
    await fresh.next((e) => e.data === '{"n":5}');
    expect(fresh.events.map((e) => JSON.parse(e.data).n)).toEqual([5]);
    fresh.close();
  });
});

describe('a rating, told as it happens', () => {
  it('tells the rater their neurons and new brains once it commits, and the author nothing before the close', async () => {
    const cora = await t.signIn('cora');
    const created = await t.call('createChallenge', {
      token: cora,
      body: {
        challenge: {
          question_title: 'How could a library lend tools live',
          question_detail: 'A challenge rated in a realtime test.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/loop.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const challenge = created.body.data.challenge as { id: string; slug: string };
    const [rater, author] = [p(0), p(1)];
    const entered = await t.call('enterIdea', {
      token: author.token,
      params: { id: challenge.id },
      body: { title: 'A tool shelf', description: 'A tool shelf, described.' },
    });
    expect(entered.status).toBe(201);
    const raterStream = await openStream(streamUrl(await streamToken(rater.token)));
    const authorStream = await openStream(streamUrl(await streamToken(author.token)));
    const rated = await t.call('rateIdea', {
      token: rater.token,
      params: { id: challenge.id },
      body: { idea_id: entered.body.data.idea.id, stars: 5 },
    });
    expect(rated.status).toBe(201);

    const earned = await raterStream.next((e) => e.event === REALTIME_EVENTS.neuronEarned);
    expect(JSON.parse(earned.data)).toEqual({
      points: 2,
      role: 'analyst',
      type: 'idea-rated',
      user_origin: 'you',
      meaningful_name: 'Idea rated',
      event_created: t.clock.now.toISOString(),
      challenge_title: 'How could a library lend tools live?',
      challenge_slug: challenge.slug,
      point_created_at: t.clock.now.toISOString(),
    });
    // The brains the rater's own GET /brain answers now, overall and in the award's role.
    const brains = (await t.call('brains', { token: rater.token })).body.data as {
      role: string;
    }[];
    const scoreEvents = async (role: string) =>
      JSON.parse(
        (
          await raterStream.next(
            (e) => e.event === REALTIME_EVENTS.scoreUpdated && e.data.includes(`"role":"${role}"`),
          )
        ).data,
      );
    expect(await scoreEvents('overall')).toEqual(brains.find((b) => b.role === 'overall'));
    expect(await scoreEvents('analyst')).toEqual(brains.find((b) => b.role === 'analyst'));

    // The author's rating-received is hidden play until the close: nothing tells them of it.
    await t.deps.realtime.publish(realtimeChannel(author.id), REALTIME_EVENTS.highlight, {
      marker: true,
    });
    await authorStream.next((e) => e.data.includes('marker'));
    expect(authorStream.events.map((e) => e.event)).toEqual([REALTIME_EVENTS.highlight]);
    raterStream.close();
    authorStream.close();
  });
});

describe('a highlight, told as it is written', () => {
  it("reaches the player's own stream only, once its write commits, as the list answers it", async () => {
    const [followee, follower] = [p(2), p(1)];
    const mine = await openStream(streamUrl(await streamToken(followee.token)));
    const theirs = await openStream(streamUrl(await streamToken(follower.token)));
    const followed = await t.call('follow', {
      token: follower.token,
      params: { id: followee.id },
    });
    expect(followed.status).toBe(200);
    const got = await mine.next((e) => e.event === REALTIME_EVENTS.highlight);
    expect(JSON.parse(got.data)).toMatchObject({ highlight_type: 'new-follower', role: 'overall' });
    const listed = await t.call('highlights', {
      token: followee.token,
      params: { id: followee.id },
    });
    expect(listed.body.data[0]).toEqual(JSON.parse(got.data));
    // The follower's own stream got nothing of it.
    await t.deps.realtime.publish(realtimeChannel(follower.id), REALTIME_EVENTS.highlight, {
      marker: true,
    });
    await theirs.next((e) => e.data.includes('marker'));
    expect(theirs.events.map((e) => e.data)).toEqual(['{"marker":true}']);
    mine.close();
    theirs.close();
  });
});

const redisUrl = processEnv().REDIS_URL;

describe.runIf(redisUrl)('two instances over Redis (REDIS_URL)', () => {
  it('delivers an event published on one instance to a stream open on the other', async () => {
    const one = builtinRealtime({ redisUrl });
    const two = builtinRealtime({ redisUrl });
    await Promise.all([one.ready, two.ready]);
    const first = await listen(createApp({ ...t.deps, realtime: one }).fetch);
    const second = await listen(createApp({ ...t.deps, realtime: two }).fetch);
    try {
      const token = await streamToken(p(1).token);
      const stream = await openStream(streamUrl(token, second.base));
      const other = await openStream(streamUrl(await streamToken(p(0).token), second.base));
      await one.publish(realtimeChannel(p(1).id), REALTIME_EVENTS.highlight, { over: 'redis' });
      const got = await stream.next((e) => e.data.includes('redis'));
      expect(JSON.parse(got.data)).toEqual({ over: 'redis' });
      // The same event, with the same id, resumes on the first instance.
      const resumed = await openStream(streamUrl(token, first.base), {
        'last-event-id': 'zzzzzzzz-AAAAAAAA'.replace(
          'zzzzzzzz',
          (Date.now() - 60_000).toString(36),
        ),
      });
      const again = await resumed.next((e) => e.data.includes('redis'));
      expect(again.id).toBe(got.id);
      expect(other.events).toEqual([]);
      for (const s of [stream, other, resumed]) s.close();
    } finally {
      first.server.close();
      second.server.close();
      await one.close();
      await two.close();
    }
  });
});
