import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '../db/schema.js';
import { sweepOnce } from '../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../test/harness.js';
import { forgetVisitorAnswers, visitorCache } from './visitor-cache.js';

describe('visitorCache', () => {
  it('gives an answer back until its time is up, then forgets it', () => {
    let now = 1_000;
    const cache = visitorCache(1000, () => now);
    const answer = { data: { title: 'kept' } };
    cache.keep('p /challenges/a', answer, { 'x-extra': '1' });
    now += 999;
    expect(cache.get('p /challenges/a')).toMatchObject({ answer, headers: { 'x-extra': '1' } });
    now += 1;
    expect(cache.get('p /challenges/a')).toBeUndefined();
  });

  it('holds at most 2,000 answers, dropping the oldest first', () => {
    const cache = visitorCache(60_000);
    for (let i = 0; i <= 2000; i++) cache.keep(`p /challenges/${i}`, { i }, undefined);
    expect(cache.get('p /challenges/0')).toBeUndefined();
    expect(cache.get('p /challenges/1')).toMatchObject({ answer: { i: 1 } });
    expect(cache.get('p /challenges/2000')).toMatchObject({ answer: { i: 2000 } });
  });

  it('forgets every cache of the process at once', () => {
    const one = visitorCache(60_000);
    const two = visitorCache(60_000);
    one.keep('a', { a: 1 }, undefined);
    two.keep('b', { b: 1 }, undefined);
    forgetVisitorAnswers();
    expect(one.get('a')).toBeUndefined();
    expect(two.get('b')).toBeUndefined();
  });
});

describe('visitors of a challenge page', () => {
  let t: TestServer;
  let cora: string;
  let innovator: string;
  let challenge: { id: string; slug: string };
  beforeAll(async () => {
    t = await createTestServer();
    cora = await t.signIn('cora');
    innovator = (await t.signUp()).token;
    const created = await t.call('createChallenge', {
      token: cora,
      body: {
        challenge: {
          question_title: 'How could a crowd read one page at once',
          question_detail: 'A challenge read by many visitors in a test.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/crowd.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(created.status).toBe(201);
    challenge = created.body.data.challenge;
  });
  afterAll(() => t.close());

  const titleOf = async (token?: string) =>
    (await t.call('challenge', { params: { id: challenge.slug }, ...(token ? { token } : {}) }))
      .body.data.question_title as string;
  const retitle = (title: string) =>
    t.db.update(challenges).set({ questionTitle: title }).where(eq(challenges.id, challenge.id));

  it('are given the same answer for a second; a signed-in reader always reads afresh', async () => {
    const first = await t.call('challenge', { params: { id: challenge.slug } });
    const before = first.body.data.question_title;
    await retitle('How could a cache be noticed?');
    const again = await t.call('challenge', { params: { id: challenge.slug } });
    expect(again.body.data.question_title).toBe(before);
    // The same text, so the same tag: a browser holding it is answered 304.
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await titleOf(cora)).toBe('How could a cache be noticed?');
    // A token that signs nobody in is not a visitor's request either.
    const bogus = await t.call('challenge', {
      params: { id: challenge.slug },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bogus.body.data.question_title).toBe('How could a cache be noticed?');
  });

  it("see a write made through this server at once, and never a signed-in reader's answer", async () => {
    await titleOf();
    await retitle('How could a write show at once?');
    // Any write through the API, here an idea entered, forgets what visitors were given.
    const entered = await t.call('enterIdea', {
      token: innovator,
      params: { id: challenge.id },
      body: { title: 'Read it once a second', description: 'Share one read among visitors.' },
    });
    expect(entered.status).toBe(201);
    expect(await titleOf()).toBe('How could a write show at once?');

    // The author sees their hidden idea; visitors after them must not.
    const own = await t.call('challengeIdeas', { token: innovator, params: { id: challenge.id } });
    expect(own.body.data).toHaveLength(1);
    const visitor = await t.call('challengeIdeas', { params: { id: challenge.id } });
    expect(visitor.body.data).toEqual([]);
    expect(visitor.body.meta).toEqual({ total: 1, revealed: false });
  });

  it('see the ideas as soon as the sweep settles the challenge', async () => {
    const hidden = await t.call('challengeIdeas', { params: { id: challenge.id } });
    expect(hidden.body.meta.revealed).toBe(false);
    await t.db
      .update(challenges)
      .set({ durationEnd: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(challenges.id, challenge.id));
    const swept = await sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);
    expect(swept).toMatchObject({ ran: true });
    const revealed = await t.call('challengeIdeas', { params: { id: challenge.id } });
    expect(revealed.body.meta.revealed).toBe(true);
    expect(revealed.body.data.map((i: { title: string }) => i.title)).toEqual([
      'Read it once a second',
    ]);
  });
});
