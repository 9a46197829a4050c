// Reads that must not grow with history: `GET /api/brain` (signed in) and a role dashboard
// (`GET /api/{platform}/dashboards/catalyst`, as the web's dashboard asks it) with 10,000 rows in
// the neuron ledger and with 10,000,000, spread over 1,000 players of whom the reader is one (so
// the reader's own history grows a thousandfold too). Cost = 1 / req/s.
// Issue 11: cost at 10M ≤ 1.2 × cost at 10k.
//
// How: one database is seeded with 10,000 rows and the reader signs in; it is then copied
// (PostgreSQL: `CREATE DATABASE … TEMPLATE`, PGlite: its data directory), the copy grows with one
// `insert … select from generate_series` per million rows, and both are served at once by two
// instances of the app in this process. The rounds alternate between the two, so a busy second
// on a shared machine weighs on both sizes alike (measuring 10k, growing, then measuring again
// would compare two different moments of the machine).
// PGlite inserts ~1M ledger rows in 15–25 s on a 2-core machine (10M: over 3 minutes), so the
// embedded database grows to 1,000,000 and says so in its rows; PostgreSQL grows to 10,000,000.
//   tsx --conditions=source bench/growth.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL)
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from '@nervus/bench/report';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import { reconcileNeuronTotals } from '../src/modules/ledger/reconcile.js';
import { databaseUrl, rowsOf, signIn, startApp } from './harness.js';
import { type Figures, interleave, method, round, rps } from './load.js';

const SMALL = 10_000;
const CHUNK = 1_000_000;
const PLAYERS = 1000;
/** The reader: the demo catalyst, whose catalyst dashboard lists the demo challenges. */
const READER = 'cora';

const url = databaseUrl();
/** `BENCH_LEDGER_ROWS` overrides the large size for a quick try of the bench itself. */
const large = Number(process.env.BENCH_LEDGER_ROWS ?? (url ? 10_000_000 : 1_000_000));

/**
 * Appends ledger rows `from + 1 … to`: player `n % 1000`, the eight award roles in turn, dates
 * over two years, unique idempotency keys; then has the running totals rebuilt from the ledger by
 * the reconcile command's function (`--fix`), as an operator would after a bulk load, and
 * answers how long that took. Bulk-load style, as a restore would: the table's secondary
 * indexes are dropped and built again afterwards from their own definitions (sorting 10M keys
 * once is minutes faster than 10M random inserts into two btrees), the foreign-key trigger is
 * skipped (every row points at a player inserted before), a transaction per million.
 */
async function grow(db: Database, from: number, to: number): Promise<number> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select quote_ident(i.schemaname) || '.' || quote_ident(i.indexname) as name,
        i.indexdef as definition
      from pg_indexes i
      where i.tablename = 'neuron_ledger' and i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c
          where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  for (let start = from; start < to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into neuron_ledger (user_id, role, milli_points, reason, is_static, idempotency_key, created_at)
        select
          (select array_agg(id order by handle) from users
            where handle like 'holder%' or handle = ${READER})[1 + n % ${PLAYERS}::int],
          (array['analyst','catalyst','director','innovator','insight','mentor','patron','scout'])[1 + n % 8],
          1000 + n % 9000, 'bench-history', n % 3 = 0, 'bench:' || n,
          now() - (n % 730) * interval '1 day'
        from generate_series(${start + 1}::bigint, ${end}::bigint) n`);
    });
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  const t0 = performance.now();
  const { fixed } = await reconcileNeuronTotals(db, { fix: true });
  if (!fixed && to > from)
    throw new Error('the running totals already matched rows inserted around them');
  const rebuilt = performance.now() - t0;
  // Vacuumed and analyzed now, as a settled database would be: otherwise autovacuum starts on
  // the fresh rows in the middle of the measurement (and PGlite has no autovacuum at all).
  await db.execute(sql`vacuum analyze`);
  return rebuilt;
}

/** Runs one statement on the server of `target` as its admin (outside any database in use). */
async function admin(target: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The 10k database: players, the ledger's first rows, and the reader's session.
const dirs = url ? [] : [0, 1].map(() => mkdtempSync(join(tmpdir(), 'nervus-bench-growth-')));
const seeded = await startApp({
  dataDir: dirs[0],
  prepare: (db) =>
    db.execute(sql`
      insert into users (email, password_hash, screen_name, handle)
      select 'holder' || n || '@bench.test', 'x', 'holder' || n, 'holder' || n
      from generate_series(1, ${PLAYERS - 1}::int) n`),
});
await grow(seeded.db, 0, SMALL);
const headers = { authorization: `Bearer ${await signIn(seeded.base, READER)}` };
await seeded.close();

// Its copy, which grows.
let copyUrl: string | undefined;
if (url) {
  const copy = new URL(url);
  const original = copy.pathname.slice(1);
  copy.pathname = `/${original}_grown`;
  copyUrl = copy.toString();
  // A copy an interrupted run left behind goes first.
  await admin(url, `drop database if exists ${original}_grown with (force)`);
  // The closed pool's connections (and its listener's) may still be leaving the server.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(url, `create database ${original}_grown template ${original}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
} else cpSync(dirs[0] as string, dirs[1] as string, { recursive: true });
const small = await startApp({ dataDir: dirs[0] });
const grown = await startApp({ url: copyUrl, dataDir: dirs[1] });
const t0 = performance.now();
const rebuilt = await grow(grown.db, SMALL, large);
const took = `${Math.round((performance.now() - t0) / 1000)} s, totals rebuilt in ${Math.round(rebuilt / 1000)} s`;
console.info(
  `grew the copy to ${large.toLocaleString('en-US')} ledger rows in ${took} (${grown.kind})`,
);

const calls = {
  brain: '/api/brain',
  dashboard: '/api/nervus/dashboards/catalyst?state=open&size=200',
};
const size = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);
for (const [name, path] of Object.entries(calls)) {
  const figures = await interleave(
    [
      { name: 'small', base: small.base },
      { name: 'large', base: grown.base },
    ],
    [{ path, headers }],
  );
  const [at10k, atLarge] = [figures.get('small'), figures.get('large')] as [Figures, Figures];
  record({
    id: `api.growth.${name}.${grown.kind}`,
    target: `GET ${path.split('?')[0]}: cost at ${size(large)} / at ${size(SMALL)} ledger rows${
      url ? '' : ' (PGlite: 1M; it inserts ~1M rows in 15–30 s, 10M would take over 3 min)'
    }`,
    db: grown.kind,
    measured: round(at10k.rps / atLarge.rps, 2),
    unit: 'ratio',
    goal: { op: '<=', value: 1.2 },
    detail: `${rps(at10k)} at ${size(SMALL)} vs ${rps(atLarge)} at ${size(large)} (grown in ${took}; ${method()})`,
  });
}
await small.close();
await grown.close();
if (url && copyUrl)
  await admin(url, `drop database if exists ${new URL(copyUrl).pathname.slice(1)} with (force)`);
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
