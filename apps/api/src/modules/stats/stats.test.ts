/**
 * Stats against a played challenge: a catalyst publishes, two innovators (one recruited by a
 * scout) enter ideas, a rater and a mentor rate both, the mentor mentors one and its author rates that. While
 * it runs, a player's own counts include their play and nobody else's do, and the challenge's
 * counts are withheld; after the close every number is the play's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, platforms } from '../../db/schema.js';
import { sweepOnce } from '../../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../../test/harness.js';

let t: TestServer;
type Name = 'catalyst' | 'author' | 'other' | 'rater' | 'mentor' | 'scout';
const p = {} as Record<Name, { token: string; id: string; handle: string }>;
let challenge: { id: string; slug: string };
let olympiadId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  // The current cycle is open: the play reaches the olympiad's boards.
  await sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);
  for (const name of ['catalyst', 'scout', 'other', 'rater', 'mentor'] as const) {
    const { token, user } = await t.signUp({ screen_name: `st${name}` });
    p[name] = { token, id: user.id, handle: user.handle };
  }
  const recruited = await t.call('signup', {
    query: { scout_id: p.scout.handle },
    body: {
      email: 'stauthor@example.org',
      password: 'a long enough secret',
      screen_name: 'stauthor',
    },
  });
  expect(recruited.status).toBe(201);
  p.author = {
    token: recruited.body.data.token.access_token,
    id: recruited.body.data.user.id,
    handle: recruited.body.data.user.handle,
  };
  const published = await t.call('createChallenge', {
    token: p.catalyst.token,
    body: {
      challenge: {
        question_title: 'How could a harbour count its boats?',
        question_detail: 'For the stats tests.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/boats.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  challenge = published.body.data.challenge;
  const ideas: string[] = [];
  for (const name of ['author', 'other'] as const) {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const entered = await t.call('enterIdea', {
      token: p[name].token,
      params: { id: challenge.id },
      body: { title: `Boats by ${name}`, description: `Counted by ${name}.` },
    });
    expect(entered.status).toBe(201);
    ideas.push(entered.body.data.idea.id);
  }
  // Two ratings each, so both ideas rank (game-rules IDEA_RANK_MIN_RATINGS).
  for (const name of ['rater', 'mentor'] as const)
    for (const [i, stars] of [4.8, 2.1].entries()) {
      const rated = await t.call('rateIdea', {
        token: p[name].token,
        params: { id: challenge.id },
        body: { idea_id: ideas[i], stars },
      });
      expect(rated.status).toBe(201);
    }
  const mentored = await t.call('mentorIdea', {
    token: p.mentor.token,
    params: { id: ideas[0] as string },
    body: { what_i_like: 'The count.', what_could_be_improved: 'At night?' },
  });
  expect(mentored.status).toBe(201);
  const thanked = await t.call('rateMentoring', {
    token: p.author.token,
    params: { id: mentored.body.data.id },
    body: { rating: 4 },
  });
  expect(thanked.status).toBe(200);
  const board = await t.call('leaderboard', { params: { platform: 'nervus' } });
  olympiadId = board.body.olympiad.id;
}, 120_000);
afterAll(() => t.close());

const resources = (name: Name, token?: string) =>
  t.call('playerResources', { ...(token ? { token } : {}), params: { id: p[name].id } });

describe('stats while the challenge is open', () => {
  it("counts a player's own open play for themself only", async () => {
    const own = await resources('author', p.author.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      user_id: p.author.id,
      view: 'owner',
      ideas_entered: 1,
      first_places: 0,
      mentoring_rating: null,
    });
    const rater = await resources('rater', p.rater.token);
    expect(rater.body.data).toMatchObject({ view: 'owner', ratings_given: 2 });
    const ownInnovator = own.body.data.neurons.find(
      (n: { role: string }) => n.role === 'innovator',
    );
    expect(ownInnovator.points).toBeGreaterThan(0);

    for (const token of [undefined, p.other.token, p.catalyst.token]) {
      const seen = await resources('author', token);
      expect(seen.body.data).toMatchObject({ view: 'public', ideas_entered: 0 });
      expect(seen.body.data.neurons.every((n: { points: number }) => n.points === 0)).toBe(true);
      const rated = await resources('rater', token);
      expect(rated.body.data).toMatchObject({ ratings_given: 0, challenges_rated: 0 });
      const mentor = await resources('mentor', token);
      expect(mentor.body.data).toMatchObject({ mentoring_given: 0 });
    }
  });

  it('counts what is public at once: challenges posted and recruits', async () => {
    expect((await resources('catalyst')).body.data.challenges_posted).toBe(1);
    expect((await resources('scout')).body.data.recruits).toBe(1);
  });

  it("dates none of another player's hidden play in their score details", async () => {
    const seen = await t.call('scoreDetails', {
      params: { id: p.rater.id },
      query: { period: 'week', count: '4' },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.view).toBe('public');
    expect(seen.body.data.periods).toHaveLength(4);
    expect(seen.body.data.periods.every((x: { total: number }) => x.total === 0)).toBe(true);
    expect(seen.body.data.reasons).toEqual([]);
    const own = await t.call('scoreDetails', { token: p.rater.token, params: { id: p.rater.id } });
    expect(own.body.data).toMatchObject({ view: 'owner', period: 'month' });
    expect(own.body.data.periods).toHaveLength(12);
    expect(own.body.data.reasons.map((r: { reason: string }) => r.reason)).toContain('idea-rated');
  });

  it("withholds the challenge's counts of play until it settles", async () => {
    for (const key of [challenge.id, challenge.slug]) {
      const stats = await t.call('contextStats', { params: { a: 'challenge', b: key } });
      expect(stats.status).toBe(200);
      expect(stats.body.data).toEqual({
        kind: 'challenge',
        id: challenge.id,
        title: 'How could a harbour count its boats?',
        settled: false,
        challenges: null,
        open_challenges: null,
        players: null,
        ideas: null,
        ratings: null,
        mentoring: null,
        neurons: null,
        prize_cents: null,
      });
    }
    const platform = await t.call('contextStats', { params: { a: 'platform', b: 'nervus' } });
    expect(platform.body.data).toMatchObject({
      kind: 'platform',
      challenges: 1,
      open_challenges: 1,
      players: 0,
      ideas: 0,
      ratings: 0,
      mentoring: 0,
    });
    const olympiad = await t.call('contextStats', { params: { a: 'olympiad', b: olympiadId } });
    expect(olympiad.body.data).toMatchObject({ kind: 'olympiad', ideas: 0, ratings: 0 });
  });
});

describe('stats readers', () => {
  it("gives a token that is not a session the public view, never the owner's", async () => {
    const answer = await t.call('playerResources', {
      token: 'not-a-token',
      params: { id: p.author.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ view: 'public', ideas_entered: 0 });
    const details = await t.call('scoreDetails', {
      token: 'not-a-token',
      params: { id: p.author.id },
    });
    expect(details.body.data).toMatchObject({ view: 'public', reasons: [] });
  });
});

describe('stats input', () => {
  it('answers 422 for a bad id, kind or period, and 404 for an unknown one', async () => {
    for (const name of ['playerResources', 'scoreDetails'] as const) {
      const bad = await t.call(name, { params: { id: 'not-an-id' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toContainEqual(expect.objectContaining({ field: 'id' }));
      expect((await t.call(name, { params: { id: UNKNOWN } })).status).toBe(404);
    }
    for (const query of [{ period: 'year' }, { count: '0' }, { count: '61' }, { count: 'x' }]) {
      const bad = await t.call('scoreDetails', { params: { id: p.author.id }, query });
      expect(bad.status, JSON.stringify(query)).toBe(422);
    }
    const kind = await t.call('contextStats', { params: { a: 'tournament', b: 'nervus' } });
    expect(kind.status).toBe(422);
    expect(kind.body.errors).toContainEqual(expect.objectContaining({ field: 'a' }));
    const olympiad = await t.call('contextStats', { params: { a: 'olympiad', b: 'nervus' } });
    expect(olympiad.status).toBe(422);
    expect(olympiad.body.errors).toContainEqual(expect.objectContaining({ field: 'b' }));
    for (const [a, b] of [
      ['challenge', 'no-such-challenge'],
      ['platform', 'no-such-platform'],
      ['olympiad', UNKNOWN],
    ] as const)
      expect((await t.call('contextStats', { params: { a, b } })).status).toBe(404);
  });
});

describe('stats after the close', () => {
  beforeAll(async () => {
    const ended = await t.call('endChallenge', {
      token: p.catalyst.token,
      params: { id: challenge.id },
    });
    expect(ended.status).toBe(200);
  });

  it("counts everyone's play for everyone", async () => {
    const author = await resources('author');
    expect(author.body.data).toMatchObject({
      view: 'public',
      ideas_entered: 1,
      first_places: 1,
      top3_places: 1,
    });
    expect((await resources('other')).body.data).toMatchObject({
      ideas_entered: 1,
      first_places: 0,
      top3_places: 1,
    });
    expect((await resources('rater')).body.data.ratings_given).toBe(2);
    expect((await resources('mentor')).body.data).toMatchObject({
      mentoring_given: 1,
      mentoring_rating: 4,
    });
    const brains = await t.call('brains', { query: { user_id: p.author.id } });
    const score = (role: string) =>
      brains.body.data.find((b: { role: string }) => b.role === role).score;
    for (const n of author.body.data.neurons) expect(n.points, n.role).toBe(score(n.role));
  });

  it("sums a player's periods and reasons to their Nerve Score", async () => {
    for (const name of ['author', 'rater', 'mentor', 'catalyst'] as const) {
      const details = await t.call('scoreDetails', {
        params: { id: p[name].id },
        query: { period: 'week', count: '60' },
      });
      const brains = await t.call('brains', { query: { user_id: p[name].id } });
      const overall = brains.body.data.find((b: { role: string }) => b.role === 'overall').score;
      expect(overall).toBeGreaterThan(0);
      const sum = (xs: { total?: number; points?: number }[]) =>
        Math.round(xs.reduce((s, x) => s + (x.total ?? x.points ?? 0), 0) * 1000) / 1000;
      expect(sum(details.body.data.periods), name).toBe(overall);
      expect(sum(details.body.data.reasons), name).toBe(overall);
      const last = details.body.data.periods.at(-1);
      expect(last.total).toBe(overall);
      expect(sum(last.neurons)).toBe(overall);
    }
  });

  it("counts the challenge's play, on the challenge, its platform and the olympiad", async () => {
    const stats = await t.call('contextStats', { params: { a: 'challenge', b: challenge.slug } });
    expect(stats.body.data).toMatchObject({
      settled: true,
      players: 4,
      ideas: 2,
      ratings: 4,
      mentoring: 1,
      prize_cents: 0,
    });
    expect(stats.body.data.neurons).toBeGreaterThan(0);
    const platform = await t.call('contextStats', { params: { a: 'platform', b: 'nervus' } });
    expect(platform.body.data).toMatchObject({
      challenges: 1,
      open_challenges: 0,
      players: 4,
      ideas: 2,
      ratings: 4,
      mentoring: 1,
    });
    const olympiad = await t.call('contextStats', { params: { a: 'olympiad', b: olympiadId } });
    expect(olympiad.body.data).toMatchObject({
      kind: 'olympiad',
      settled: false,
      challenges: 1,
      ideas: 2,
      ratings: 4,
      mentoring: 1,
    });
    expect(olympiad.body.data.players).toBeGreaterThanOrEqual(5);
  });

  it("counts every challenge on the main platform, a personal platform's own only", async () => {
    const [home] = await t.db.select().from(platforms).where(eq(platforms.slug, 'nervus'));
    // As the seed makes them: no challenge_platforms rows say it shows on the main platform.
    await t.db.insert(challenges).values({
      slug: 'st-seeded',
      questionTitle: 'How could a seed count?',
      catalystId: p.catalyst.id,
      platformId: home?.id as string,
      durationStart: t.clock.now,
      durationEnd: new Date(t.clock.now.getTime() + 86_400_000),
    });
    const main = await t.call('contextStats', { params: { a: 'platform', b: 'nervus' } });
    expect(main.body.data).toMatchObject({ challenges: 2, open_challenges: 1 });
    const own = await t.call('contextStats', { params: { a: 'platform', b: p.catalyst.handle } });
    expect(own.body.data).toMatchObject({ kind: 'platform', challenges: 0, ideas: 0 });
  });
});
