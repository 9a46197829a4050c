import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, ideas, users } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { insertIdeaRating } from './queries.js';
import { describeRatingDifference, reconcileRatingTotals } from './rating-totals.js';
import { crowdOrder } from './settle.js';

let t: TestServer;
let raters: string[] = [];
beforeAll(async () => {
  // The demo data too: its ratings must reconcile like any.
  t = await createTestServer();
  const made = await t.db.execute(sql`
    insert into users (email, password_hash, screen_name, handle)
    select 'tallier' || n || '@example.org', 'x', 'tallier' || n, 'tallier' || n
    from generate_series(1, 5) n
    returning id`);
  raters = (made as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
});
// The harness reconciles once more as it closes: the repairs below must leave nothing behind.
afterAll(() => t.close());

const rater = (i: number) => raters[i] as string;
let serial = 0;

/** A challenge of `count` ideas by the first rater, none rated yet. */
async function challengeOf(count: number) {
  serial += 1;
  const [challenge] = (
    (await t.db.execute(sql`
      insert into challenges (slug, question_title, catalyst_id, platform_id, duration_start, duration_end)
      select ${`tally-${serial}`}, ${`How would tally ${serial} go`}, ${rater(0)},
        (select id from platforms where is_default), now() - interval '1 day', now() + interval '1 day'
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const id = (challenge as { id: string }).id;
  const entered = await t.db
    .insert(ideas)
    .values(
      Array.from({ length: count }, (_, i) => ({
        challengeId: id,
        authorId: rater(0),
        title: `Idea ${i}`,
        description: 'An idea.',
        contentHash: `tally-${serial}-${i}`,
      })),
    )
    .returning({ id: ideas.id });
  return { id, ideas: entered.map((e) => e.id) };
}

const rate = (challengeId: string, ideaId: string, raterId: string, tenths: number) =>
  insertIdeaRating(t.db, { ideaId, raterId, challengeId, tenths, time: t.clock.now });

const totals = async (id: string) => {
  const [row] = await t.db
    .select({ count: ideas.ratingCount, sum: ideas.ratingSumTenths })
    .from(ideas)
    .where(eq(ideas.id, id));
  return row;
};

describe('insertIdeaRating', () => {
  it("adds each rating to its idea's running count and sum, and a repeated one to nothing", async () => {
    const c = await challengeOf(2);
    const [a, b] = c.ideas as [string, string];
    await rate(c.id, a, rater(1), 42);
    await rate(c.id, a, rater(2), 7);
    await rate(c.id, b, rater(1), 50);
    expect(await totals(a)).toEqual({ count: 2, sum: 49 });
    expect(await totals(b)).toEqual({ count: 1, sum: 50 });
    // The rating is final: the repeat fails the one statement, which adds nothing either.
    await expect(rate(c.id, a, rater(1), 10)).rejects.toThrow();
    expect(await totals(a)).toEqual({ count: 2, sum: 49 });
    expect((await reconcileRatingTotals(t.db)).differences).toEqual([]);
  });
});

describe('ratings deleted by a cascade', () => {
  it("come off their ideas' totals; ideas and challenges with ratings can be deleted", async () => {
    const c = await challengeOf(3);
    const [a, b, gone] = c.ideas as [string, string, string];
    for (const idea of c.ideas) {
      await rate(c.id, idea, rater(1), 30);
      await rate(c.id, idea, rater(2), 20);
      await rate(c.id, idea, rater(4), 11);
    }
    // A rater's account goes, and with it their ratings of other players' ideas.
    await t.db.delete(users).where(eq(users.id, rater(4)));
    expect(await totals(a)).toEqual({ count: 2, sum: 50 });
    expect(await totals(b)).toEqual({ count: 2, sum: 50 });
    await t.db.delete(ideas).where(eq(ideas.id, gone));
    expect(await totals(a)).toEqual({ count: 2, sum: 50 });
    expect((await reconcileRatingTotals(t.db)).differences).toEqual([]);
    await t.db.delete(challenges).where(eq(challenges.id, c.id));
    expect(await totals(a)).toBeUndefined();
    expect((await reconcileRatingTotals(t.db)).differences).toEqual([]);
  });
});

describe('reconcileRatingTotals', () => {
  it('reports a wrong total, the ranking reads it until --fix rewrites it', async () => {
    const c = await challengeOf(2);
    const [a, b] = c.ideas as [string, string];
    for (const [idea, tenths] of [
      [a, 20],
      [b, 40],
    ] as const) {
      await rate(c.id, idea, rater(1), tenths);
      await rate(c.id, idea, rater(2), tenths);
    }
    expect(await crowdOrder(t.db, c.id)).toEqual([b, a]);

    // A total that drifted: a's stored as five excellent ratings.
    await t.db.update(ideas).set({ ratingCount: 5, ratingSumTenths: 250 }).where(eq(ideas.id, a));
    const found = await reconcileRatingTotals(t.db);
    expect(found).toEqual({
      differences: [
        {
          ideaId: a,
          challengeId: c.id,
          storedCount: 5,
          recomputedCount: 2,
          storedSumTenths: 250,
          recomputedSumTenths: 40,
        },
      ],
      fixed: false,
    });
    expect(found.differences.map(describeRatingDifference)).toEqual([
      `ideas  idea ${a}  challenge ${c.id}  stored 5 ratings (250 tenths)  recomputed 2 ratings (40 tenths)`,
    ]);
    // The ranking trusts the totals: the drift shows until it is fixed.
    expect(await crowdOrder(t.db, c.id)).toEqual([a, b]);

    expect(await reconcileRatingTotals(t.db, { fix: true })).toEqual({
      differences: found.differences,
      fixed: true,
    });
    expect(await reconcileRatingTotals(t.db)).toEqual({ differences: [], fixed: false });
    expect(await totals(a)).toEqual({ count: 2, sum: 40 });
    expect(await crowdOrder(t.db, c.id)).toEqual([b, a]);
    // Ratings after the repair add to the rewritten totals.
    await rate(c.id, a, rater(3), 50);
    expect(await totals(a)).toEqual({ count: 3, sum: 90 });
  });

  it('changes nothing when asked to fix totals that agree', async () => {
    const digest = await t.databaseDigest();
    expect(await reconcileRatingTotals(t.db, { fix: true })).toEqual({
      differences: [],
      fixed: false,
    });
    expect(await t.databaseDigest()).toEqual(digest);
  });
});
