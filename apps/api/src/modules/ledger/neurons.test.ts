import type { NeuronAward } from '@nervus/game-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuronDays, neuronTotals } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { awardNeurons, roleScores } from './neurons.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;

function award(userId: string, key: string, points: number, role = 'mentor'): NeuronAward {
  return { userId, role, points, reason: 'test', isStatic: true, key } as NeuronAward;
}

/** The running totals of one player as stored, and as the ledger sums them. */
async function totalsOf(userId: string) {
  const stored = await t.db
    .select({ role: neuronTotals.role, milli: neuronTotals.milliPoints, n: neuronTotals.awards })
    .from(neuronTotals)
    .where(eq(neuronTotals.userId, userId))
    .orderBy(neuronTotals.role);
  const summed = await t.db.execute(sql`
    select role, sum(milli_points)::int as milli, count(*)::int as n from neuron_ledger
    where user_id = ${userId} group by role order by role`);
  return { stored, summed: (summed as unknown as { rows: unknown[] }).rows };
}

describe('awardNeurons', () => {
  it('adds each award to the running totals once, however often it is retried', async () => {
    const { user } = await t.signUp();
    const now = t.clock.now;
    const first = [
      award(user.id, `t:${user.id}:1`, 1.5),
      award(user.id, `t:${user.id}:2`, 2, 'scout'),
    ];
    expect(await awardNeurons(t.db, first, { now })).toHaveLength(2);
    // A retry of both, and one new award beside them: only the new one counts.
    const again = [...first, award(user.id, `t:${user.id}:3`, 0.25)];
    const paid = await t.db.transaction((tx) => awardNeurons(tx, again, { now }));
    expect(paid.map((a) => a.key)).toEqual([`t:${user.id}:3`]);

    expect(await roleScores(t.db, user.id)).toEqual({ mentor: 1.75, scout: 2 });
    const { stored, summed } = await totalsOf(user.id);
    expect(stored).toEqual([
      { role: 'mentor', milli: 1750, n: 2 },
      { role: 'scout', milli: 2000, n: 1 },
    ]);
    expect(summed).toEqual([
      { role: 'mentor', milli: 1750, n: 2 },
      { role: 'scout', milli: 2000, n: 1 },
    ]);
  });

  it('keeps nothing of an award whose transaction rolls back', async () => {
    const { user } = await t.signUp();
    await expect(
      t.db.transaction(async (tx) => {
        await awardNeurons(tx, [award(user.id, `t:${user.id}:gone`, 3)], { now: t.clock.now });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await roleScores(t.db, user.id)).toEqual({});
  });

  it('keeps the points per UTC day for the history', async () => {
    const { user } = await t.signUp();
    const day0 = new Date('2026-03-01T23:30:00.000Z');
    const day1 = new Date(day0.getTime() + 3_600_000); // 00:30 the next UTC day
    await awardNeurons(t.db, [award(user.id, `t:${user.id}:a`, 1)], { now: day0 });
    await awardNeurons(t.db, [award(user.id, `t:${user.id}:b`, 2, 'scout')], { now: day0 });
    await awardNeurons(t.db, [award(user.id, `t:${user.id}:c`, 4)], { now: day1 });
    const days = await t.db
      .select({ day: neuronDays.day, role: neuronDays.role, milli: neuronDays.milliPoints })
      .from(neuronDays)
      .where(eq(neuronDays.userId, user.id))
      .orderBy(neuronDays.day, neuronDays.role);
    expect(days).toEqual([
      { day: '2026-03-01', role: 'mentor', milli: 1000 },
      { day: '2026-03-01', role: 'scout', milli: 2000 },
      { day: '2026-03-02', role: 'mentor', milli: 4000 },
    ]);
    const history = await t.call('brainHistory', { params: { id: user.id } });
    expect(history.body.data).toEqual([
      { day: '2026-03-01', score: 3 },
      { day: '2026-03-02', score: 7 },
    ]);
    const mentor = await t.call('brainHistory', {
      params: { id: user.id },
      query: { role: 'mentor' },
    });
    expect(mentor.body.data).toEqual([
      { day: '2026-03-01', score: 1 },
      { day: '2026-03-02', score: 5 },
    ]);
  });

  it('answers the latest days of a long history, each with the score it ended on', async () => {
    const { user } = await t.signUp();
    const start = new Date('2020-01-01T12:00:00.000Z').getTime();
    const days = 1003;
    await t.db.transaction(async (tx) => {
      for (let d = 0; d < days; d++)
        await awardNeurons(tx, [award(user.id, `t:${user.id}:day${d}`, 1)], {
          now: new Date(start + d * DAY),
        });
    });
    const history = await t.call('brainHistory', { params: { id: user.id } });
    const points = history.body.data as { day: string; score: number }[];
    expect(points).toHaveLength(1000);
    // The three oldest days are left out, and still counted in every score after them.
    expect(points[0]).toEqual({
      day: new Date(start + 3 * DAY).toISOString().slice(0, 10),
      score: 4,
    });
    expect(points.at(-1)).toEqual({
      day: new Date(start + (days - 1) * DAY).toISOString().slice(0, 10),
      score: days,
    });
    const page = await t.call('userNeurons', { params: { id: user.id }, query: { size: '2' } });
    expect(page.body.meta.total).toBe(days);
    expect(page.body.data.map((n: { points: number }) => n.points)).toEqual([1, 1]);
  });
});
