import { rankIdeas } from '@nervus/game-rules';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema.js';
import { refuseHighlights } from '../../test/faults.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { insertIdeaRating } from './queries.js';
import { crowdOrder, settleChallenge, settleDueChallenges } from './settle.js';

let t: TestServer;
let players: string[] = [];
const PLAYERS = 8;

beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
  const made = await t.db.execute(sql`
    insert into users (email, password_hash, screen_name, handle)
    select 'ranker' || n || '@example.org', 'x', 'ranker' || n, 'ranker' || n
    from generate_series(1, ${PLAYERS}::int) n
    returning id`);
  players = (made as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
});
afterAll(() => t.close());

const rows = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

const when = { ms: fc.integer({ min: 0, max: 2 }), us: fc.integer({ min: 0, max: 999 }) };

/**
 * A challenge's ideas: their ratings in tenths (one per rater) and when each came, in few
 * distinct milliseconds with microseconds that ranking must ignore. Either any ratings, or
 * every rating one value: then each idea sits at the challenge's mean and ties on score
 * whatever its count, and ideas with equal counts tie on all but time and id.
 */
const challengeArbitrary = fc.oneof(
  fc.array(
    fc.record({
      ratings: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: PLAYERS }),
      ...when,
    }),
    { maxLength: 9 },
  ),
  fc.constantFrom(10, 30, 50).chain((tenths) =>
    fc.array(
      fc.record({
        ratings: fc
          .integer({ min: 0, max: PLAYERS })
          .map((n) => Array.from({ length: n }, () => tenths)),
        ...when,
      }),
      { maxLength: 9 },
    ),
  ),
);

type Entry = { ratings: number[]; ms: number; us: number };

let serial = 0;

/** A challenge with these ideas and ratings, written directly (the API's rules are not tested here). */
async function challengeWith(entries: readonly Entry[]) {
  serial += 1;
  const [challenge] = rows<{ id: string }>(
    await t.db.execute(sql`
      insert into challenges (slug, question_title, catalyst_id, platform_id, duration_start, duration_end)
      select ${`ranking-${serial}`}, ${`How would ranking ${serial} go`}, ${players[0]},
        (select id from platforms where is_default), now() - interval '1 day', now() + interval '1 day'
      returning id`),
  );
  const id = (challenge as { id: string }).id;
  for (const [index, entry] of entries.entries()) {
    const [idea] = rows<{ id: string }>(
      await t.db.execute(sql`
        insert into ideas (challenge_id, author_id, title, description, content_hash, created_at)
        values (${id}, ${players[index % PLAYERS]}, ${`Idea ${index}`}, 'An idea.', ${`hash-${serial}-${index}`},
          timestamptz '2026-11-01T10:00:00Z' + ${entry.ms * 1000 + entry.us} * interval '1 microsecond')
        returning id`),
    );
    // Through the app's writer: the ranking reads the running totals it keeps, and the
    // expected ranking below is computed from the ratings table, so a drift fails the test.
    for (const [rater, tenths] of entry.ratings.entries())
      await insertIdeaRating(t.db, {
        ideaId: (idea as { id: string }).id,
        raterId: players[rater] as string,
        challengeId: id,
        tenths,
        time: t.clock.now,
      });
  }
  return id;
}

/** The ranking game-rules gives the challenge's ideas as the database holds them. */
async function expectedRanking(challengeId: string) {
  const entered = await t.db
    .select({ id: ideas.id, createdAt: ideas.createdAt })
    .from(ideas)
    .where(eq(ideas.challengeId, challengeId));
  const ratings = rows<{ idea_id: string; tenths: number }>(
    await t.db.execute(
      sql`select idea_id, stars_tenths as tenths from idea_ratings where challenge_id = ${challengeId}`,
    ),
  );
  return rankIdeas(
    entered.map((e) => ({
      id: e.id,
      ratings: ratings.filter((r) => r.idea_id === e.id).map((r) => r.tenths / 10),
      submittedAt: e.createdAt.getTime(),
    })),
  );
}

describe('the ranking in SQL', () => {
  it('orders, scores and counts ideas exactly as game-rules rankIdeas', async () => {
    await fc.assert(
      fc.asyncProperty(challengeArbitrary, async (entries) => {
        const id = await challengeWith(entries);
        const expected = await expectedRanking(id);
        expect(await crowdOrder(t.db, id)).toEqual(expected.ranked.map((r) => r.idea.id));

        const settled = await settleChallenge(t.db, id, t.clock.now, t.deps);
        expect(settled).toMatchObject({
          ranked: expected.ranked.length,
          unranked: expected.unranked.length,
        });
        const written = await t.db
          .select({
            id: ideas.id,
            rank: ideas.rank,
            score: ideas.scoreMilli,
            count: ideas.ratingCount,
          })
          .from(ideas)
          .where(eq(ideas.challengeId, id));
        const byId = new Map(written.map((w) => [w.id, w]));
        for (const r of expected.ranked)
          expect(byId.get(r.idea.id)).toEqual({
            id: r.idea.id,
            rank: r.rank,
            score: Math.round(r.score * 1000),
            count: r.ratingCount,
          });
        for (const u of expected.unranked)
          expect(byId.get(u.id)).toEqual({
            id: u.id,
            rank: null,
            score: null,
            count: u.ratings.length,
          });
      }),
      { numRuns: 40 },
    );
    // Forty challenges written, ranked and settled: ~10 s alone, over 30 s on PostgreSQL while
    // CI's other suites share its two cores.
  }, 180_000);
});

describe("the ranking's write", () => {
  it("keeps each idea's settled version on its page, so no index is written", async () => {
    // Enough ideas for several full pages, each rated twice so rank and score fill. Entered
    // with their totals, as a page holds them once the versions their ratings' writes left
    // behind are pruned: PostgreSQL prunes none that a transaction still running anywhere in
    // the cluster might see, and other test files' are (a busy server's may be too).
    const id = await challengeWith([]);
    await t.db.execute(sql`
      insert into ideas (challenge_id, author_id, title, description, content_hash, rating_count, rating_sum_tenths)
      select ${id}, ${players[1]}, 'Idea ' || n, 'An idea that fills a page with its kind.', 'hash-' || n, 2, 60
      from generate_series(1, 200) n`);
    await t.db.execute(sql`
      insert into idea_ratings (idea_id, rater_id, challenge_id, stars_tenths)
      select ideas.id, r.id, ${id}, 30 from ideas
      cross join (values (${players[2]}::uuid), (${players[3]}::uuid)) as r(id)
      where ideas.challenge_id = ${id}`);
    // The page of each idea's row (a ctid is "(page,item)").
    const pages = async () =>
      rows<{ id: string; page: string }>(
        await t.db.execute(sql`
          select id, split_part(trim(both '()' from ctid::text), ',', 1) as page
          from ideas where challenge_id = ${id} order by id`),
      );
    const before = await pages();
    expect(await settleChallenge(t.db, id, t.clock.now, t.deps)).toMatchObject({ ranked: 200 });
    expect(await pages()).toEqual(before);
  });
});

describe('the close', () => {
  it("pays the awards and the awardees' scouts their shares in one go, once", async () => {
    const [scout] = rows<{ id: string }>(
      await t.db.execute(sql`
        insert into users (email, password_hash, screen_name, handle)
        values ('settle-scout@example.org', 'x', 'settlescout', 'settlescout') returning id`),
    );
    const scoutId = (scout as { id: string }).id;
    // The catalyst (players[0]) and the winner (players[1]) were recruited by the scout.
    await t.db.execute(sql`
      update users set scout_referrer_id = ${scoutId} where id in (${players[0]}, ${players[1]})`);
    const id = await challengeWith([
      { ratings: [], ms: 0, us: 0 },
      { ratings: [50, 50, 50], ms: 0, us: 0 },
      { ratings: [20, 20], ms: 0, us: 0 },
    ]);
    const [picked] = rows<{ id: string }>(
      await t.db.execute(sql`
        update challenges set top3_picks = (
          select jsonb_build_array(id::text) from ideas where challenge_id = ${id} and author_id = ${players[2]})
        where id = ${id} returning top3_picks`),
    );
    expect(picked).toBeDefined();

    const now = new Date();
    expect(await settleChallenge(t.db, id, now, t.deps)).toMatchObject({ ranked: 2, unranked: 1 });
    expect(await settleChallenge(t.db, id, now, t.deps)).toBeNull();

    const paid = rows<{ user_id: string; reason: string; milli: number; is_static: boolean }>(
      await t.db.execute(sql`
        select user_id, reason, milli_points as milli, is_static from neuron_ledger
        where challenge_id = ${id} order by user_id, reason`),
    );
    const expected = [
      { user_id: players[0], reason: 'ranked-ideas', milli: 4000, is_static: false },
      { user_id: players[0], reason: 'top-3-picked', milli: 10000, is_static: true },
      { user_id: players[1], reason: 'community-top-5:1', milli: 50000, is_static: false },
      { user_id: players[2], reason: 'catalyst-top-3:1', milli: 30000, is_static: false },
      { user_id: players[2], reason: 'community-top-5:2', milli: 35000, is_static: false },
      // A tenth of the recruits' variable awards; the catalyst's static one earns nothing.
      { user_id: scoutId, reason: `recruit-share:${players[0]}`, milli: 400, is_static: true },
      { user_id: scoutId, reason: `recruit-share:${players[1]}`, milli: 5000, is_static: true },
    ];
    const order = (list: typeof expected) =>
      [...list].sort((a, b) => (`${a.user_id} ${a.reason}` < `${b.user_id} ${b.reason}` ? -1 : 1));
    expect(order(paid as typeof expected)).toEqual(order(expected));
    const [totals] = rows<{ milli: number; awards: number }>(
      await t.db.execute(sql`
        select milli_points::int as milli, awards::int from neuron_totals
        where user_id = ${scoutId} and role = 'scout'`),
    );
    expect(totals).toEqual({ milli: 5400, awards: 2 });
  });
});

describe('its news', () => {
  /** What the close told of challenge `id`: its highlights, its ideas' medals, what it paid. */
  async function newsOf(id: string) {
    const [news] = rows<{
      highlights: number;
      medals: number;
      paid: number;
      settled: boolean;
      catalyst: string;
    }>(
      await t.db.execute(sql`
        select (select count(*) from highlights where challenge_id = ${id})::int as highlights,
          (select count(*) from medals_awarded m join ideas i on i.id = m.idea_id
            where i.challenge_id = ${id})::int as medals,
          (select count(*) from neuron_ledger where challenge_id = ${id}
            and reason like 'community-top-5%')::int as paid,
          (select settled_at is not null from challenges where id = ${id}) as settled,
          (select statement from highlights where key = 'settled:' || ${id}::text
            and user_id = ${players[0]}) as catalyst`),
    );
    return news;
  }

  it('is written in the settlement’s transaction: one that fails settles nothing, and the sweep settles and tells it once', async () => {
    const id = await challengeWith([
      { ratings: [], ms: 0, us: 0 },
      { ratings: [50, 50, 50], ms: 0, us: 0 },
      { ratings: [20, 20], ms: 0, us: 0 },
      { ratings: [10], ms: 0, us: 0 },
    ]);
    // Its catalyst ended it: the sweep settles it.
    await t.db.execute(sql`update challenges set is_closed = true where id = ${id}`);
    // The telling fails in the database (a trigger refuses highlights): the whole close rolls back.
    const allowHighlights = await refuseHighlights(t.db);
    try {
      await expect(settleChallenge(t.db, id, t.clock.now, t.deps)).rejects.toThrow();
    } finally {
      await allowHighlights();
    }
    expect(await newsOf(id)).toEqual({
      highlights: 0,
      medals: 0,
      paid: 0,
      settled: false,
      catalyst: null,
    });

    // The sweep settles it, with its news, dated at the close.
    expect(await settleDueChallenges(t.db, t.clock.now, t.deps)).toBeGreaterThanOrEqual(1);
    const told = await newsOf(id);
    expect(told).toMatchObject({ settled: true, paid: 2 });
    expect(told?.highlights).toBeGreaterThan(1);
    expect(told?.medals).toBeGreaterThan(0);
    expect(told?.catalyst).toContain('2 of its 4 ideas ranked');
    const dates = rows<{ at: string }>(
      await t.db.execute(sql`
        select distinct created_at as at from highlights where challenge_id = ${id}
        union select settled_at from challenges where id = ${id}`),
    );
    expect(dates.map((d) => new Date(d.at).getTime())).toEqual([t.clock.now.getTime()]);

    // Once: neither the sweep nor a direct call settles or tells it again.
    await settleDueChallenges(t.db, t.clock.now, t.deps);
    expect(await settleChallenge(t.db, id, t.clock.now, t.deps)).toBeNull();
    expect(await newsOf(id)).toEqual(told);
  });

  it('is told once by one of two racing settlements', async () => {
    const id = await challengeWith([
      { ratings: [], ms: 0, us: 0 },
      { ratings: [40, 40], ms: 0, us: 0 },
    ]);
    const answers = await Promise.all([
      settleChallenge(t.db, id, t.clock.now, t.deps),
      settleChallenge(t.db, id, t.clock.now, t.deps),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const [counts] = rows<{ n: number; keys: number }>(
      await t.db.execute(sql`
        select count(*)::int as n, count(distinct (user_id, key))::int as keys
        from highlights where challenge_id = ${id}`),
    );
    expect(counts?.n).toBeGreaterThan(0);
    expect(counts?.n).toBe(counts?.keys);
  });
});
