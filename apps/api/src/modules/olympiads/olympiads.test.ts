/**
 * Olympiads over real HTTP, through the sweep: cycles open and close once, in their time zones
 * across month and week ends; boards move in the award's own statement; a challenge's hidden
 * play reaches the boards only at its settlement; the base olympiad, the widget (falling back to
 * the main platform's when a platform's prize total is zero), the query, the category board.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olympiadBases } from '../../db/schema.js';
import { sweepOnce } from '../../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../../test/harness.js';
import { settleChallenge, settleDueChallenges } from '../game/settle.js';
import { reconcileNeuronTotals } from '../ledger/reconcile.js';
import { type OlympiadSweep, sweepOlympiads } from './cycles.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
let catalyst: Player;
let innovator: Player;
let rater: Player;
let weekly: Player;

const sweep = () => sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);

/**
 * Two sweeps of the olympiads at once, without the sweep's advisory lock (two instances that
 * both think they hold it): what they closed and opened between them.
 */
async function racingSweeps(): Promise<OlympiadSweep> {
  const both = await Promise.all([
    sweepOlympiads(t.db, t.clock.now, t.deps),
    sweepOlympiads(t.db, t.clock.now, t.deps),
  ]);
  return {
    closed: both.reduce((n, o) => n + o.closed, 0),
    opened: both.reduce((n, o) => n + o.opened, 0),
  };
}

async function player(): Promise<Player> {
  const { token, user } = await t.signUp();
  return { token, id: user.id, handle: user.handle };
}

let counter = 0;
async function publish(who: Player) {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token: who.token,
    body: {
      challenge: {
        question_title: `How could a tournament test number ${counter} go well`,
        question_detail: 'Played in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/olympiad.jpg',
        duration_end: new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string };
}

async function board(name: string, token = weekly.token, platform = 'nervus') {
  const answer = await t.call('leaderboard', {
    token,
    params: { platform },
    query: { board: name, size: '50' },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const rowOf = (body: { data: { user: { id: string } }[] }, who: Player) =>
  body.data.find((r) => r.user.id === who.id) ?? null;

// Read signed in: a visitor may be given an answer from up to a second before (visitorCacheMs).
async function olympiadsOf(platform: string) {
  const answer = await t.call('olympiads', { token: rater.token, params: { platform } });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    id: string;
    cycle_key: string;
    status: string;
    start_time: string;
    end_time: string;
    is_current: boolean;
  }[];
}

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  [catalyst, innovator, rater, weekly] = [
    await player(),
    await player(),
    await player(),
    await player(),
  ];
});
afterAll(() => t.close());

describe('the sweep and the main platform', () => {
  it('opens the current cycle once, whatever runs the sweep', async () => {
    const outcomes = await Promise.all([sweep(), sweep()]);
    const opened = outcomes.reduce((n, o) => n + (o.ran ? o.olympiads.opened : 0), 0);
    expect(opened).toBe(1);
    expect(await sweep()).toMatchObject({ olympiads: { opened: 0, closed: 0 } });
    const [current, ...rest] = await olympiadsOf('nervus');
    expect(rest).toEqual([]);
    expect(current).toMatchObject({
      cycle_key: '2026-11',
      status: 'open',
      is_current: true,
      start_time: '2026-11-01T00:00:00.000Z',
      end_time: '2026-12-01T00:00:00.000Z',
    });
    const base = await t.call('baseOlympiad', {
      token: rater.token,
      params: { platform: 'nervus' },
    });
    expect(base.body.data).toMatchObject({ director: null, cadence: 'monthly', time_zone: 'UTC' });
    expect(base.body.data.current_olympiad_id).toBe(current?.id);
  });
});

describe('live boards', () => {
  let challenge: { id: string; slug: string };

  it("moves the catalyst's row in the publish's own statement, and makes them a director", async () => {
    challenge = await publish(catalyst);
    const catalystBoard = await board('catalyst', catalyst.token);
    expect(catalystBoard.me).toMatchObject({ rank: 1, neurons: 20, qty_challenges: 1 });
    expect(rowOf(await board('overall'), catalyst)).toMatchObject({ neurons: 20 });
    expect(rowOf(await board('idea-race'), catalyst)).toMatchObject({ neurons: 20 });
    const base = await t.call('baseOlympiad', { params: { platform: catalyst.handle } });
    expect(base.status).toBe(200);
    expect(base.body.data.director).toEqual({ id: catalyst.id, handle: catalyst.handle });
    // A second question makes nothing new.
    await publish(catalyst);
    const count = await t.db.execute(
      sql`select count(*)::int as n from olympiad_bases where director_id = ${catalyst.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("keeps a challenge's hidden play off the boards until it settles, then counts it at once", async () => {
    const entered = await t.call('enterIdea', {
      token: innovator.token,
      params: { id: challenge.id },
      body: { title: 'Share the prize', description: 'Share the prize, described.' },
    });
    expect(entered.status).toBe(201);
    const idea = entered.body.data.idea.id as string;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const rated = await t.call('rateIdea', {
      token: rater.token,
      params: { id: challenge.id },
      body: { idea_id: idea, stars: 5 },
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(201);
    // Rater and author both earned, and see it on their own brain; no board shows it.
    for (const name of ['analyst', 'innovator', 'overall', 'idea-race']) {
      const answer = await board(name, rater.token);
      expect(rowOf(answer, rater), name).toBeNull();
      expect(rowOf(answer, innovator), name).toBeNull();
      expect(answer.me, name).toBeNull();
    }
    // Nor the category board: the catalyst's publishing is public, the play is not.
    const category = await t.call('categoryResult', {
      token: weekly.token,
      params: { id: 'environment' },
    });
    expect(category.body.data.map((r: { user: { id: string } }) => r.user.id)).toEqual([
      catalyst.id,
    ]);

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect(await settleChallenge(t.db, challenge.id, t.clock.now, t.deps)).not.toBeNull();
    const analyst = await board('analyst', rater.token);
    expect(analyst.me).toMatchObject({ rank: 1, neurons: 2, qty_ratings: 1 });
    const innovators = await board('innovator', innovator.token);
    // 10 for the idea, 15 early bonus, 10 for five stars (one rating ranks no idea).
    expect(innovators.me).toMatchObject({ rank: 1, neurons: 35, qty_ideas: 1 });
    const after = await t.call('categoryResult', {
      token: weekly.token,
      params: { id: 'environment' },
    });
    expect(after.body.data.map((r: { user: { id: string } }) => r.user.id)).toContain(rater.id);
    expect(after.body.olympiad).not.toBeNull();
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
  });
});

describe('cycles across month and week ends, in time zones', () => {
  it('opens a director platform in its zone and the widget falls back to the main platform', async () => {
    // The catalyst's tournament runs on Auckland time, a weekly one on Los Angeles time.
    await t.db
      .update(olympiadBases)
      .set({ timeZone: 'Pacific/Auckland' })
      .where(eq(olympiadBases.directorId, catalyst.id));
    await publish(weekly);
    await t.db
      .update(olympiadBases)
      .set({ timeZone: 'America/Los_Angeles', cadence: 'weekly' })
      .where(eq(olympiadBases.directorId, weekly.id));
    expect(await racingSweeps()).toEqual({ opened: 2, closed: 0 });
    const [auckland] = await olympiadsOf(catalyst.handle);
    expect(auckland).toMatchObject({
      cycle_key: '2026-11',
      start_time: '2026-10-31T11:00:00.000Z',
      end_time: '2026-11-30T11:00:00.000Z',
    });
    // Sunday 22 November, 04:00 in Los Angeles: the week from Monday 16 November, 00:00 PST.
    const [la] = await olympiadsOf(weekly.handle);
    expect(la).toMatchObject({
      cycle_key: '2026-W47',
      start_time: '2026-11-16T08:00:00.000Z',
      end_time: '2026-11-23T08:00:00.000Z',
    });
    const widget = await t.call('olympiadWidget', {
      token: weekly.token,
      params: { id: 'current' },
      query: { platform_slug: catalyst.handle },
    });
    expect(widget.body.data).toMatchObject({ fell_back: true, platform: { slug: 'nervus' } });
    expect(widget.body.data.current.olympiad).toMatchObject({
      cycle_key: '2026-11',
      prize_total: 0,
    });
    expect(widget.body.data.current.olympiad.participants).toBeGreaterThan(0);
  });

  it('rolls each platform over at its own midnight, once', async () => {
    const at = async (iso: string) => {
      t.clock.now = new Date(iso);
      // Settle what is due first, as the sweep does, then race two olympiad sweeps.
      await settleDueChallenges(t.db, t.clock.now, t.deps);
      const first = await racingSweeps();
      expect(await sweep(), `again at ${iso}`).toMatchObject({
        olympiads: { opened: 0, closed: 0 },
      });
      return first;
    };
    // Monday 23 November, 00:00:30 in Los Angeles.
    expect(await at('2026-11-23T08:00:30.000Z')).toEqual({ closed: 1, opened: 1 });
    expect((await olympiadsOf(weekly.handle)).map((o) => [o.cycle_key, o.status])).toEqual([
      ['2026-W48', 'open'],
      ['2026-W47', 'closed'],
    ]);
    // 1 December, 00:30 in Auckland (30 November in UTC and Los Angeles): Auckland's month and
    // the Los Angeles week (its Monday 30 November began at 08:00 UTC) turn; the main one waits.
    expect(await at('2026-11-30T11:30:00.000Z')).toEqual({ closed: 2, opened: 2 });
    expect((await olympiadsOf(catalyst.handle))[0]).toMatchObject({
      cycle_key: '2026-12',
      start_time: '2026-11-30T11:00:00.000Z',
      end_time: '2026-12-31T11:00:00.000Z',
      is_current: true,
    });
    expect((await olympiadsOf('nervus'))[0]).toMatchObject({
      cycle_key: '2026-11',
      status: 'open',
    });
    // Midnight UTC: the main platform's November closes, December opens with empty boards
    // while the players' neurons stay.
    const november = (await olympiadsOf('nervus'))[0];
    const brainBefore = await t.call('brains', { token: catalyst.token });
    expect(await at('2026-12-01T00:00:30.000Z')).toEqual({ closed: 1, opened: 1 });
    const december = await board('overall', catalyst.token);
    expect(december.olympiad).toMatchObject({ cycle_key: '2026-12', is_current: true });
    expect(december.data).toEqual([]);
    expect(december.me).toBeNull();
    expect((await t.call('brains', { token: catalyst.token })).body).toEqual(brainBefore.body);
    const widget = await t.call('olympiadWidget', {
      token: weekly.token,
      params: { id: 'current' },
    });
    expect(widget.body.data.prior.olympiad).toMatchObject({ id: november?.id, status: 'closed' });
    const keys = await t.call('olympiadQuery', {
      token: weekly.token,
      query: { status: 'closed', size: '50' },
    });
    expect(keys.body.data.map((o: { cycle_key: string }) => o.cycle_key).sort()).toEqual([
      '2026-11',
      '2026-11',
      '2026-W47',
      '2026-W48',
    ]);
    const november2 = await t.call('olympiadQuery', {
      token: weekly.token,
      query: { platform: 'nervus', from: '2026-11-10', to: '2026-11-20' },
    });
    expect(november2.body.data.map((o: { cycle_key: string }) => o.cycle_key)).toEqual(['2026-11']);
  });
});
