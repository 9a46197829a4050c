import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { challengeIdeasRead, challengeRatingRead } from './queries-page.js';

let t: TestServer;
let cora: string;
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
});
afterAll(() => t.close());

async function publish(title: string) {
  const answer = await t.call('createChallenge', {
    token: cora,
    body: {
      challenge: {
        question_title: title,
        question_detail: 'The challenge page reads, one statement each.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/page.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string; created_at: string };
}

describe('the challenge page reads', () => {
  it('answer nothing for a key no challenge has, by id or by slug', async () => {
    const db = t.deps.db;
    expect(await challengeIdeasRead(db, randomUUID(), null)).toBeUndefined();
    expect(await challengeIdeasRead(db, 'no-such-challenge-here', null)).toBeUndefined();
    expect(await challengeRatingRead(db, randomUUID(), null)).toBeUndefined();
    expect(await challengeRatingRead(db, 'no-such-challenge-here', null)).toBeUndefined();
  });

  it('list only the viewer’s own ideas while open, count them all, by id or any-case slug', async () => {
    const db = t.deps.db;
    const challenge = await publish('How could one statement read a challenge page');
    const players = [await t.signUp(), await t.signUp()];
    for (const [i, player] of players.entries()) {
      const entered = await t.call('enterIdea', {
        token: player.token,
        params: { id: challenge.id },
        body: { title: `Idea number ${i}`, description: 'Entered for the page reads.' },
      });
      expect(entered.status).toBe(201);
    }
    const visitor = await challengeIdeasRead(db, challenge.slug.toUpperCase(), null);
    // openedAt: the time hidden ideas are shown with (the challenge's publication, public).
    expect(visitor).toEqual({
      challengeId: challenge.id,
      openedAt: new Date(challenge.created_at),
      revealed: false,
      total: 2,
      rows: [],
    });
    const own = await challengeIdeasRead(db, challenge.id, players[1]?.user.id ?? null);
    expect(own?.total).toBe(2);
    expect(own?.rows.map((r) => [r.idea.title, r.handle])).toEqual([
      ['Idea number 1', players[1]?.user.handle],
    ]);
    expect(own?.rows[0]?.idea.createdAt).toBeInstanceOf(Date);
  });

  it('sum the challenge’s ratings and show the viewer’s own stars', async () => {
    const db = t.deps.db;
    const challenge = await publish('How could one statement sum a rating');
    expect(await challengeRatingRead(db, challenge.slug, null)).toEqual({
      average: null,
      count: 0,
      mine: null,
    });
    const raters = [await t.signUp(), await t.signUp()];
    for (const [i, rater] of raters.entries()) {
      const rated = await t.call('rateChallenge', {
        token: rater.token,
        params: { id: challenge.id },
        body: { stars: 4 + i },
      });
      expect(rated.status).toBe(201);
    }
    expect(await challengeRatingRead(db, challenge.id, raters[1]?.user.id ?? null)).toEqual({
      average: 4.5,
      count: 2,
      mine: 5,
    });
    expect(await challengeRatingRead(db, challenge.slug, null)).toMatchObject({ mine: null });
  });
});
