import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
const players: Player[] = [];
beforeAll(async () => {
  t = await createTestServer();
  for (let i = 0; i < 6; i++) {
    const { token, user } = await t.signUp();
    players.push({ token, id: user.id, handle: user.handle });
  }
});
afterAll(() => t.close());

const p = (i: number) => players[i] as Player;
let counter = 0;

async function publish(token: string, days: number, prizeMoney = '0') {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token,
    body: {
      challenge: {
        question_title: `How could dashboards show challenge number ${counter}`,
        question_detail: 'A challenge the dashboards list.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/board.jpg',
        duration_end: new Date(t.clock.now.getTime() + days * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: prizeMoney === '0' ? 'points' : 'money', prize_money: prizeMoney },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string };
}

async function enter(token: string, challenge: string, title: string): Promise<string> {
  const answer = await t.call('enterIdea', {
    token,
    params: { id: challenge },
    body: { title, description: `${title}, described.` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.idea.id;
}

async function rate(token: string, challenge: string, idea: string, stars: number) {
  const answer = await t.call('rateIdea', {
    token,
    params: { id: challenge },
    body: { idea_id: idea, stars },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

function board(token: string, role: string, state: string, platform = 'nervus') {
  return t.call('dashboard', { token, params: { platform, role }, query: { state } });
}

const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((d) => d.id);

describe('dashboard lists', () => {
  it("list the catalyst's closing challenges, soonest first, with the counts the tables show", async () => {
    const catalyst = p(0);
    const later = await publish(catalyst.token, 20);
    const soon = await publish(catalyst.token, 6);
    const sooner = await publish(catalyst.token, 2);
    const idea = await enter(p(1).token, sooner.id, 'A closing idea');
    await rate(p(2).token, sooner.id, idea, 4);
    await t.call('mentorIdea', {
      token: p(3).token,
      params: { id: idea },
      body: { what_i_like: 'Short.', what_could_be_improved: 'Longer.' },
    });
    await t.call('rateChallenge', {
      token: p(2).token,
      params: { id: sooner.id },
      body: { stars: 4 },
    });
    await t.call('rateChallenge', {
      token: p(3).token,
      params: { id: sooner.id },
      body: { stars: 5 },
    });

    const closing = await board(catalyst.token, 'catalyst', 'closing', catalyst.handle);
    expect(closing.status).toBe(200);
    expect(ids(closing)).toEqual([sooner.id, soon.id]);
    expect(closing.body.data[0]).toEqual(
      expect.objectContaining({
        ideas: 1,
        ratings: 1,
        mentoring: 1,
        challenge_rating: 4.5,
        is_closed: false,
        settled: false,
      }),
    );
    expect(closing.body.data[1]).toEqual(
      expect.objectContaining({ ideas: 0, ratings: 0, mentoring: 0, challenge_rating: null }),
    );
    const open = await board(catalyst.token, 'catalyst', 'open', catalyst.handle);
    expect(ids(open)).toEqual([later.id, soon.id, sooner.id]);
  });

  it('list the open challenges a rater rated in, with how many ideas remain', async () => {
    const catalyst = p(0);
    const rater = p(4);
    const challenge = await publish(catalyst.token, 10);
    const first = await enter(p(1).token, challenge.id, 'First idea to rate');
    await enter(p(2).token, challenge.id, 'Second idea to rate');
    await enter(p(3).token, challenge.id, 'Third idea to rate');
    const untouched = await publish(catalyst.token, 10);
    await enter(p(1).token, untouched.id, 'Nobody rated me');

    expect(ids(await board(rater.token, 'rater', 'mine'))).not.toContain(challenge.id);
    await rate(rater.token, challenge.id, first, 3);
    const mine = await board(rater.token, 'rater', 'mine');
    expect(ids(mine)).toContain(challenge.id);
    expect(ids(mine)).not.toContain(untouched.id);
    expect(mine.body.data.find((d: { id: string }) => d.id === challenge.id)).toEqual(
      expect.objectContaining({ my_ratings: 1, to_rate: 2, ideas: 3 }),
    );
    // Still on the open list while ideas remain.
    expect(ids(await board(rater.token, 'rater', 'open'))).toContain(challenge.id);
  });

  it("only ever list the caller's own part, whatever platform the path names", async () => {
    const catalyst = p(0);
    const other = p(5);
    const challenge = await publish(catalyst.token, 9);
    await enter(p(1).token, challenge.id, 'Only mine');
    // Another player reading the catalyst's personal platform gets their own (empty) lists.
    for (const state of ['open', 'closing', 'mine', 'closed']) {
      const answer = await board(other.token, 'catalyst', state, catalyst.handle);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
    const innovator = await board(other.token, 'innovator', 'open', catalyst.handle);
    expect(innovator.body.data).toEqual([]);
    const theirs = await board(p(1).token, 'innovator', 'open');
    expect(ids(theirs)).toContain(challenge.id);
    expect(theirs.body.data.find((d: { id: string }) => d.id === challenge.id).my_ideas).toBe(1);
    expect((await board(other.token, 'catalyst', 'soon')).status).toBe(422);
    expect(
      (
        await t.call('dashboard', {
          params: { platform: 'nervus', role: 'catalyst' },
          query: { state: 'closing' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('challenge results', () => {
  it('show the Top 3, the prize split as paid and what the reader earned, once settled', async () => {
    const catalyst = p(0);
    // A money prize is held from the catalyst's wallet at publish: give her the $100 first.
    await t.db.insert(moneyLedger).values({
      userId: catalyst.id,
      kind: 'deposit',
      cents: 10_000,
      idempotencyKey: 'deposit:test:results',
      createdAt: t.clock.now,
    });
    const challenge = await publish(catalyst.token, 5, '100');
    const a = await enter(p(1).token, challenge.id, 'Best idea');
    const b = await enter(p(2).token, challenge.id, 'Second idea');
    const c = await enter(p(3).token, challenge.id, 'Unranked idea');
    for (const [rater, stars] of [
      [p(4), 5],
      [p(5), 4],
    ] as const) {
      await rate(rater.token, challenge.id, a, stars);
      await rate(rater.token, challenge.id, b, stars - 2);
    }
    const early = await t.call('challengeResults', { params: { id: challenge.id } });
    expect(early.status).toBe(409);
    const picked = await t.call('pickTop3', {
      token: catalyst.token,
      params: { id: challenge.id },
      body: { idea_id: c },
    });
    expect(picked.status).toBe(200);
    expect(
      (await t.call('endChallenge', { token: catalyst.token, params: { id: challenge.id } }))
        .status,
    ).toBe(200);

    const mine = await t.call('challengeResults', {
      token: p(1).token,
      params: { id: challenge.slug },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const results = mine.body.data;
    expect(results.top3).toEqual([
      { idea_id: c, position: 1, source: 'catalyst' },
      { idea_id: a, position: 2, source: 'crowd' },
      { idea_id: b, position: 3, source: 'crowd' },
    ]);
    expect(results.prize.total_cents).toBe(10_000);
    expect(results.prize.paid_cents + results.prize.unawarded_cents).toBe(10_000);
    expect(results.prize.payouts.map((x: { rank: number }) => x.rank)).toEqual([1, 2]);
    expect(results.prize.payouts[0].user.id).toBe(p(1).id);
    expect(results.prize.payouts.reduce((s: number, x: { cents: number }) => s + x.cents, 0)).toBe(
      results.prize.paid_cents,
    );
    expect(
      results.my_neurons.find((n: { role: string }) => n.role === 'innovator')?.points,
    ).toBeGreaterThan(0);

    // Visitors see the same results without neurons; another player sees only theirs.
    const visitor = await t.call('challengeResults', { params: { id: challenge.id } });
    expect(visitor.body.data.my_neurons).toEqual([]);
    expect(visitor.body.data.top3).toEqual(results.top3);
    const rater = await t.call('challengeResults', {
      token: p(4).token,
      params: { id: challenge.id },
    });
    expect(rater.body.data.my_neurons.map((n: { role: string }) => n.role)).not.toContain(
      'innovator',
    );

    const closed = await board(p(1).token, 'innovator', 'closed');
    expect(closed.body.data.find((d: { id: string }) => d.id === challenge.id)).toEqual(
      expect.objectContaining({ settled: true, is_closed: true, best_rank: 1 }),
    );
    expect((await t.call('challengeResults', { params: { id: 'no-such-challenge' } })).status).toBe(
      404,
    );
  });
});
