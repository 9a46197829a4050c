import type { NeuronAward } from '@nervus/game-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuronDays, neuronTotals, olympiadScores } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { sweepOlympiads } from '../olympiads/cycles.js';
import { awardNeurons, roleScores } from './neurons.js';
import { describeDifference, reconcileNeuronTotals } from './reconcile.js';

let t: TestServer;
beforeAll(async () => {
  // The demo data too: its awards must reconcile like any.
  t = await createTestServer();
});
// The harness reconciles once more as it closes: the repairs below must leave nothing behind.
afterAll(() => t.close());

const award = (userId: string, key: string, points: number, role = 'mentor') =>
  ({ userId, role, points, reason: 'test', isStatic: true, key }) as NeuronAward;

describe('reconcileNeuronTotals', () => {
  it('finds no difference where every award went through the ledger', async () => {
    const { user } = await t.signUp();
    await awardNeurons(t.db, [award(user.id, `r:${user.id}:1`, 2)], { now: t.clock.now });
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
  });

  it('reports a corrupted, a missing and a phantom total, and --fix rewrites them', async () => {
    const [a, b] = [(await t.signUp()).user, (await t.signUp()).user];
    await awardNeurons(
      t.db,
      [
        award(a.id, `r:${a.id}:1`, 1.5),
        award(a.id, `r:${a.id}:2`, 1),
        award(b.id, `r:${b.id}:1`, 4),
      ],
      { now: t.clock.now },
    );
    const before = await reconcileNeuronTotals(t.db);
    expect(before.differences).toEqual([]);

    // A total that drifted, a day that vanished, and a total the ledger knows nothing of.
    await t.db
      .update(neuronTotals)
      .set({ milliPoints: 9000, awards: 5 })
      .where(and(eq(neuronTotals.userId, a.id), eq(neuronTotals.role, 'mentor')));
    await t.db
      .delete(neuronDays)
      .where(and(eq(neuronDays.userId, b.id), eq(neuronDays.role, 'mentor')));
    await t.db
      .insert(neuronTotals)
      .values({ userId: b.id, role: 'scout', milliPoints: 7, awards: 1 });

    const found = await reconcileNeuronTotals(t.db);
    expect(found.fixed).toBe(false);
    const byUser = (id: string) => found.differences.filter((d) => d.userId === id);
    expect(byUser(a.id)).toEqual([
      {
        table: 'neuron_totals',
        userId: a.id,
        role: 'mentor',
        day: null,
        stored: 9000,
        recomputed: 2500,
        storedAwards: 5,
        recomputedAwards: 2,
      },
    ]);
    expect(byUser(b.id).map(describeDifference)).toEqual([
      `neuron_days  user ${b.id}  role mentor  day 2026-11-22  stored none  recomputed 4`,
      `neuron_totals  user ${b.id}  role scout  stored 0.007 (1 award)  recomputed none`,
    ]);
    expect(found.differences).toHaveLength(3);
    // Reads trust the totals: the drift shows until it is fixed.
    expect(await roleScores(t.db, a.id)).toEqual({ mentor: 9 });

    const fixed = await reconcileNeuronTotals(t.db, { fix: true });
    expect(fixed).toEqual({ differences: found.differences, fixed: true });
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
    expect(await roleScores(t.db, a.id)).toEqual({ mentor: 2.5 });
    expect(await roleScores(t.db, b.id)).toEqual({ mentor: 4 });

    // Awards after the repair add to the rewritten rows.
    await awardNeurons(t.db, [award(a.id, `r:${a.id}:3`, 0.5)], { now: t.clock.now });
    expect(await roleScores(t.db, a.id)).toEqual({ mentor: 3 });
    expect((await reconcileNeuronTotals(t.db)).differences).toEqual([]);
  });

  it("recounts the open olympiads' boards, and --fix rewrites a drifted one", async () => {
    await sweepOlympiads(t.db, t.clock.now, t.deps);
    const { user } = await t.signUp();
    await awardNeurons(t.db, [award(user.id, `r:${user.id}:o`, 1.5)], { now: t.clock.now });
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
    await t.db
      .update(olympiadScores)
      .set({ milliPoints: 7000 })
      .where(and(eq(olympiadScores.userId, user.id), eq(olympiadScores.board, 'overall')));
    const found = await reconcileNeuronTotals(t.db);
    expect(found.differences.map(describeDifference)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^olympiad_scores  user ${user.id}  board overall  olympiad [0-9a-f-]{36}  stored 7  recomputed 1.5$`,
        ),
      ),
    ]);
    expect((await reconcileNeuronTotals(t.db, { fix: true })).fixed).toBe(true);
    expect(await reconcileNeuronTotals(t.db)).toEqual({ differences: [], fixed: false });
    const [row] = await t.db
      .select({ milli: olympiadScores.milliPoints })
      .from(olympiadScores)
      .where(and(eq(olympiadScores.userId, user.id), eq(olympiadScores.board, 'overall')));
    expect(row?.milli).toBe(1500);
  });

  it('changes nothing when asked to fix totals that agree', async () => {
    const digest = await t.databaseDigest();
    expect(await reconcileNeuronTotals(t.db, { fix: true })).toEqual({
      differences: [],
      fixed: false,
    });
    expect(await t.databaseDigest()).toEqual(digest);
  });
});
