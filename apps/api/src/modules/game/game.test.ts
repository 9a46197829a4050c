import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, ideaRatings, ideas, moneyLedger, neuronLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { ideaContentHash } from '../challenges/idea-hash.js';
import { settleChallenge, settleDueChallenges } from './settle.js';

let t: TestServer;
let cora: string;
let coraId: string;
let players: { token: string; id: string; handle: string }[];
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
  coraId = (await t.call('me', { token: cora })).body.data.id;
  players = [];
  for (let i = 0; i < 8; i++) {
    const { token, user } = await t.signUp();
    players.push({ token, id: user.id, handle: user.handle });
  }
});
afterAll(() => t.close());

let counter = 0;
async function publish(prize: Record<string, unknown> = {}, days = 7) {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token: cora,
    body: {
      challenge: {
        question_title: `How could we test the game loop number ${counter}`,
        question_detail: 'A challenge played to its end in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/loop.jpg',
        duration_end: new Date(t.clock.now.getTime() + days * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0', ...prize },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string };
}

function enter(token: string, challenge: string, title: string) {
  return t.call('enterIdea', {
    token,
    params: { id: challenge },
    body: { title, description: `${title}, described.` },
  });
}

function rate(token: string, challenge: string, idea: string, stars: number) {
  return t.call('rateIdea', { token, params: { id: challenge }, body: { idea_id: idea, stars } });
}

const p = (i: number) => players[i] as { token: string; id: string; handle: string };

describe('entering ideas', () => {
  it('keeps ideas hidden from everyone but their author while the challenge is open', async () => {
    const challenge = await publish();
    const entered = await enter(p(0).token, challenge.slug, 'Plant a school garden');
    expect(entered.status).toBe(201);
    const idea = entered.body.data.idea;
    expect(idea).toMatchObject({ mine: true, author: { handle: p(0).handle }, rank: null });
    expect(idea.content_hash).toMatch(/^[0-9a-f]{64}$/);
    // Innovator points and the first-innovator early bonus.
    expect(entered.body.data.neurons_earned).toBe(25);
    await enter(p(1).token, challenge.id, 'Compost the leftovers');

    const own = await t.call('challengeIdeas', { token: p(1).token, params: { id: challenge.id } });
    expect(own.body.data.map((i: { title: string }) => i.title)).toEqual(['Compost the leftovers']);
    expect(own.body.meta).toEqual({ total: 2, revealed: false });
    const counts = await t.call('participants', { params: { id: challenge.id } });
    expect(counts.body.data).toEqual({ innovators: 2, raters: 0, mentors: 0, players: [] });
    const hidden = own.body.data[0].id as string;
    expect((await t.call('idea', { params: { id: hidden } })).status).toBe(404);
    expect((await t.call('idea', { token: p(0).token, params: { id: hidden } })).status).toBe(404);
    expect((await t.call('idea', { token: p(1).token, params: { id: hidden } })).status).toBe(200);
    const visitor = await t.call('challengeIdeas', { params: { id: challenge.id } });
    expect(visitor.body.data).toEqual([]);
    const owner = await t.call('challengeIdeas', { token: cora, params: { id: challenge.id } });
    expect(owner.body.data).toEqual([]);
  });

  it('refuses bad ideas, the catalyst, a fourth idea and closed challenges', async () => {
    const challenge = await publish();
    const empty = await t.call('enterIdea', {
      token: p(2).token,
      params: { id: challenge.id },
      body: { title: '', description: 'x'.repeat(5001) },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'description',
      'title',
    ]);
    expect((await enter(cora, challenge.id, 'My own')).status).toBe(403);
    // Other players' browsers load an idea's image: only images uploaded here are taken.
    const pixel = await t.call('enterIdea', {
      token: p(2).token,
      params: { id: challenge.id },
      body: { title: 'Look', description: 'x', primary_image: 'https://tracker.example/p.gif' },
    });
    expect(pixel.status).toBe(422);
    expect(pixel.body.errors).toEqual([
      { field: 'primary_image', error: 'Upload the image here.' },
    ]);
    for (const n of [1, 2, 3])
      expect((await enter(p(2).token, challenge.id, `Idea ${n}`)).status).toBe(201);
    const fourth = await enter(p(2).token, challenge.id, 'Idea 4');
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors).toEqual([{ field: '*', error: 'At most 3 ideas per player.' }]);
    expect((await enter(p(3).token, '00000000-0000-4000-8000-000000000000', 'x')).status).toBe(404);
    expect(
      (
        await t.call('enterIdea', {
          params: { id: challenge.id },
          body: { title: 'a', description: 'b' },
        })
      ).status,
    ).toBe(401);
    const [{ n } = { n: 0 }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ideas)
      .where(eq(ideas.challengeId, challenge.id));
    expect(n).toBe(3);
  });
});

describe('rating', () => {
  it('hands out ideas without authors, never your own, each rating final', async () => {
    const challenge = await publish();
    const a = (await enter(p(0).token, challenge.id, 'Idea A')).body.data.idea.id;
    const b = (await enter(p(1).token, challenge.id, 'Idea B')).body.data.idea.id;
    const next = await t.call('nextIdeaToRate', {
      token: p(0).token,
      params: { id: challenge.id },
    });
    expect(next.body.data).toMatchObject({
      remaining: 1,
      idea: { id: b, author: null, content_hash: null },
    });
    expect((await rate(p(0).token, challenge.id, a, 4)).status).toBe(403);
    const first = await rate(p(0).token, challenge.id, b, 4.5);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ stars: 4.5, neurons_earned: 2 });
    expect((await rate(p(0).token, challenge.id, b, 1)).status).toBe(409);
    const done = await t.call('nextIdeaToRate', {
      token: p(0).token,
      params: { id: challenge.id },
    });
    expect(done.body.data).toEqual({ idea: null, remaining: 0 });
    for (const stars of [0, 5.5, 2.55]) {
      const bad = await rate(p(2).token, challenge.id, a, stars);
      expect(bad.status, String(stars)).toBe(422);
      expect(bad.body.errors[0].field).toBe('stars');
    }
    const stored = await t.deps.db
      .select()
      .from(ideaRatings)
      .where(eq(ideaRatings.challengeId, challenge.id));
    expect(stored.map((r) => [r.raterId, r.starsTenths])).toEqual([[p(0).id, 45]]);
  });
});

describe('ending and settling', () => {
  it('ranks ideas with two or more ratings, reveals them, pays neurons and the prize once', async () => {
    const challenge = await publish({ prize_type: 'money', prize_money: '100' });
    const ids: string[] = [];
    for (const i of [0, 1, 2])
      ids.push((await enter(p(i).token, challenge.id, `Entry ${i}`)).body.data.idea.id);
    const [x, y, z] = ids as [string, string, string];
    // x: 5, 5, 4 — y: 3, 3 — z: one rating, so it cannot rank.
    for (const [rater, idea, stars] of [
      [3, x, 5],
      [4, x, 5],
      [5, x, 4],
      [3, y, 3],
      [4, y, 3],
      [3, z, 5],
    ] as const)
      expect((await rate(p(rater).token, challenge.id, idea, stars)).status).toBe(201);

    expect(
      (await t.call('endChallenge', { token: p(0).token, params: { id: challenge.id } })).status,
    ).toBe(403);
    const ended = await t.call('endChallenge', { token: cora, params: { id: challenge.id } });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      ranked: 2,
      unranked: 1,
      prize_cents_paid: 10000,
      prize_cents_unawarded: 0,
    });
    expect(
      (await t.call('endChallenge', { token: cora, params: { id: challenge.id } })).status,
    ).toBe(409);
    expect(await settleChallenge(t.deps.db, challenge.id, t.clock.now, t.deps)).toBeNull();

    const revealed = await t.call('challengeIdeas', { params: { id: challenge.id } });
    expect(revealed.body.meta).toEqual({ total: 3, revealed: true });
    expect(
      revealed.body.data.map(
        (i: {
          id: string;
          rank: number | null;
          rating_count: number;
          author: { handle: string };
        }) => [i.id, i.rank, i.rating_count, i.author.handle],
      ),
    ).toEqual([
      [x, 1, 3, p(0).handle],
      [y, 2, 2, p(1).handle],
      [z, null, 1, p(2).handle],
    ]);
    // Anyone can check a revealed idea against the hash fixed at entry.
    const [stored] = await t.deps.db.select().from(ideas).where(eq(ideas.id, x));
    if (!stored) throw new Error('idea missing');
    expect(revealed.body.data[0].content_hash).toBe(ideaContentHash(stored));

    // The $100 was held from cora's wallet at publish; 40:25 of it scaled to the two places.
    const money = await t.deps.db
      .select({ userId: moneyLedger.userId, kind: moneyLedger.kind, cents: moneyLedger.cents })
      .from(moneyLedger)
      .where(eq(moneyLedger.challengeId, challenge.id))
      .orderBy(moneyLedger.id);
    expect(money).toEqual([
      { userId: coraId, kind: 'challenge-prize-pledge', cents: -10_000 },
      { userId: p(0).id, kind: 'challenge-prize', cents: 6154 },
      { userId: p(1).id, kind: 'challenge-prize', cents: 3846 },
    ]);
    const closing = await t.deps.db
      .select({ key: neuronLedger.idempotencyKey })
      .from(neuronLedger)
      .where(
        and(
          eq(neuronLedger.challengeId, challenge.id),
          sql`${neuronLedger.reason} like 'community-top%'`,
        ),
      );
    expect(closing.length).toBe(2);
    expect((await rate(p(6).token, challenge.id, y, 5)).status).toBe(409);
    const who = await t.call('participants', { params: { id: challenge.id } });
    expect(who.body.data).toMatchObject({ innovators: 3, raters: 3, mentors: 0 });
    expect(
      who.body.data.players
        .slice(0, 2)
        .map((pl: { user: { handle: string }; best_rank: number }) => [
          pl.user.handle,
          pl.best_rank,
        ]),
    ).toEqual([
      [p(0).handle, 1],
      [p(1).handle, 2],
    ]);
    const one = await t.call('idea', { params: { id: y } });
    expect(one.body.data).toMatchObject({ id: y, rank: 2, author: { handle: p(1).handle } });
    expect((await enter(p(6).token, challenge.id, 'Too late')).status).toBe(409);
  });

  it('settles challenges whose time is up in the sweep, once even when two sweeps race', async () => {
    const challenge = await publish({}, 1);
    const idea = (await enter(p(0).token, challenge.id, 'Quick one')).body.data.idea.id;
    await rate(p(1).token, challenge.id, idea, 4);
    await rate(p(2).token, challenge.id, idea, 2);
    const later = new Date(t.clock.now.getTime() + 2 * 86_400_000);
    const [one, two] = await Promise.all([
      settleDueChallenges(t.deps.db, later, t.deps),
      settleDueChallenges(t.deps.db, later, t.deps),
    ]);
    const [row] = await t.deps.db.select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row?.settledAt).not.toBeNull();
    expect(row?.status).toBe('closed');
    // Every challenge due was settled by exactly one of the two sweeps.
    const settled = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(challenges)
      .where(sql`${challenges.settledAt} = ${later.toISOString()}`);
    expect(one + two).toBe(settled[0]?.n);
  });

  it('counts every rating exactly once when many raters race the close', async () => {
    const challenge = await publish();
    const entries: string[] = [];
    for (const i of [0, 1])
      entries.push((await enter(p(i).token, challenge.id, `Race ${i}`)).body.data.idea.id);
    const attempts = [2, 3, 4, 5, 6, 7].flatMap((r) => entries.map((idea) => ({ r, idea })));
    const answers = await Promise.all([
      ...attempts.map(({ r, idea }) => rate(p(r).token, challenge.id, idea, 3.5)),
      t.call('endChallenge', { token: cora, params: { id: challenge.id } }),
    ]);
    const accepted = answers.slice(0, -1).filter((a) => a.status === 201).length;
    const refused = answers.slice(0, -1).filter((a) => a.status === 409).length;
    expect(accepted + refused).toBe(attempts.length);
    expect(answers.at(-1)?.status).toBe(200);
    const rows = await t.deps.db.select().from(ideas).where(eq(ideas.challengeId, challenge.id));
    const counted = rows.reduce((sum, r) => sum + (r.ratingCount ?? 0), 0);
    expect(counted).toBe(accepted);
    const raterAwards = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(neuronLedger)
      .where(and(eq(neuronLedger.challengeId, challenge.id), eq(neuronLedger.role, 'analyst')));
    expect(raterAwards[0]?.n).toBe(accepted);
  });

  it('lets the catalyst pick a Top 3 from anonymous ideas, filled by the crowd, paid at the close', async () => {
    const challenge = await publish();
    const ids: string[] = [];
    for (const i of [0, 1, 2, 3])
      ids.push((await enter(p(i).token, challenge.id, `Pick ${i}`)).body.data.idea.id);
    const [a, b, c, d] = ids as [string, string, string, string];
    for (const [rater, idea, stars] of [
      [4, b, 5],
      [5, b, 5],
      [4, c, 4],
      [5, c, 4],
    ] as const)
      await rate(p(rater).token, challenge.id, idea, stars);

    const listed = await t.call('catalystIdeas', { token: cora, params: { id: challenge.id } });
    expect(listed.body.data.map((i: { author: unknown }) => i.author)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(
      (await t.call('catalystIdeas', { token: p(0).token, params: { id: challenge.id } })).status,
    ).toBe(403);

    const shown = await t.call('catalystPicker', { token: cora, params: { id: challenge.id } });
    expect(shown.body.data).toEqual({
      picks: [],
      top3: [
        { idea_id: b, position: 1, source: 'crowd' },
        { idea_id: c, position: 2, source: 'crowd' },
      ],
    });
    const pick = (idea: string, position?: number) =>
      t.call('pickTop3', {
        token: cora,
        params: { id: challenge.id },
        body: position === undefined ? { idea_id: idea } : { idea_id: idea, position },
      });
    await pick(a);
    await pick(d);
    const third = await pick(c);
    expect(third.body.data.picks).toEqual([a, d, c]);
    // A new pick pushes out the third.
    const pushed = await pick(b, 1);
    expect(pushed.body.data.picks).toEqual([b, a, d]);
    expect((await pick(a, 4)).status).toBe(422);
    expect(
      (
        await t.call('pickTop3', {
          token: p(1).token,
          params: { id: challenge.id },
          body: { idea_id: a },
        })
      ).status,
    ).toBe(403);

    expect(
      (await t.call('endChallenge', { token: cora, params: { id: challenge.id } })).status,
    ).toBe(200);
    const top3 = await t.deps.db
      .select({ userId: neuronLedger.userId, reason: neuronLedger.reason })
      .from(neuronLedger)
      .where(
        and(
          eq(neuronLedger.challengeId, challenge.id),
          sql`${neuronLedger.reason} like 'catalyst-top%'`,
        ),
      )
      .orderBy(neuronLedger.id);
    expect(top3.map((r) => r.userId)).toEqual([p(1).id, p(0).id, p(3).id]);
    expect((await pick(c)).status).toBe(409);
  });
});

describe('mentoring', () => {
  it('is given once, seen by the author and its mentor, rated once by the author', async () => {
    const challenge = await publish();
    const idea = (await enter(p(0).token, challenge.id, 'Mentor me')).body.data.idea.id;
    const body = {
      what_i_like: 'The garden idea.',
      what_could_be_improved: 'Who waters it in August?',
    };
    const given = await t.call('mentorIdea', { token: p(1).token, params: { id: idea }, body });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ mentor: { handle: p(1).handle }, rating: null });
    expect(given.body.data.neurons_earned).toBeGreaterThan(0);
    expect(
      (await t.call('mentorIdea', { token: p(1).token, params: { id: idea }, body })).status,
    ).toBe(409);
    expect(
      (await t.call('mentorIdea', { token: p(0).token, params: { id: idea }, body })).status,
    ).toBe(403);
    const blank = await t.call('mentorIdea', {
      token: p(2).token,
      params: { id: idea },
      body: { what_i_like: ' ', what_could_be_improved: 'x' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]).toEqual({ field: 'what_i_like', error: 'Write what you like.' });
    await t.call('mentorIdea', { token: p(3).token, params: { id: idea }, body });

    const forAuthor = await t.call('ideaFeedbacks', { token: p(0).token, params: { id: idea } });
    expect(forAuthor.body.data).toHaveLength(2);
    const forMentor = await t.call('ideaFeedbacks', { token: p(3).token, params: { id: idea } });
    expect(forMentor.body.data.map((f: { mentor: { handle: string } }) => f.mentor.handle)).toEqual(
      [p(3).handle],
    );
    // Whoever may not see the hidden idea gets the answer of an id that does not exist.
    const unknown = await t.call('ideaFeedbacks', {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    for (const token of [null, p(4).token]) {
      const hidden = await t.call('ideaFeedbacks', {
        ...(token ? { token } : {}),
        params: { id: idea },
      });
      expect({ status: hidden.status, body: hidden.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
    expect(unknown.status).toBe(404);

    const queue = (token: string) =>
      t.call('mentoringToRate', { token, params: { id: challenge.slug, ideaId: idea } });
    const waiting = await queue(p(0).token);
    expect(waiting.body.meta.total).toBe(2);
    expect(waiting.body.data.map((f: { id: string }) => f.id)).toContain(given.body.data.id);
    expect((await queue(p(1).token)).status).toBe(404);
    expect(
      (await t.call('mentoringToRate', { params: { id: challenge.id, ideaId: idea } })).status,
    ).toBe(401);

    const feedback = given.body.data.id;
    const rateIt = (token: string, rating: number) =>
      t.call('rateMentoring', { token, params: { id: feedback }, body: { rating } });
    expect((await rateIt(p(1).token, 5)).status).toBe(403);
    expect((await rateIt(p(0).token, 6)).status).toBe(422);
    const rated = await rateIt(p(0).token, 4);
    expect(rated.status).toBe(200);
    expect(rated.body.data.rating).toBe(4);
    expect((await rateIt(p(0).token, 1)).status).toBe(409);
    expect((await queue(p(0).token)).body.data.map((f: { id: string }) => f.id)).not.toContain(
      feedback,
    );
    const mentorAwards = await t.deps.db
      .select({ reason: neuronLedger.reason })
      .from(neuronLedger)
      .where(and(eq(neuronLedger.challengeId, challenge.id), eq(neuronLedger.userId, p(1).id)));
    expect(mentorAwards.map((a) => a.reason).sort()).toEqual([
      'mentoring-given',
      'mentoring-rated',
    ]);

    // The mentor dashboard: given by the mentor, received by the author, nobody else's.
    const gave = await t.call('mentorComments', { token: p(1).token, query: { tab: 'given' } });
    expect(gave.body.meta.total).toBe(1);
    expect(gave.body.data[0]).toMatchObject({
      id: feedback,
      idea_title: 'Mentor me',
      rating: 4,
      challenge: { id: challenge.id, slug: challenge.slug },
    });
    const received = await t.call('mentorComments', {
      token: p(0).token,
      query: { tab: 'received', size: '1' },
    });
    expect(received.body.meta).toEqual({ total: 2, page: 0, size: 1 });
    expect(received.body.data).toHaveLength(1);
    expect(
      (await t.call('mentorComments', { token: p(1).token, query: { tab: 'received' } })).body.meta
        .total,
    ).toBe(0);
    expect(
      (await t.call('mentorComments', { token: p(1).token, query: { tab: 'sent' } })).status,
    ).toBe(422);
    expect((await t.call('mentorComments', {})).status).toBe(401);

    await t.call('endChallenge', { token: cora, params: { id: challenge.id } });
    expect((await t.call('ideaFeedbacks', { params: { id: idea } })).body.data).toHaveLength(2);
    expect(
      (await t.call('mentorIdea', { token: p(4).token, params: { id: idea }, body })).status,
    ).toBe(409);
  });
});

describe('test-an-idea', () => {
  it("hides the author's idea among the crowd's, unpickable and unratable by them, then shows how it fared", async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: {
        challenge: {
          question_title: 'How could a four-day school week work',
          question_detail: 'Testing my own idea against the crowd.',
          platform_category: 'environment',
          solution_format: 'test-an-idea',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/test.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        idea: {
          title: 'Fridays for projects',
          description: 'Four days of lessons, one of projects.',
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.data.challenge.id as string;
    const crowd = (await enter(p(0).token, id, 'Longer days, fewer of them')).body.data.idea.id;
    const listed = await t.call('catalystIdeas', { token: cora, params: { id } });
    const own = listed.body.data.find((i: { title: string }) => i.title === 'Fridays for projects');
    expect(own).toMatchObject({ mine: true });
    // Raters see it without its author; the owner can neither rate nor pick it.
    const seen: string[] = [];
    for (;;) {
      const handed = await t.call('nextIdeaToRate', { token: p(1).token, params: { id } });
      const next = handed.body.data.idea;
      if (!next) break;
      expect(next.author).toBeNull();
      seen.push(next.id);
      await rate(p(1).token, id, next.id, next.id === own.id ? 4 : 3);
    }
    expect(seen.sort()).toEqual([own.id, crowd].sort());
    expect((await rate(cora, id, own.id, 5)).status).toBe(403);
    const picked = await t.call('pickTop3', {
      token: cora,
      params: { id },
      body: { idea_id: own.id },
    });
    expect(picked.status).toBe(422);
    expect(picked.body.errors).toEqual([
      { field: 'idea_id', error: 'You cannot pick your own test idea for the Top 3.' },
    ]);
    await rate(p(2).token, id, own.id, 4);
    await rate(p(2).token, id, crowd, 3);
    await t.call('endChallenge', { token: cora, params: { id } });
    const results = await t.call('challengeIdeas', { params: { id } });
    expect(
      results.body.data.map((i: { title: string; rank: number; author: { handle: string } }) => [
        i.title,
        i.rank,
        i.author.handle,
      ]),
    ).toEqual([
      ['Fridays for projects', 1, 'cora'],
      ['Longer days, fewer of them', 2, p(0).handle],
    ]);
  });
});

describe('rating a challenge', () => {
  it('takes one rating of 1 to 5 per player, never from its catalyst, and sums them up', async () => {
    const challenge = await publish();
    const rateIt = (token: string, stars: number) =>
      t.call('rateChallenge', { token, params: { id: challenge.id }, body: { stars } });
    expect((await rateIt(cora, 5)).status).toBe(403);
    expect((await rateIt(p(0).token, 0)).status).toBe(422);
    expect((await rateIt(p(0).token, 4.5)).status).toBe(422);
    expect((await rateIt(p(0).token, 5)).body.data).toEqual({ average: 5, count: 1, mine: 5 });
    expect((await rateIt(p(0).token, 1)).status).toBe(409);
    await rateIt(p(1).token, 2);
    const summary = await t.call('challengeRating', { params: { id: challenge.id } });
    expect(summary.body.data).toEqual({ average: 3.5, count: 2, mine: null });
    const raterAward = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(neuronLedger)
      .where(
        and(eq(neuronLedger.userId, p(0).id), sql`${neuronLedger.reason} = 'challenge-rated'`),
      );
    expect(raterAward[0]?.n).toBe(1);
    expect(
      (await t.call('rateChallenge', { params: { id: challenge.id }, body: { stars: 3 } })).status,
    ).toBe(401);
  });
});

describe('role dashboards', () => {
  it("list each role's challenges, open or closed, with the player's part in them", async () => {
    const { token: inno, user } = await t.signUp();
    const { token: rater } = await t.signUp();
    const challenge = await publish();
    const idea = (await enter(inno, challenge.id, 'Dashboards everywhere')).body.data.idea.id;
    const board = (token: string, platform: string, role: string, state = 'open') =>
      t.call('dashboard', { token, params: { platform, role }, query: { state } });

    const open = await board(inno, user.handle, 'innovator');
    expect(open.body.data).toEqual([
      expect.objectContaining({
        id: challenge.id,
        my_ideas: 1,
        ideas: 1,
        settled: false,
        best_rank: null,
      }),
    ]);
    const toRate = await board(rater, 'nervus', 'rater');
    expect(toRate.body.data.map((d: { id: string }) => d.id)).toContain(challenge.id);
    await rate(rater, challenge.id, idea, 4);
    expect(
      (await board(rater, 'nervus', 'rater')).body.data.map((d: { id: string }) => d.id),
    ).not.toContain(challenge.id);
    const catalyst = await board(cora, 'cora', 'catalyst');
    expect(catalyst.body.data.map((d: { id: string }) => d.id)).toContain(challenge.id);

    await rate(p(5).token, challenge.id, idea, 5);
    await t.call('endChallenge', { token: cora, params: { id: challenge.id } });
    expect((await board(inno, user.handle, 'innovator')).body.data).toEqual([]);
    const closed = await board(inno, user.handle, 'innovator', 'closed');
    expect(closed.body.data).toEqual([
      expect.objectContaining({ id: challenge.id, settled: true, best_rank: 1 }),
    ]);
    const rated = await board(rater, 'nervus', 'rater', 'closed');
    expect(rated.body.data).toEqual([expect.objectContaining({ id: challenge.id, my_ratings: 1 })]);

    expect((await board(inno, user.handle, 'wizard')).status).toBe(404);
    expect((await board(inno, 'no-such-platform', 'innovator')).status).toBe(404);
    expect((await board(inno, user.handle, 'innovator', 'later')).status).toBe(422);
    expect(
      (await t.call('dashboard', { params: { platform: user.handle, role: 'innovator' } })).status,
    ).toBe(401);
  });
});

describe('scouts', () => {
  it("earn a tenth of an active recruit's variable neurons, once", async () => {
    const scout = await t.signUp();
    const answer = await t.call('signup', {
      query: { scout_id: scout.user.handle },
      body: {
        email: `recruit${Date.now()}@example.org`,
        password: 'a long enough secret',
        screen_name: `recruit${Date.now() % 100000}`,
      },
    });
    expect(answer.status).toBe(201);
    const recruit = {
      token: answer.body.data.token.access_token as string,
      id: answer.body.data.user.id as string,
    };
    const challenge = await publish();
    const idea = (await enter(recruit.token, challenge.id, 'Recruited idea')).body.data.idea.id;
    await rate(p(6).token, challenge.id, idea, 5);
    const rows = await t.deps.db
      .select({
        reason: neuronLedger.reason,
        milli: neuronLedger.milliPoints,
        role: neuronLedger.role,
      })
      .from(neuronLedger)
      .where(eq(neuronLedger.userId, scout.user.id));
    const authorAward = await t.deps.db
      .select({ milli: neuronLedger.milliPoints })
      .from(neuronLedger)
      .where(and(eq(neuronLedger.userId, recruit.id), eq(neuronLedger.isStatic, false)));
    const variable = authorAward.reduce((sum, r) => sum + r.milli, 0);
    expect(variable).toBeGreaterThan(0);
    expect(rows).toEqual([
      { reason: `recruit-share:${recruit.id}`, milli: Math.floor(variable / 10), role: 'scout' },
    ]);
  });
});
