// Settling a challenge of 1,000 ideas (10 ratings each) in tables of 1,000 challenges, ~108,000
// ideas and ~1,080,000 ratings, against the bare SQL aggregate of another such challenge's
// ratings: the settlement's transaction up to its ranking and payments (issue 11's steps), and
// the whole of it, its news included (medals and highlights, decision 0020); and the ideas tab
// of a settled one through the app against the bare query of its rows (informative). Runs alternate ours and bare; figures are medians.
// Issue 11: settling ≤ 2× the bare aggregate (one set-based statement per step).
//   tsx --conditions=source bench/settle.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL)
import { record } from '@nervus/bench/report';
import { type SQL, sql } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import { afterCommitsDone, inTransaction } from '../src/db/after-commit.js';
import { openDatabase } from '../src/db/client.js';
import { forgetVisitorAnswers } from '../src/http/visitor-cache.js';
import { closeAndPay, tellClosed } from '../src/modules/game/settle.js';
import { seed } from '../src/seed/seed.js';
import { appDeps, databaseUrl } from './harness.js';
import { median, round } from './load.js';

const CHALLENGES = 1000;
const BIG = 1000; // ideas in each challenge that is settled
const SMALL = 99; // ideas in every other challenge
const RATINGS_PER_IDEA = 10;
const RUNS = 9;

const database = await openDatabase({ dataDir: 'memory://', url: databaseUrl() });
await database.migrate();
await seed(database.db, { demo: false });
const db = database.db;
// The app's dependencies: settling tells players through its realtime publisher, as served.
const announcer = appDeps(db);

/**
 * The stars (tenths) of an idea's `k`th rating, from its content hash: the ideas are entered
 * with their running totals (as a live database holds them, each rating's version pruned)
 * and their ratings then add up to them.
 */
const STARS = (hash: SQL, k: SQL) => sql`1 + (abs(hashtext(${hash} || ${k})) % 50)`;

const started = performance.now();
// One transaction that skips the foreign-key triggers (`session_replication_role`): every row
// points at rows inserted just before, so the checks cannot fail, and the 3 lookups per rating
// were most of the seeding time. Rows go in key order, so each index grows at its end.
await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    insert into users (email, password_hash, screen_name, handle)
    select 'bench' || n || '@bench.test', 'x', 'bench' || n, 'bench' || n from generate_series(1, 100) n
    on conflict do nothing`);
  await tx.execute(sql`
    insert into challenges (slug, question_title, catalyst_id, platform_id, duration_start, duration_end)
    select 'bench-' || n, 'Bench question ' || n,
      (select id from users where handle = 'bench1'),
      (select id from platforms where is_default limit 1),
      now() - interval '1 day', now() + interval '30 days'
    from generate_series(1, ${CHALLENGES}::int) n
    on conflict do nothing`);
  // The first RUNS * 2 challenges are big: half are settled, half measured with bare SQL.
  await tx.execute(sql`
    with c as (
      select id, row_number() over (order by slug) as k from challenges where slug like 'bench-%'
    ), u as (
      select id, row_number() over (order by handle) as k from users where handle like 'bench%'
    )
    insert into ideas (challenge_id, author_id, title, description, content_hash, created_at,
      rating_count, rating_sum_tenths)
    select c.id, u.id, 'Idea ' || i, 'An idea for the benchmark.', md5(c.id::text || i), now(),
      ${RATINGS_PER_IDEA}::int,
      (select sum(${STARS(sql`md5(c.id::text || i)`, sql`k`)})
        from generate_series(1, ${RATINGS_PER_IDEA}::int) k)
    from c
    cross join lateral generate_series(1, case when c.k <= ${RUNS * 2}::int then ${BIG}::int else ${SMALL}::int end) i
    join u on u.k = 11 + (i % 90)
    order by c.id, i`);
  await tx.execute(sql`
    with r as (
      select id, row_number() over (order by handle) as k from users where handle like 'bench%'
    )
    insert into idea_ratings (idea_id, rater_id, challenge_id, stars_tenths)
    select ideas.id, r.id, ideas.challenge_id, ${STARS(sql`ideas.content_hash`, sql`r.k`)}
    from ideas join r on r.k <= ${RATINGS_PER_IDEA}::int
    where ideas.title like 'Idea %'
    order by ideas.id, r.id`);
});
// Fresh statistics, as a running database has them (PGlite has no autovacuum).
await db.execute(sql`analyze`);
const counts = (await db.execute(sql`
  select (select count(*) from ideas) as ideas, (select count(*) from idea_ratings) as ratings`)) as unknown as {
  rows: { ideas: string; ratings: string }[];
};
const seeded = `${CHALLENGES} challenges, ${counts.rows[0]?.ideas} ideas, ${counts.rows[0]?.ratings} ratings`;
console.info(
  `seeded ${seeded} in ${Math.round(performance.now() - started)} ms (${database.kind})`,
);

// The totals the ranking reads are those of the ratings (the reconcile check, on one challenge).
const [drift] = (
  (await db.execute(sql`
    select count(*)::int as n from ideas i
    cross join lateral (
      select count(*)::int as n, coalesce(sum(stars_tenths), 0)::int as s
      from idea_ratings r where r.idea_id = i.id
    ) r
    where i.challenge_id = (select id from challenges where slug = 'bench-1')
      and (i.rating_count <> r.n or i.rating_sum_tenths <> r.s)`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
if (drift?.n !== 0) throw new Error(`${drift?.n} ideas' totals differ from their ratings`);

const big = (
  (await db.execute(
    sql`select id from challenges where slug like 'bench-%' order by slug limit ${RUNS * 2}`,
  )) as unknown as { rows: { id: string }[] }
).rows.map((r) => r.id);

async function time(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

// Settling: each run settles a fresh big challenge; the baseline aggregates another's ratings.
const settle: number[] = [];
const whole: number[] = [];
const aggregate: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const target = big[i] as string;
  const other = big[RUNS + i] as string;
  aggregate.push(
    await time(() =>
      db.execute(sql`
        select idea_id, count(*), avg(stars_tenths) from idea_ratings
        where challenge_id = ${other} group by idea_id`),
    ),
  );
  // settleChallenge's transaction, with the moment its ranking and payments are written.
  const t0 = performance.now();
  let paidAt = t0;
  await inTransaction(db, async (tx) => {
    const closed = await closeAndPay(tx, target, new Date());
    if (!closed) throw new Error('not settled');
    paidAt = performance.now();
    await tellClosed(tx, db, announcer, closed);
  });
  settle.push(paidAt - t0);
  whole.push(performance.now() - t0);
  // Its announcements (read and published after the commit) run before the next pair is timed,
  // not beside it.
  await afterCommitsDone();
}

// The ideas tab of a settled challenge through the app, against the bare query of its rows.
const app = createApp(announcer);
const tab: number[] = [];
const rows: number[] = [];
for (let i = 0; i < RUNS * 4; i++) {
  const target = big[i % RUNS] as string;
  rows.push(
    await time(() =>
      db.execute(sql`
        select ideas.*, users.handle from ideas join users on users.id = ideas.author_id
        where challenge_id = ${target} order by rank asc nulls last, created_at, ideas.id`),
    ),
  );
  // What a miss costs: the answer kept for visitors (decision 9) would be given otherwise.
  forgetVisitorAnswers();
  tab.push(
    await time(async () => {
      const answer = await app.request(`http://localhost/api/challenges/${target}/ideas`);
      if (answer.status !== 200) throw new Error(`ideas tab answered ${answer.status}`);
      await answer.arrayBuffer();
    }),
  );
}

const ms = (values: number[]) => `${round(median(values), 1)} ms`;
record({
  id: `api.settle.${database.kind}`,
  target: `settle a challenge of ${BIG} ideas (its ranking and payments) / bare SQL aggregate of its ratings`,
  db: database.kind,
  // Each settling against the aggregate run just before it: a load that drifts moves both.
  measured: round(median(settle.map((value, i) => value / (aggregate[i] as number))), 2),
  unit: 'ratio',
  goal: { op: '<=', value: 2 },
  detail: `ranking and payments ${ms(settle)} vs aggregate ${ms(aggregate)} (medians of ${RUNS}, the ratio the median of each pair's; ${seeded})`,
});
record({
  id: `api.settle-news.${database.kind}`,
  target: `settle a challenge of ${BIG} ideas, its news included (the whole transaction) / bare SQL aggregate`,
  db: database.kind,
  measured: round(median(whole.map((value, i) => value / (aggregate[i] as number))), 2),
  unit: 'ratio',
  goal: null,
  detail: `the transaction ${ms(whole)} (its news: medals and highlights, decision 0020) vs aggregate ${ms(aggregate)} (medians of ${RUNS})`,
});
record({
  id: `api.ideas-tab.${database.kind}`,
  target: `ideas tab of ${BIG} settled ideas (in process) / bare SQL of its rows`,
  db: database.kind,
  measured: round(median(tab.map((value, i) => value / (rows[i] as number))), 2),
  unit: 'ratio',
  goal: null,
  detail: `app.request ${ms(tab)} vs bare query ${ms(rows)} (medians of ${RUNS * 4})`,
});
await database.close();
