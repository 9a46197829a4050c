/**
 * A race's board over real HTTP: order (points, then who reached them first, then id), standard
 * competition ranks (1, 2, 2, 4), pages, the caller's own row, the rows around a player, the
 * leaderboard of a platform's current cycle, and bad input. The awards go through the ledger's
 * one writer, so each row is exactly what the award statement kept.
 */
import { type NeuronAward, neuronsFor } from '@nervus/game-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../../test/harness.js';
import { awardNeurons } from '../ledger/neurons.js';
import { reconcileNeuronTotals } from '../ledger/reconcile.js';
import { BOARD_CACHE } from './queries.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
const players: Player[] = [];
let olympiadId: string;
const raceOf = new Map<string, string>();

const at = (minutes: number) => new Date(t.clock.now.getTime() + minutes * 60_000);

/** A forum post's award (public play, no challenge), made at `when`. */
async function post(player: Player, n: number, when: Date) {
  const awards: NeuronAward[] = neuronsFor({
    kind: 'PlatformActivity',
    id: `board-test:${player.id}:${n}`,
    userId: player.id,
    activity: 'forum-topic-created',
  });
  await awardNeurons(t.db, awards, { now: when });
}

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  const swept = await sweepOnce({ db: t.db, kind: dbKind }, t.clock.now, t.deps);
  expect(swept).toMatchObject({ ran: true, olympiads: { opened: 1, closed: 0 } });
  for (let i = 0; i < 6; i++) {
    const { token, user } = await t.signUp();
    players.push({ token, id: user.id, handle: user.handle });
  }
  const current = await t.call('leaderboard', { params: { platform: 'nervus' } });
  olympiadId = current.body.olympiad.id;
  for (const race of current.body.olympiad.races) raceOf.set(race.board, race.id);
  // Forum posts pay 2 each on the commentator board. Points: p0 6, p1 4, p2 4, p3 2, p4 4.
  // p2 reached 4 before p1 and p4; p4 reached it last.
  const plan: [number, number[]][] = [
    [0, [1, 2, 3]],
    [2, [4, 5]],
    [1, [6, 7]],
    [4, [8, 9]],
    [3, [10]],
  ];
  for (const [i, minutes] of plan)
    for (const [n, m] of minutes.entries()) await post(players[i] as Player, n, at(m));
});
afterAll(() => t.close());

const handles = (rows: { user: { handle: string } }[]) => rows.map((r) => r.user.handle);
const p = (i: number) => players[i] as Player;

describe('a race board', () => {
  it('orders by points, then who reached them first; equal points share a rank (1, 2, 2, 2, 5)', async () => {
    const answer = await t.call('raceResults', {
      params: { id: raceOf.get('commentator') as string },
      query: { size: '10' },
    });
    expect(answer.status).toBe(200);
    expect(handles(answer.body.data)).toEqual([p(0), p(2), p(1), p(4), p(3)].map((x) => x.handle));
    expect(answer.body.data.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2, 2, 5]);
    expect(answer.body.data.map((r: { neurons: number }) => r.neurons)).toEqual([6, 4, 4, 4, 2]);
    expect(answer.body.meta).toEqual({ total: 5, page: 0, size: 10 });
    // Nobody learns when a player reached their points: no time in any row.
    expect(JSON.stringify(answer.body)).not.toMatch(/reached|T\d\d:\d\d/);
    expect(answer.body.me).toBeNull();
  });

  it('counts the same points on overall and the Idea Race, not on other roles', async () => {
    for (const board of ['overall', 'idea-race']) {
      const answer = await t.call('raceResults', { params: { id: raceOf.get(board) as string } });
      expect(handles(answer.body.data), board).toEqual(
        [p(0), p(2), p(1), p(4), p(3)].map((x) => x.handle),
      );
    }
    const analyst = await t.call('raceResults', {
      params: { id: raceOf.get('analyst') as string },
    });
    expect(analyst.body.data).toEqual([]);
    expect(analyst.body.meta.total).toBe(0);
  });

  it('pages with ranks that carry across pages, and gives the caller their own row', async () => {
    const id = raceOf.get('commentator') as string;
    const second = await t.call('raceResults', {
      token: p(3).token,
      params: { id },
      query: { page: '1', size: '2' },
    });
    expect(handles(second.body.data)).toEqual([p(1).handle, p(4).handle]);
    expect(second.body.data.map((r: { rank: number }) => r.rank)).toEqual([2, 2]);
    expect(second.body.me).toMatchObject({ rank: 5, neurons: 2, user: { handle: p(3).handle } });
    const third = await t.call('raceResults', { params: { id }, query: { page: '2', size: '2' } });
    expect(third.body.data.map((r: { rank: number }) => r.rank)).toEqual([5]);
    const past = await t.call('raceResults', { params: { id }, query: { page: '9', size: '2' } });
    expect(past.body).toMatchObject({ data: [], meta: { total: 5, page: 9, size: 2 } });
    // A player without points has no row of their own.
    const none = await t.call('raceResults', { token: p(5).token, params: { id } });
    expect(none.body.me).toBeNull();
  });

  it('answers the rows around a player, by id or handle', async () => {
    const id = raceOf.get('commentator') as string;
    const around = await t.call('raceBoundResults', {
      params: { id },
      query: { user: p(1).handle, around: '1' },
    });
    expect(handles(around.body.data)).toEqual([p(2), p(1), p(4)].map((x) => x.handle));
    expect(around.body.data.map((r: { rank: number }) => r.rank)).toEqual([2, 2, 2]);
    expect(around.body.me).toMatchObject({ rank: 2, user: { handle: p(1).handle } });
    const top = await t.call('raceBoundResults', {
      params: { id },
      query: { user: p(0).id, around: '2' },
    });
    expect(handles(top.body.data)).toEqual([p(0), p(2), p(1)].map((x) => x.handle));
    const last = await t.call('raceBoundResults', {
      params: { id },
      query: { user: `@${p(3).handle.toUpperCase()}` },
    });
    expect(last.body.data.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 2, 2, 5]);
    const absent = await t.call('raceBoundResults', {
      params: { id },
      query: { user: p(5).handle },
    });
    expect(absent.body).toEqual({ data: [], me: null });
    const unknown = await t.call('raceBoundResults', {
      params: { id },
      query: { user: 'nobody-here' },
    });
    expect(unknown.status).toBe(404);
  });

  it('moves a row the moment its player earns, ahead of those who reached the points earlier', async () => {
    await post(p(3), 1, at(11));
    await post(p(3), 2, at(12));
    const answer = await t.call('leaderboard', {
      token: p(3).token,
      params: { platform: 'nervus' },
      query: { board: 'commentator' },
    });
    expect(handles(answer.body.data)).toEqual([p(0), p(3), p(2), p(1), p(4)].map((x) => x.handle));
    expect(answer.body.me).toMatchObject({ rank: 1, neurons: 6 });
    expect(answer.body.race).toMatchObject({ board: 'commentator', participants: 5 });
    expect(answer.body.olympiad).toMatchObject({
      id: olympiadId,
      is_current: true,
      cycle_key: '2026-11',
    });
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
  });
});

describe('a board of thousands', () => {
  it('ranks from its histogram exactly as by counting, while the rows stay live', async () => {
    const id = raceOf.get('commentator') as string;
    // Read signed in: a visitor may be given an answer kept for a second.
    const read = async () => {
      const answers = [];
      for (const player of players.slice(0, 5))
        answers.push(
          (
            await t.call('raceBoundResults', {
              token: p(5).token,
              params: { id },
              query: { user: player.id },
            })
          ).body,
        );
      const page = await t.call('raceResults', {
        token: p(4).token,
        params: { id },
        query: { page: '1', size: '2' },
      });
      return { answers, page: page.body };
    };
    const counted = await read();
    const saved = { ...BOARD_CACHE };
    try {
      // Every board is "large" now: counts and ranks come from the kept histograms.
      Object.assign(BOARD_CACHE, { large: 1, ttlMs: 60_000 });
      await t.call('leaderboard', { token: p(0).token, params: { platform: 'nervus' } });
      expect(await read()).toEqual(counted);
      // A new award moves the player's row at once; their rank follows the kept histogram
      // (at most ttlMs old), then the fresh one.
      await post(p(1), 9, at(13));
      const moved = await t.call('raceBoundResults', {
        token: p(5).token,
        params: { id },
        query: { user: p(1).id },
      });
      expect(moved.body.me).toMatchObject({ neurons: 6 });
      BOARD_CACHE.ttlMs = 0;
      await t.call('leaderboard', { token: p(0).token, params: { platform: 'nervus' } });
      await t.call('raceBoundResults', {
        token: p(5).token,
        params: { id },
        query: { user: p(1).id },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fresh = await t.call('raceBoundResults', {
        token: p(5).token,
        params: { id },
        query: { user: p(1).id },
      });
      expect(fresh.body.me).toMatchObject({ rank: 1, neurons: 6 });
    } finally {
      Object.assign(BOARD_CACHE, saved);
    }
    const exact = await t.call('raceBoundResults', {
      token: p(5).token,
      params: { id },
      query: { user: p(1).id },
    });
    expect(exact.body.me).toMatchObject({ rank: 1, neurons: 6 });
  });
});

describe('bad input', () => {
  it('answers 422 with the field for a bad page, size, board or id, 404 for unknown ones', async () => {
    const id = raceOf.get('overall') as string;
    const cases: [
      Parameters<TestServer['call']>[0],
      Record<string, string>,
      Record<string, string>,
      string,
    ][] = [
      ['raceResults', { id }, { size: '0' }, 'size'],
      ['raceResults', { id }, { size: '101' }, 'size'],
      ['raceResults', { id }, { page: '-1' }, 'page'],
      ['raceResults', { id }, { page: 'x' }, 'page'],
      ['raceResults', { id: 'not-an-id' }, {}, 'id'],
      ['leaderboard', { platform: 'nervus' }, { board: 'chess' }, 'board'],
      ['raceBoundResults', { id }, { user: p(0).id, around: '26' }, 'around'],
      ['olympiadQuery', {}, { from: 'yesterday' }, 'from'],
      ['olympiadQuery', {}, { status: 'maybe' }, 'status'],
      ['olympiadQuery', {}, { platform: 'nowhere-at-all' }, 'platform'],
      ['olympiadQuery', {}, { from: '2026-12-01', to: '2026-11-01' }, 'to'],
      ['olympiad', { id: 'nope' }, {}, 'id'],
    ];
    for (const [name, params, query, field] of cases) {
      const answer = await t.call(name, { params, query });
      expect(answer.status, `${name} ${JSON.stringify(query)}`).toBe(422);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const UNKNOWN = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('raceResults', { params: { id: UNKNOWN } })).status).toBe(404);
    expect((await t.call('olympiad', { params: { id: UNKNOWN } })).status).toBe(404);
    expect((await t.call('leaderboard', { params: { platform: 'nowhere-at-all' } })).status).toBe(
      404,
    );
    expect((await t.call('olympiadWidget', { params: { id: 'someday' } })).status).toBe(404);
    expect((await t.call('categoryResult', { params: { id: 'no-such-category' } })).status).toBe(
      404,
    );
  });
});
