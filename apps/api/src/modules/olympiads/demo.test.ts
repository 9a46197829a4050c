/**
 * The demo's tournament: the seed gives the main platform its base olympiad and the demo
 * directors theirs, and pays the demo players some public play through the ledger's writer; the
 * start-up sweep opens the cycles and the demo players are on the current leaderboard.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.js';
import { sweepOnce } from '../../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('the demo', () => {
  it("shows the demo players' play of this cycle on the main platform's leaderboard", async () => {
    // The seed ran at the machine's time: the sweep opens the cycle holding it.
    const swept = await sweepOnce({ db: t.db, kind: dbKind }, new Date(), t.deps);
    expect(swept).toMatchObject({ ran: true, olympiads: { opened: 3 } });
    const ada = await t.signIn('ada');
    const overall = await t.call('leaderboard', { token: ada, params: { platform: 'nervus' } });
    const handles = overall.body.data.map((r: { user: { handle: string } }) => r.user.handle);
    expect(handles.sort()).toEqual(['cora', 'ivan', 'mona', 'pat', 'rita', 'sam']);
    const scouts = await t.call('leaderboard', {
      token: ada,
      params: { platform: 'nervus' },
      query: { board: 'scout' },
    });
    // Four shares (2 each) and two recruits (5 each).
    expect(scouts.body.data[0]).toMatchObject({
      rank: 1,
      neurons: 18,
      qty_recruits: 2,
      user: { handle: 'sam' },
    });
    const directors: [string, string][] = [
      ['cora', 'cora'],
      ['daily', 'dora'],
    ];
    for (const [platform, director] of directors) {
      const base = await t.call('baseOlympiad', { token: ada, params: { platform } });
      expect(base.body.data.director?.handle, platform).toBe(director);
      expect(base.body.data.current_olympiad_id, platform).not.toBeNull();
    }
  });

  it('seeds again without paying anything twice', async () => {
    const count = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n, coalesce(sum(milli_points), 0)::int as m from olympiad_scores`,
        )) as unknown as { rows: { n: number; m: number }[] }
      ).rows[0];
    const before = await count();
    await seed(t.db, { demo: true });
    expect(await count()).toEqual(before);
  });
});
