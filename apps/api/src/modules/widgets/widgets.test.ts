import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengePlatforms, moneyLedger } from '../../db/schema.js';
import { type Answer, createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
const players: Player[] = [];
const p = (i: number) => players[i] as Player;
type Made = { id: string; slug: string };
const made = {} as Record<
  'soon' | 'mid' | 'prize' | 'comedy' | 'fee' | 'settled' | 'scheduledLate',
  Made
>;
const hiddenIdeas: { id: string; title: string }[] = [];
const DAY = 86_400_000;
let counter = 0;

async function publish(
  token: string,
  days: number,
  extra: { prize?: string; fee?: number; host?: string; category?: string } = {},
): Promise<Made> {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token,
    ...(extra.host ? { host: extra.host } : {}),
    body: {
      challenge: {
        question_title: `How could the home widgets show challenge number ${counter}`,
        question_detail: 'A challenge the home lists.',
        platform_category: extra.category ?? 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/home.jpg',
        duration_end: new Date(t.clock.now.getTime() + days * DAY).toISOString(),
        tags: [],
      },
      prize: extra.prize
        ? { prize_type: 'money', prize_money: extra.prize }
        : { prize_type: 'points', prize_money: '0' },
      ...(extra.fee ? { idea_entry_process: { idea_entry_fee: extra.fee } } : {}),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge;
}

async function enter(token: string, challenge: string, title: string) {
  const answer = await t.call('enterIdea', {
    token,
    params: { id: challenge },
    body: { title, description: `${title}, described.` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.idea.id as string;
}

async function rate(token: string, challenge: string, idea: string, stars: number) {
  const answer = await t.call('rateIdea', {
    token,
    params: { id: challenge },
    body: { idea_id: idea, stars },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  for (let i = 0; i < 6; i++) {
    const { token, user } = await t.signUp();
    players.push({ token, id: user.id, handle: user.handle });
  }
  await t.db.insert(moneyLedger).values({
    userId: p(0).id,
    kind: 'deposit',
    cents: 100_000,
    idempotencyKey: 'deposit:test:widgets',
    createdAt: t.clock.now,
  });
  // Settled first, so that its ideas and ratings are of the past when the rest open.
  made.settled = await publish(p(0).token, 1);
  const best = await enter(p(1).token, made.settled.id, 'The winning idea');
  const second = await enter(p(2).token, made.settled.id, 'The second idea');
  const third = await enter(p(3).token, made.settled.id, 'The third idea');
  // Two ratings each, the fewest that rank an idea.
  for (const rater of [p(4), p(5)]) {
    await rate(rater.token, made.settled.id, best, 5);
    await rate(rater.token, made.settled.id, second, 4);
    await rate(rater.token, made.settled.id, third, 2);
  }
  const ended = await t.call('endChallenge', {
    token: p(0).token,
    params: { id: made.settled.id },
  });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);

  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  made.soon = await publish(p(0).token, 2);
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  made.mid = await publish(p(0).token, 5);
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  made.prize = await publish(p(0).token, 9, { prize: '50' });
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  made.comedy = await publish(p(1).token, 12, { host: 'comedy.localhost', category: 'music' });
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  made.fee = await publish(p(0).token, 20, { fee: 500 });
  // Hidden play in an open challenge: two ideas and a rating.
  for (const [who, title] of [
    [p(2), 'A hidden idea'],
    [p(3), 'Another hidden idea'],
  ] as const)
    hiddenIdeas.push({ id: await enter(who.token, made.mid.id, title), title });
  await rate(p(4).token, made.mid.id, hiddenIdeas[0]?.id as string, 4);
  await enter(p(5).token, made.prize.id, 'A prize idea');
}, 120_000);
afterAll(() => t.close());

const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);
const home = (platform: string) => t.call('platformHomepage', { params: { platform } });

describe('the challenge home', () => {
  it("lists the main platform's sections in their orders, every platform's challenges included", async () => {
    const answer = await t.call('homepageWidget');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.platform.slug).toBe('nervus');
    const { soon, mid, prize, comedy, fee, settled } = made;
    expect(slugs(data.ending_soon)).toEqual(slugs([soon, mid, prize, comedy, fee]));
    expect(slugs(data.newest)).toEqual(slugs([fee, comedy, prize, mid, soon]));
    // Most ideas first; equal counts end soonest first.
    expect(slugs(data.most_played)).toEqual(slugs([mid, prize, soon, comedy, fee]));
    expect(slugs(data.with_prizes)).toEqual(slugs([prize]));
    expect(slugs(data.completed)).toEqual(slugs([settled]));
    expect(await t.call('homepageWidget', { query: { platform_slug: 'nervus' } })).toMatchObject({
      body: answer.body,
    });
  });

  it('gives each card what the ChallengeCard shows, counts only while open', async () => {
    const data = (await home('nervus')).body.data;
    const mid = data.most_played[0];
    expect(mid).toMatchObject({
      slug: made.mid.slug,
      phase: 'open',
      ideas: 2,
      raters: 1,
      winners: [],
      settled_at: null,
      main_category: { slug: 'environment' },
      catalyst: { handle: p(0).handle },
      primary_image: 'https://images.nervus.test/home.jpg',
      idea_entry_fee: 0,
    });
    expect(data.with_prizes[0].prize).toMatchObject({ prize_type: 'money', prize_money: '50.00' });
    expect(data.ending_soon.find((c: Made) => c.slug === made.fee.slug).idea_entry_fee).toBe(500);
  });

  it('shows completed challenges with their Top 3, revealed at the close', async () => {
    const [card] = (await t.call('completedWidget')).body.data;
    expect(card).toMatchObject({ slug: made.settled.slug, phase: 'settled', ideas: 3 });
    expect(card.settled_at).not.toBeNull();
    expect(
      card.winners.map((w: { position: number; idea: { title: string }; author: Player }) => [
        w.position,
        w.idea.title,
        w.author.handle,
      ]),
    ).toEqual([
      [1, 'The winning idea', p(1).handle],
      [2, 'The second idea', p(2).handle],
      [3, 'The third idea', p(3).handle],
    ]);
  });

  it("lists only a platform's own challenges on its home", async () => {
    const data = (await home('comedy')).body.data;
    expect(data.platform.slug).toBe('comedy');
    for (const section of ['ending_soon', 'newest', 'most_played'])
      expect(slugs(data[section]), section).toEqual([made.comedy.slug]);
    expect(data.with_prizes).toEqual([]);
    expect(data.completed).toEqual([]);
  });

  it('answers an empty home for a platform without challenges', async () => {
    const data = (await home('political')).body.data;
    for (const section of ['ending_soon', 'newest', 'most_played', 'with_prizes', 'completed'])
      expect(data[section], section).toEqual([]);
    expect(data.categories.every((c: { open_challenges: number }) => c.open_challenges === 0)).toBe(
      true,
    );
    const v2 = (await t.call('platformHomepageV2', { params: { platform: 'political' } })).body
      .data;
    expect(v2.sections.map((s: { total: number }) => s.total)).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives the same sections as a list (v2) and one section paged (v2/{id})', async () => {
    const v1 = (await home('nervus')).body.data;
    const v2 = (await t.call('platformHomepageV2', { params: { platform: 'nervus' } })).body.data;
    expect(v2.sections.map((s: { id: string }) => s.id)).toEqual([
      'ending-soon',
      'newest',
      'most-played',
      'with-prizes',
      'completed',
    ]);
    expect(v2.sections[0].challenges).toEqual(v1.ending_soon);
    expect(v2.sections[2].challenges).toEqual(v1.most_played);
    expect(v2.sections[0].total).toBe(5);
    const page = await t.call('platformHomeSection', {
      params: { platform: 'nervus', id: 'ending-soon' },
      query: { page: '1', size: '2' },
    });
    expect(page.body.meta).toEqual({ total: 5, page: 1, size: 2 });
    expect(slugs(page.body.data)).toEqual(slugs([made.prize, made.comedy]));
  });

  it("counts open challenges per category, a parent's children included", async () => {
    const root = (await t.call('categoriesWidget')).body.data as {
      slug: string;
      parent_id: string | null;
      open_challenges: number;
      id: string;
    }[];
    const environment = root.find((c) => c.slug === 'environment');
    expect(environment?.open_challenges).toBe(4);
    const parent = root.find((c) => c.id === environment?.parent_id);
    expect(parent?.open_challenges).toBeGreaterThanOrEqual(4);
    expect(root.indexOf(parent as never)).toBeLessThan(root.indexOf(environment as never));
    const comedy = (await t.call('categoriesWidget', { query: { platform_slug: 'comedy' } })).body
      .data as { slug: string; open_challenges: number }[];
    expect(comedy.find((c) => c.slug === 'music')?.open_challenges).toBe(1);
    expect(comedy.find((c) => c.slug === 'environment')).toBeUndefined();
  });

  it('never shows hidden ideas, their authors, raters or times in any widget', async () => {
    const answers: Answer[] = await Promise.all([
      t.call('homepageWidget'),
      home('nervus'),
      t.call('platformHomepageV2', { params: { platform: 'nervus' } }),
      t.call('platformHomeSection', { params: { platform: 'nervus', id: 'most-played' } }),
      t.call('completedWidget'),
      t.call('userChallenges', { params: { id: p(0).handle } }),
    ]);
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      for (const idea of hiddenIdeas) {
        expect(text).not.toContain(idea.id);
        expect(text).not.toContain(idea.title);
      }
      for (const who of [p(2), p(3), p(4), p(5)]) {
        // The settled challenge's Top 3 names p(2) and p(3), revealed at its close.
        if (text.includes(made.settled.id) && (who === p(2) || who === p(3))) continue;
        expect(text).not.toContain(who.id);
        expect(text).not.toContain(who.handle);
      }
    }
  });

  it('refuses unknown platforms and sections, and bad paging', async () => {
    expect((await home('no-such-platform')).status).toBe(404);
    expect(
      (await t.call('homepageWidget', { query: { platform_slug: 'no-such-platform' } })).status,
    ).toBe(404);
    const section = await t.call('platformHomeSection', {
      params: { platform: 'nervus', id: 'best' },
    });
    expect(section.status).toBe(422);
    const paging = await t.call('completedWidget', { query: { size: '0' } });
    expect(paging.status).toBe(422);
  });

  // Last: it takes away a challenge's rows. The seed's and the demo's challenges have none.
  it('shows a challenge with no rows saying where it shows on its own platform and the main one', async () => {
    await t.db.delete(challengePlatforms).where(eq(challengePlatforms.challengeId, made.comedy.id));
    // Signed in: a visitor's answer may be one kept from a moment ago.
    const token = p(0).token;
    const comedy = await t.call('platformHomepage', { token, params: { platform: 'comedy' } });
    expect(slugs(comedy.body.data.newest)).toEqual([made.comedy.slug]);
    const main = await t.call('homepageWidget', { token });
    expect(slugs(main.body.data.newest)).toContain(made.comedy.slug);
    const other = await t.call('platformHomepage', { token, params: { platform: 'political' } });
    expect(other.body.data.newest).toEqual([]);
  });
});

describe("a player's challenges", () => {
  const list = (id: string, query: Record<string, string> = {}) =>
    t.call('userChallenges', { params: { id }, query });

  it('lists the open ones a player posted, ending soonest first, by handle or id', async () => {
    const byHandle = await list(p(0).handle);
    expect(slugs(byHandle.body.data)).toEqual(slugs([made.soon, made.mid, made.prize, made.fee]));
    expect(byHandle.body.meta.total).toBe(4);
    expect((await list(p(0).id)).body).toEqual(byHandle.body);
    expect(slugs((await list(p(1).handle)).body.data)).toEqual([made.comedy.slug]);
  });

  it('lists the closed ones, and only those with an entry fee when asked', async () => {
    const closed = await list(p(0).handle, { state: 'closed' });
    expect(slugs(closed.body.data)).toEqual([made.settled.slug]);
    expect(closed.body.data[0].winners).toHaveLength(3);
    const fees = await list(p(0).handle, { filter: 'idea_entry_fee' });
    expect(slugs(fees.body.data)).toEqual([made.fee.slug]);
    expect((await list(p(0).handle, { state: 'closed', filter: 'idea_entry_fee' })).body).toEqual({
      data: [],
      meta: { total: 0, page: 0, size: 20 },
    });
    expect((await list(p(5).handle)).body.data).toEqual([]);
  });

  it('lists a challenge as closed once its time is up', async () => {
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 3 * DAY);
    try {
      const closed = await list(p(0).handle, { state: 'closed' });
      expect(slugs(closed.body.data)).toEqual(slugs([made.soon, made.settled]));
      expect(closed.body.data[0]).toMatchObject({ phase: 'closed', winners: [] });
    } finally {
      t.clock.now = saved;
    }
  });

  it('refuses an unknown player and bad filters', async () => {
    expect((await list('nobody-here')).status).toBe(404);
    expect((await list(p(0).handle, { state: 'ended' })).status).toBe(422);
    expect((await list(p(0).handle, { filter: 'podcast' })).status).toBe(422);
  });
});
