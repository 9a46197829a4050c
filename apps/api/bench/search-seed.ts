// The search benchmark's data (search.bench.ts): 100,000 public challenges with varied titles,
// details and tags, inserted set-based in seconds.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { rowsOf } from './harness.js';

export const CHALLENGES = Number(process.env.BENCH_SEARCH_CHALLENGES ?? 100_000);

// Words of the titles, details and tags. Each list has a length prime to the others', so the
// combinations repeat only after many thousand challenges; `library` is one subject in 23.
const SUBJECTS = [
  'a small library',
  'a city park',
  'a rural clinic',
  'a family bakery',
  'a local theatre',
  'a public school',
  'a bicycle shop',
  'a community garden',
  'a night market',
  'a music festival',
  'a fishing village',
  'a hospital ward',
  'a train station',
  'a science museum',
  'a food bank',
  'a football club',
  'a coworking space',
  'a solar farm',
  'a recycling centre',
  'a dance studio',
  'a mountain hostel',
  'a village library',
  'a radio station',
];
const VERBS = [
  'double its visitors',
  'cut its energy bills',
  'welcome newcomers',
  'raise money',
  'reach teenagers',
  'reduce waste',
  'use its empty rooms',
  'work with volunteers',
  'go carbon neutral',
  'survive the winter',
  'become accessible',
  'tell its story',
  'share its tools',
  'open at night',
  'train new staff',
  'grow without debt',
  'keep its regulars',
  'attract tourists',
  'go paperless',
];
const DETAILS = [
  'Attendance has fallen for three years and the budget is shrinking.',
  'Neighbours say they would come more often if there were something new to try.',
  'The building is old, draughty and expensive to heat.',
  'Most of the people who help are retired and want to hand over.',
  'A new supermarket opened nearby and changed how people spend their weekends.',
  'There is a grant available for ideas that involve young people.',
  'The council wants proposals that reduce traffic and noise.',
  'Several schools nearby are looking for partners for after-school projects.',
  'The team has a small budget and a lot of goodwill.',
  'Online booking was introduced last year and half the visitors never use it.',
  'Weekday mornings are quiet while weekends are crowded.',
];
const TAGS = [
  'community',
  'energy',
  'education',
  'money',
  'design',
  'health',
  'youth',
  'climate',
  'culture',
  'technology',
  'food',
  'transport',
  'volunteering',
];
const FORMATS = ['standard', 'standard', 'standard', 'qq', 'topic', 'improve', 'test-an-idea'];

const pgArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;
/** The item of `list` (a SQL array) at a number that spreads `n` over it. */
const pick = (list: readonly string[], n: ReturnType<typeof sql>) =>
  sql`(${pgArray(list)})[1 + (${n}) % ${list.length}::int]`;

/**
 * 100,000 challenges in two statements (set-based, foreign-key checks off: every id points at a
 * row read in the same statement): 200 catalysts; titles, details and tags from the word lists;
 * spread over every category and every platform that shows challenges; 60% open (ending within
 * 60 days), 40% ended and settled (settled rows are what the start-up sweep leaves alone); one
 * in 8 with a money prize, one in 20 another kind of prize, one in 7 with an entry fee, created
 * over two years. 30,000 ideas on the open ones, so "most played" and the counts have work.
 */
export async function seedChallenges(db: Database): Promise<void> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into users (email, password_hash, screen_name, handle)
      select 'seeker' || n || '@bench.test', 'x', 'seeker' || n, 'seeker' || n
      from generate_series(1, 200) n`);
    await tx.execute(sql`
      with cat as (select array_agg(id order by slug) as ids from categories),
        plat as (select array_agg(id order by slug) as ids from platforms where deleted_at is null),
        who as (select array_agg(id order by handle) as ids from users where handle like 'seeker%'),
        s as (select n, now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute' as made
          from generate_series(1, ${CHALLENGES}::int) n)
      insert into challenges (slug, question_title, question_detail, solution_format,
        main_category_id, catalyst_id, platform_id, prize_type, prize_money_cents,
        idea_entry_fee_cents, duration_start, duration_end, tags, settled_at, created_at)
      select 'bench-search-' || n,
        'How could ' || ${pick(SUBJECTS, sql`n`)} || ' ' || ${pick(VERBS, sql`n / 7`)} || '?',
        ${pick(DETAILS, sql`n`)} || ' ' || ${pick(DETAILS, sql`n / 3 + 5`)},
        ${pick(FORMATS, sql`n / 11`)},
        cat.ids[1 + n % cardinality(cat.ids)], who.ids[1 + n % 200],
        plat.ids[1 + (n / 13) % cardinality(plat.ids)],
        case when n % 8 = 0 then 'money' when n % 20 = 1 then 'experience' else 'points' end,
        case when n % 8 = 0 then 5000 + (n % 40) * 2500 else 0 end,
        case when n % 7 = 0 then 100 + (n % 5) * 100 else 0 end,
        -- Open: started before now, ends within 60 days. Ended: ended after it was made.
        case when n % 5 < 3 then now() - interval '1 day' else made end,
        case when n % 5 < 3 then now() + (1 + n % 60) * interval '1 day' + (n % 997) * interval '1 minute'
          else least(made + interval '30 days', now() - interval '1 hour') end,
        jsonb_build_array(${pick(TAGS, sql`n`)}, ${pick(TAGS, sql`n / 13 + 3`)}),
        case when n % 5 < 3 then null else least(made + interval '30 days', now() - interval '1 hour') + interval '1 minute' end,
        made
      from s, cat, plat, who
      order by n`);
    // The ideas with their triggers on: they keep each challenge's count (migration 0026).
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`
      with open as (
        select id, row_number() over (order by slug) as k from challenges
        where slug like 'bench-search-%' and settled_at is null
      ), who as (select array_agg(id order by handle) as ids from users where handle like 'seeker%')
      insert into ideas (challenge_id, author_id, title, description, content_hash)
      select open.id, who.ids[1 + (open.k + i) % 200], 'Idea ' || i, 'An idea of the benchmark.',
        md5(open.id::text || i)
      from open cross join who
      cross join lateral generate_series(1, (open.k % 4)::int) i
      where open.k <= 20000`);
  });
  // Fresh statistics, as a running database has them (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from challenges`),
  );
  console.info(
    `seeded ${row?.n.toLocaleString('en-US')} challenges in ${Math.round((performance.now() - started) / 100) / 10} s`,
  );
}
