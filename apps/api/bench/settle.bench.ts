// `pnpm bench` (api, game loop): seeds 1,000 challenges, ~100,000 ideas and ~1,000,000 ratings
// into PGlite (or DATABASE_URL), then times settling a challenge of 1,000 ideas and the ideas
// tab of a settled one, each against the bare SQL that reads the same rows, measured in this
// run. Prints the ratios; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/env.js';
import { memoryRateLimiter } from '../src/http/rate-limit.js';
import { settleChallenge } from '../src/modules/game/settle.js';
import { seed } from '../src/seed/seed.js';
import { diskStore } from '../src/storage/store.js';

const CHALLENGES = 1000;
const BIG = 1000; // ideas in each challenge that is settled
const SMALL = 99; // ideas in every other challenge
const RATINGS_PER_IDEA = 10;
const RUNS = 5;

const database = await openDatabase({
  dataDir: 'memory://',
  url: process.env.DATABASE_URL,
});
await database.migrate();
await seed(database.db, { demo: false });
const db = database.db;

const started = performance.now();
await db.execute(sql`
  insert into users (email, password_hash, screen_name, handle)
  select 'bench' || n || '@bench.test', 'x', 'bench' || n, 'bench' || n from generate_series(1, 100) n
  on conflict do nothing`);
await db.execute(sql`
  insert into challenges (slug, question_title, catalyst_id, platform_id, duration_start, duration_end)
  select 'bench-' || n, 'Bench question ' || n,
    (select id from users where handle = 'bench1'),
    (select id from platforms where is_default limit 1),
    now() - interval '1 day', now() + interval '30 days'
  from generate_series(1, ${CHALLENGES}::int) n
  on conflict do nothing`);
// The first RUNS * 2 challenges are big: half are settled, half measured with bare SQL.
await db.execute(sql`
  with c as (
    select id, row_number() over (order by slug) as k from challenges where slug like 'bench-%'
  ), u as (
    select id, row_number() over (order by handle) as k from users where handle like 'bench%'
  )
  insert into ideas (challenge_id, author_id, title, description, content_hash, created_at)
  select c.id, u.id, 'Idea ' || i, 'An idea for the benchmark.', md5(c.id::text || i), now()
  from c
  cross join lateral generate_series(1, case when c.k <= ${RUNS * 2}::int then ${BIG}::int else ${SMALL}::int end) i
  join u on u.k = 11 + (i % 90)`);
await db.execute(sql`
  with r as (
    select id, row_number() over (order by handle) as k from users where handle like 'bench%'
  )
  insert into idea_ratings (idea_id, rater_id, challenge_id, stars_tenths)
  select ideas.id, r.id, ideas.challenge_id, 1 + (abs(hashtext(ideas.id::text || r.k)) % 50)
  from ideas join r on r.k <= ${RATINGS_PER_IDEA}::int
  where ideas.title like 'Idea %'`);
const counts = await db.execute<{ ideas: string; ratings: string }>(sql`
  select (select count(*) from ideas) as ideas, (select count(*) from idea_ratings) as ratings`);
const seeded = (counts as unknown as { rows: { ideas: string; ratings: string }[] }).rows[0];
console.info(
  `seeded ${CHALLENGES} challenges, ${seeded?.ideas} ideas, ${seeded?.ratings} ratings in ${Math.round(performance.now() - started)} ms (${database.kind})`,
);

const big = (
  (await db.execute(
    sql`select id from challenges where slug like 'bench-%' order by slug limit ${RUNS * 2}`,
  )) as unknown as { rows: { id: string }[] }
).rows.map((r) => r.id);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

// Settling: each run settles a fresh big challenge; the baseline aggregates another's ratings.
const settle: number[] = [];
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
  settle.push(await time(() => settleChallenge(db, target, new Date())));
}

// The ideas tab of a settled challenge through the app, against the bare query of its rows.
const app = createApp({
  db,
  config: loadConfig({ NODE_ENV: 'production' }, 'bench'),
  log: pino({ level: 'silent' }),
  limiter: memoryRateLimiter(),
  limits: {
    signInPerIp: [1e9, 60_000],
    signInPerUsername: [1e9, 60_000],
    signUpPerIp: [1e9, 60_000],
    writes: [1e9, 60_000],
  },
  files: diskStore(mkdtempSync(join(tmpdir(), 'nervus-bench-files-'))),
  now: () => new Date(),
});
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
  tab.push(
    await time(async () => {
      const answer = await app.request(`http://localhost/api/challenges/${target}/ideas`);
      if (answer.status !== 200) throw new Error(`ideas tab answered ${answer.status}`);
      await answer.arrayBuffer();
    }),
  );
}

const line = (name: string, ours: number[], bare: number[]) => ({
  measure: name,
  'ours ms (median)': Math.round(median(ours) * 10) / 10,
  'bare SQL ms (median)': Math.round(median(bare) * 10) / 10,
  ratio: Math.round((median(ours) / median(bare)) * 100) / 100,
});
console.table([
  line(`settle a challenge of ${BIG} ideas`, settle, aggregate),
  line(`ideas tab of ${BIG} settled ideas`, tab, rows),
]);
console.info('ratio = ours / bare SQL on the same rows (lower is better; 1 would be free).');
await database.close();
