/**
 * What players are told as the game moves: every award's `brain__neuron-earned` and
 * `brain__score-updated`, from every place that pays, and the highlights of the game's events,
 * each once, and none of it telling anyone of hidden play before the close.
 */
import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.js';
import { highlights, moneyLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { builtinRealtime } from '../realtime/builtin.js';
import { writeSettlementHighlights } from './settlement.js';

type Told = { channel: string; event: string; data: Record<string, unknown> };
const told: Told[] = [];
const realtime = builtinRealtime();

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    realtime: {
      ...realtime,
      async publish(channel, event, data) {
        told.push({ channel, event, data: data as Record<string, unknown> });
        await realtime.publish(channel, event, data);
      },
    },
  });
});
afterAll(async () => {
  await realtime.close();
  await t.close();
});

type Player = { token: string; id: string; handle: string };
async function player(): Promise<Player> {
  const { token, user } = await t.signUp();
  return { token, id: user.id, handle: user.handle };
}

/** What `p` was told from message `from` on, once every announcement of the writes is out. */
async function toldTo(p: Player, from = 0): Promise<Told[]> {
  // After-commit announcements run once the answer is sent: wait until a marker comes after them.
  const marker = `marker-${told.length}-${Math.random()}`;
  await new Promise((resolve) => setImmediate(resolve));
  await t.deps.realtime.publish(realtimeChannel(p.id), REALTIME_EVENTS.highlight, { marker });
  await expect.poll(() => told.some((m) => m.data.marker === marker)).toBe(true);
  return told
    .slice(from)
    .filter((m) => m.channel === realtimeChannel(p.id) && m.data.marker === undefined);
}

/**
 * What `p` was told since `from`, once `enough` holds of it: a settlement's announcements read
 * each player's brain after the commit, which on PostgreSQL is more than one turn of the loop.
 */
async function toldOnce(p: Player, from: number, enough: (messages: Told[]) => boolean) {
  let messages: Told[] = [];
  await expect
    .poll(async () => {
      messages = await toldTo(p, from);
      return enough(messages);
    })
    .toBe(true);
  return messages;
}

const reasons = (messages: Told[]) =>
  messages.filter((m) => m.event === REALTIME_EVENTS.neuronEarned).map((m) => m.data.type);
/** The highlights told, but medals (modules/awards tells of those, tested there). */
const highlightTypes = (messages: Told[]) =>
  messages
    .filter(
      (m) => m.event === REALTIME_EVENTS.highlight && m.data.highlight_type !== 'medal-earned',
    )
    .map((m) => m.data.highlight_type);

/** The player's brains as GET /brain answers them, by role. */
async function brains(p: Player): Promise<Map<string, unknown>> {
  const answer = await t.call('brains', { token: p.token });
  return new Map(answer.body.data.map((b: { role: string }) => [b.role, b]));
}

/** Each `brain__score-updated` told is the brain GET /brain answers now, for its role. */
async function expectScoresAsBrains(p: Player, messages: Told[]) {
  const scores = messages.filter((m) => m.event === REALTIME_EVENTS.scoreUpdated);
  expect(scores.map((m) => m.data.role)).toContain('overall');
  const now = await brains(p);
  const last = new Map(scores.map((m) => [m.data.role as string, m.data]));
  for (const [role, brain] of last) expect(brain, role).toEqual(now.get(role));
}

describe('telling players what the game paid them and what happened', () => {
  let cat: Player;
  let author: Player;
  let second: Player;
  let rater: Player;
  let mentor: Player;
  let follower: Player;
  let patron: Player;
  let challenge: { id: string; slug: string };
  let idea: string;
  let secondIdea: string;
  const title = 'How could a town share its ladders';

  beforeAll(async () => {
    const made = await Promise.all(Array.from({ length: 7 }, player));
    [cat, author, second, rater, mentor, follower, patron] = made as [
      Player,
      Player,
      Player,
      Player,
      Player,
      Player,
      Player,
    ];
  });

  it('tells a player followed, once per follower; nobody follows themselves', async () => {
    const from = told.length;
    const follow = () => t.call('follow', { token: follower.token, params: { id: author.handle } });
    expect((await t.call('follow', { params: { id: author.id } })).status).toBe(401);
    expect((await follow()).body.data).toEqual({ following: true });
    expect((await follow()).status).toBe(200);
    const unfollowed = await t.call('unfollow', {
      token: follower.token,
      params: { id: author.id },
    });
    expect(unfollowed.body.data).toEqual({ following: false });
    await follow();
    const self = await t.call('follow', { token: author.token, params: { id: author.id } });
    expect(self.status).toBe(422);
    expect(
      (await t.call('follow', { token: author.token, params: { id: 'nobody-here' } })).status,
    ).toBe(404);
    const tellings = await toldTo(author, from);
    expect(highlightTypes(tellings)).toEqual(['new-follower']);
    expect(tellings[0]?.data).toMatchObject({
      statement: `@${follower.handle} follows you now.`,
      link: `/${follower.handle}`,
      role: 'overall',
    });
    const listed = await t.call('highlights', { token: author.token, params: { id: author.id } });
    expect(listed.body.data).toEqual([tellings[0]?.data]);
  });

  it('tells each player of their own play at once, and nobody of anyone else’s hidden play', async () => {
    const from = told.length;
    const created = await t.call('createChallenge', {
      token: cat.token,
      body: {
        challenge: {
          question_title: title,
          question_detail: 'Told in a test.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/ladders.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    challenge = created.body.data.challenge;
    expect(reasons(await toldTo(cat, from))).toContain('challenge-published');

    const enter = async (p: Player, ideaTitle: string) => {
      const answer = await t.call('enterIdea', {
        token: p.token,
        params: { id: challenge.id },
        body: { title: ideaTitle, description: `${ideaTitle}, described.` },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.idea.id as string;
    };
    idea = await enter(author, 'A ladder library');
    secondIdea = await enter(second, 'Ladders on wheels');
    const rate = async (p: Player, ideaId: string, stars: number) => {
      const answer = await t.call('rateIdea', {
        token: p.token,
        params: { id: challenge.id },
        body: { idea_id: ideaId, stars },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    };
    await rate(rater, idea, 5);
    await rate(rater, secondIdea, 3);
    await rate(second, idea, 4);
    await rate(author, secondIdea, 4);
    const ratedChallenge = await t.call('rateChallenge', {
      token: rater.token,
      params: { id: challenge.id },
      body: { stars: 4 },
    });
    expect(ratedChallenge.status, JSON.stringify(ratedChallenge.body)).toBeLessThan(300);
    const mentored = await t.call('mentorIdea', {
      token: mentor.token,
      params: { id: idea },
      body: { what_i_like: 'Shared ladders.', what_could_be_improved: 'Who checks them?' },
    });
    expect(mentored.status).toBe(201);
    const feedback = mentored.body.data.id as string;
    const ratedMentoring = await t.call('rateMentoring', {
      token: author.token,
      params: { id: feedback },
      body: { rating: 5 },
    });
    expect(ratedMentoring.status, JSON.stringify(ratedMentoring.body)).toBeLessThan(300);
    await t.db.insert(moneyLedger).values({
      userId: patron.id,
      kind: 'deposit',
      cents: 500,
      idempotencyKey: `deposit:told-test:${patron.id}`,
      createdAt: t.clock.now,
    });
    const funded = await t.call('fundUser', {
      token: patron.token,
      params: { id: author.handle },
      body: { cents: 200, message: 'For ladders.' },
      headers: { 'idempotency-key': 'told-test-funding' },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(201);

    // Each player hears of their own actions, with their brains as they read them.
    const toCat = await toldTo(cat, from);
    const toAuthor = await toldTo(author, from);
    const toSecond = await toldTo(second, from);
    const toRater = await toldTo(rater, from);
    const toMentor = await toldTo(mentor, from);
    const toFollower = await toldTo(follower, from);
    const toPatron = await toldTo(patron, from);
    expect(reasons(toRater).sort()).toEqual(['challenge-rated', 'idea-rated', 'idea-rated']);
    expect(reasons(toAuthor)).toEqual(
      expect.arrayContaining(['idea-created', 'idea-rated', 'mentoring-feedback']),
    );
    expect(reasons(toMentor)).toEqual(['mentoring-given']);
    expect(reasons(toPatron).length).toBeGreaterThan(0);
    for (const [p, messages] of [
      [cat, toCat],
      [author, toAuthor],
      [rater, toRater],
      [mentor, toMentor],
      [patron, toPatron],
    ] as const)
      await expectScoresAsBrains(p, messages);

    // What others' hidden play paid them waits for the close: the catalyst hears nothing of
    // the ideas entered or the challenge's rating, the authors nothing of their ratings, the
    // mentor nothing of the author's rating of the mentoring.
    expect(reasons(toCat)).toEqual(['challenge-published']);
    const ownActions = ['idea-created', 'early-bonus', 'idea-rated', 'mentoring-feedback'];
    expect(reasons(toAuthor).every((r) => ownActions.includes(r as string))).toBe(true);
    expect(reasons(toSecond).every((r) => ownActions.includes(r as string))).toBe(true);
    // The author hears of the mentor's feedback, as the idea's page shows it to them.
    expect(highlightTypes(toAuthor)).toEqual(['mentor-comment']);
    expect(
      toAuthor.find(
        (m) => m.event === REALTIME_EVENTS.highlight && m.data.highlight_type === 'mentor-comment',
      )?.data,
    ).toMatchObject({
      statement: `@${mentor.handle} gave feedback on your idea “A ladder library” in “${title}?”.`,
      role: 'innovator',
      challenge_slug: challenge.slug,
      link: `/challenges/${challenge.slug}`,
    });
    // Nobody else is told a thing of the hidden ideas, and nothing names a rater but to them.
    for (const [p, messages] of [
      [cat, toCat],
      [author, toAuthor],
      [second, toSecond],
      [mentor, toMentor],
      [follower, toFollower],
      [patron, toPatron],
    ] as const) {
      const text = JSON.stringify(messages);
      expect(text, p.handle).not.toContain(rater.id);
      expect(text, p.handle).not.toContain(rater.handle);
      if (p !== author) expect(text, p.handle).not.toContain(idea);
      if (p !== author) expect(text, p.handle).not.toContain('A ladder library');
      if (p !== second) expect(text, p.handle).not.toContain('Ladders on wheels');
    }
    expect(toFollower).toEqual([]);
    // Highlights written so far: the follow and the mentoring, nothing for anyone else.
    const rows = await t.db
      .select({ userId: highlights.userId, type: highlights.type })
      .from(highlights)
      .where(
        sql`${highlights.challengeId} = ${challenge.id} and ${highlights.type} <> 'medal-earned'`,
      );
    expect(rows).toEqual([{ userId: author.id, type: 'mentor-comment' }]);
  });

  it('at the close tells each player what it paid and revealed to them, and writes its highlights once', async () => {
    const from = told.length;
    const ended = await t.call('endChallenge', { token: cat.token, params: { id: challenge.id } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);

    // Each player's awards and brains come in one batch: wait until their brain is in it.
    const scored = (m: Told[]) => m.some((x) => x.event === REALTIME_EVENTS.scoreUpdated);
    const toAuthor = await toldOnce(author, from, scored);
    const toCat = await toldOnce(cat, from, scored);
    const toMentor = await toldOnce(mentor, from, scored);
    // What others' play paid them is told now, once per kind, dated at the close.
    expect(reasons(toAuthor)).toEqual(expect.arrayContaining(['rating-received']));
    expect(reasons(toCat).length).toBeGreaterThan(0);
    expect(reasons(toMentor).length).toBeGreaterThan(0);
    for (const m of toAuthor.filter((x) => x.event === REALTIME_EVENTS.neuronEarned))
      expect(m.data).toMatchObject({
        user_origin: 'others',
        event_created: t.clock.now.toISOString(),
        challenge_slug: challenge.slug,
      });
    await expectScoresAsBrains(author, toAuthor);
    await expectScoresAsBrains(cat, toCat);
    await expectScoresAsBrains(mentor, toMentor);

    const list = async (p: Player) =>
      (await t.call('highlights', { token: p.token, params: { id: p.id } })).body.data as {
        highlight_type: string;
        statement: string;
        role: string;
        link: string;
        challenge_title: string;
      }[];
    const settledOf = async (p: Player) =>
      (await list(p)).filter(
        (h) => h.link === `/challenges/${challenge.slug}` && h.highlight_type !== 'medal-earned',
      );
    const [a, s, c, r, m, f] = [
      await settledOf(author),
      await settledOf(second),
      await settledOf(cat),
      await settledOf(rater),
      await settledOf(mentor),
      await settledOf(follower),
    ];
    expect(a.map((h) => h.highlight_type).sort()).toEqual(['mentor-comment', 'solution-delta']);
    expect(a.find((h) => h.highlight_type === 'solution-delta')?.statement).toMatch(
      /^Your idea “A ladder library” finished #1 of 2 in “How could a town share its ladders\?”; the challenge paid you [\d.]+ neurons in all\.$/,
    );
    expect(s.map((h) => h.highlight_type)).toEqual(['solution-delta']);
    expect(c).toEqual([
      expect.objectContaining({
        highlight_type: 'challenge-settled',
        role: 'catalyst',
        statement: `Your challenge “${title}?” has closed: 2 of its 2 ideas ranked. See the results.`,
        challenge_title: `${title}?`,
      }),
    ]);
    expect(r).toEqual([
      expect.objectContaining({ highlight_type: 'challenge-settled', role: 'analyst' }),
    ]);
    expect(m).toEqual([
      expect.objectContaining({ highlight_type: 'challenge-settled', role: 'mentor' }),
    ]);
    expect(f).toEqual([
      expect.objectContaining({
        highlight_type: 'friend-solution',
        role: 'overall',
        statement: `@${author.handle}'s idea “A ladder library” finished #1 of 2 in “${title}?”.`,
      }),
    ]);
    // Published too, each to its own player.
    expect(highlightTypes(await toldTo(follower, from))).toEqual(['friend-solution']);
    // No highlight names a rater.
    const all = await t.db
      .select()
      .from(highlights)
      .where(eq(highlights.challengeId, challenge.id));
    expect(JSON.stringify(all)).not.toContain(rater.handle);

    // Settling again writes nothing, and so would the highlights' writer run again.
    expect(
      (await t.call('endChallenge', { token: cat.token, params: { id: challenge.id } })).status,
    ).toBe(409);
    const again = told.length;
    await inTransaction(t.db, (tx) =>
      writeSettlementHighlights(tx, t.deps, challenge.id, t.clock.now, { ranked: 2, entered: 2 }),
    );
    const after = await t.db
      .select()
      .from(highlights)
      .where(eq(highlights.challengeId, challenge.id));
    expect(after).toHaveLength(all.length);
    expect(highlightTypes(await toldTo(follower, again))).toEqual([]);
  });
});

describe('solution-delta', () => {
  it('is one per author: their best placed idea, of how many they entered', async () => {
    const [cat, author, r1, r2] = (await Promise.all(Array.from({ length: 4 }, player))) as [
      Player,
      Player,
      Player,
      Player,
    ];
    const created = await t.call('createChallenge', {
      token: cat.token,
      body: {
        challenge: {
          question_title: 'Ask us a better question about ladders',
          question_detail: 'Several ideas each.',
          platform_category: 'environment',
          solution_format: 'qq',
          innovation_scale: '',
          primary_image: 'https://images.nervus.test/qq.jpg',
          duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.challenge.id as string;
    const ideaIds: string[] = [];
    for (const title of ['Which ladder first', 'Who holds the ladder']) {
      const entered = await t.call('enterIdea', {
        token: author.token,
        params: { id },
        body: { title, description: `${title}, described.` },
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
      ideaIds.push(entered.body.data.idea.id);
    }
    for (const [rater, stars] of [
      [r1, [2, 5]],
      [r2, [1, 4]],
    ] as const)
      for (const [k, ideaId] of ideaIds.entries()) {
        const rated = await t.call('rateIdea', {
          token: rater.token,
          params: { id },
          body: { idea_id: ideaId, stars: stars[k] },
        });
        expect(rated.status, JSON.stringify(rated.body)).toBe(201);
      }
    expect((await t.call('endChallenge', { token: cat.token, params: { id } })).status).toBe(200);
    const listed = await t.call('highlights', { token: author.token, params: { id: author.id } });
    const deltas = listed.body.data.filter(
      (h: { highlight_type: string }) => h.highlight_type === 'solution-delta',
    );
    expect(deltas).toHaveLength(1);
    expect(deltas[0].statement).toMatch(
      /^Your idea “Who holds the ladder” finished #1 of 2 in “.+” \(your best of 2 ideas\); the challenge paid you [\d.]+ neurons in all\.$/,
    );
  });
});

describe('GET /me/notification after play', () => {
  it('counts what the player may see of their neurons, as their list does', async () => {
    const p = await player();
    const state = await t.call('notificationState', { token: p.token });
    const neurons = await t.call('neurons', { token: p.token });
    expect(state.body.data.neurons_total).toBe(neurons.body.meta.total);
  });
});
