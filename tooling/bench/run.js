// `pnpm bench` (after the build): every benchmark of issue 11, one at a time (they measure, so
// never two at once), each recording its rows (`report.js`) into one temporary file; then one
// table of them all, printed, written to bench-results.json and into the README between
// `<!-- bench:start -->` and `<!-- bench:end -->`.
//
// Order: the API benches on PGlite, the embedded server's memory and realtime streams, the API
// benches again on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres when it answers; each bench gets a fresh
// `nervus_bench_<random>` database, dropped after), then the web's bench (bundle sizes,
// Lighthouse).
//
// Missed goals are the report, not a failure: the exit code is 0 unless a bench crashed.
//   node tooling/bench/run.js [--only platforms,me,web] [--no-postgres]
//   node tooling/bench/run.js --render   (the README's table again from bench-results.json)
//   (a partial run prints its table but leaves bench-results.json and the README alone)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { met } from './report.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API = join(ROOT, 'apps/api');
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** A bench that runs longer than this is stopped and counted as crashed. */
const BENCH_TIMEOUT_MS = 12 * 60_000;

/** The API benches run on each database; these only on the embedded one. */
const API_BENCHES = ['platforms', 'me', 'challenge', 'settle', 'growth', 'search', 'leaderboard'];
const EMBEDDED_BENCHES = ['memory', 'realtime'];

const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const wanted = (name) => !only || only.has(name);

/** The bench running now, stopped (with its process group) on Ctrl-C or when over time. */
let current = null;
let aborted = false;
process.on('SIGINT', () => {
  aborted = true;
  current?.stop();
});

/** Runs one bench process; answers whether it finished cleanly. */
function runBench(label, command, commandArgs, { cwd, env }) {
  if (aborted) return Promise.resolve(false);
  console.info(`\n── ${label} ──`);
  const started = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so a bench that hangs is stopped with everything it started.
    const child = spawn(command, commandArgs, { cwd, env, stdio: 'inherit', detached: true });
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    };
    current = { stop };
    const timer = setTimeout(() => {
      console.error(`${label}: still running after ${BENCH_TIMEOUT_MS / 60_000} min: stopped`);
      stop();
    }, BENCH_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      const seconds = Math.round((performance.now() - started) / 1000);
      console.info(
        `── ${label}: ${code === 0 ? 'done' : `FAILED (${signal ?? code})`} in ${seconds} s`,
      );
      resolve(code === 0);
    });
  });
}

/** The PostgreSQL to use, or null (with why) when none answers. */
async function findPostgres() {
  if (args.includes('--no-postgres')) return { url: null, why: '--no-postgres' };
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return { url, version: rows[0].server_version };
  } catch (error) {
    return { url: null, why: `${new URL(url).host}: ${error.message}` };
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work(url)` on a fresh database of the server at `adminUrl`, dropped afterwards. */
async function withFreshDatabase(adminUrl, work) {
  const name = `nervus_bench_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    // A bench may make copies of its database (`<name>_…`); a crashed one leaves them behind.
    for (const db of [name, `${name}_grown`])
      await admin(adminUrl, `drop database if exists ${db} with (force)`).catch((error) =>
        console.error(`could not drop ${db}: ${error.message}`),
      );
  }
}

function git(...gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const GOAL = (row) => (row.goal ? `${row.goal.op === '>=' ? '≥' : '≤'} ${row.goal.value}` : '–');
const MET = (row) => (row.goal ? (met(row) ? '✓' : '✗') : '');

/** Rows of one target next to each other (PGlite, then PostgreSQL), in the order first run. */
function grouped(rows) {
  const key = (row) => row.id.replace(/\.(pglite|postgres)$/, '');
  const order = [...new Set(rows.map(key))];
  return [...rows].sort(
    (a, b) =>
      order.indexOf(key(a)) - order.indexOf(key(b)) || (a.db ?? '').localeCompare(b.db ?? ''),
  );
}

function printTable(rows) {
  const cells = rows.map((r) => [
    r.target,
    r.db ?? '',
    String(r.measured),
    r.unit,
    GOAL(r),
    MET(r),
    r.detail ?? '',
  ]);
  const head = ['target', 'db', 'measured', 'unit', 'goal', 'met', 'detail'];
  const widths = head.map((h, i) =>
    i === head.length - 1 ? 0 : Math.max(h.length, ...cells.map((c) => c[i].length)),
  );
  const line = (c) =>
    c
      .map((v, i) => (i === 2 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.info(`\n${line(head)}\n${line(widths.map((w) => '─'.repeat(Math.max(w, 6))))}`);
  for (const c of cells) console.info(line(c));
}

const md = (text) => String(text).replaceAll('|', '\\|');

/** A family of rows (`web.route`, …) longer than this is folded under one line in the README. */
const FOLD_OVER = 12;
const family = (row) => row.id.split('.').slice(0, 2).join('.');

function markdownRows(rows) {
  return [
    '| target | db | measured | goal | met | detail |',
    '| --- | --- | ---: | --- | :---: | --- |',
    ...rows.map(
      (r) =>
        `| ${md(r.target)} | ${r.db ?? ''} | ${r.measured} ${r.unit} | ${GOAL(r)} | ${MET(r)} | ${md(r.detail ?? '')} |`,
    ),
  ];
}

/**
 * The README's table: every row, except that a long family of rows (one per route, say) shows
 * as one line saying how many met their goal, with its rows in a folded table below.
 */
function markdownTable(results) {
  const { rows, machine, date } = results;
  const goals = rows.filter((r) => r.goal);
  const metGoals = goals.filter((r) => met(r));
  const sizes = new Map();
  for (const r of rows) sizes.set(family(r), (sizes.get(family(r)) ?? 0) + 1);
  const folded = [...sizes].filter(([, n]) => n > FOLD_OVER).map(([name]) => name);
  const main = [];
  for (const r of rows) {
    const name = family(r);
    if (!folded.includes(name)) main.push(r);
    else if (!main.some((m) => m.fold === name)) {
      const all = rows.filter((x) => family(x) === name);
      const withGoal = all.filter((x) => x.goal);
      main.push({
        fold: name,
        id: name,
        target: `\`${name}.*\`: ${all.length} rows, listed below`,
        measured: `${withGoal.filter((x) => met(x)).length} of ${withGoal.length}`,
        unit: 'met',
        goal: null,
        detail: withGoal.length ? `missed: ${withGoal.filter((x) => !met(x)).length}` : '',
      });
    }
  }
  const lines = [
    `Measured ${date.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, commit \`${machine.commit.slice(0, 7)}\`${machine.dirty ? ' (with uncommitted changes)' : ''}, in ${results.minutes} min. ${metGoals.length} of ${goals.length} goals met${results.notes.length ? `; ${results.notes.join('; ')}` : ''}. Every row with its raw figures: \`bench-results.json\`.`,
    '',
    ...markdownRows(main),
  ];
  for (const name of folded) {
    const all = rows.filter((r) => family(r) === name);
    lines.push(
      '',
      `<details><summary>${name}.*: ${all.length} rows</summary>`,
      '',
      ...markdownRows(all),
      '',
      '</details>',
    );
  }
  return lines.join('\n');
}

function writeReadme(results) {
  const file = join(ROOT, 'README.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) {
    console.error(`README.md has no ${start} … ${end} markers: its table is not updated`);
    return;
  }
  writeFileSync(
    file,
    `${text.slice(0, a + start.length)}\n${markdownTable(results)}\n${text.slice(b)}`,
  );
  // The table's columns are padded by the project's formatter, so `biome ci` stays green.
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', 'README.md'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

if (args.includes('--render')) {
  // The table of the last run again, e.g. after the README's section was edited by hand.
  const results = JSON.parse(readFileSync(join(ROOT, 'bench-results.json'), 'utf8'));
  printTable(results.rows);
  writeReadme(results);
  process.exit(0);
}

const workDir = mkdtempSync(join(tmpdir(), 'nervus-bench-'));
const resultsFile = join(workDir, 'rows.jsonl');
writeFileSync(resultsFile, '');
// The API benches run the app in their own process, so with the Node flags its start command
// gives it (apps/api/src/server/node-flags.ts).
const SERVER_NODE_FLAGS = '--max-semi-space-size=64';
const baseEnv = {
  ...process.env,
  BENCH_RESULTS: resultsFile,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, SERVER_NODE_FLAGS].filter(Boolean).join(' '),
};
delete baseEnv.DATABASE_URL;
const tsx = ['exec', 'tsx', '--conditions=source'];
const crashed = [];
const notes = [];
const started = performance.now();

for (const name of API_BENCHES.filter(wanted))
  if (
    !(await runBench(`api/${name} [pglite]`, 'pnpm', [...tsx, `bench/${name}.bench.ts`], {
      cwd: API,
      env: baseEnv,
    }))
  )
    crashed.push(`api/${name} [pglite]`);
// Once, on the embedded database: the server's memory, and its realtime streams (which read
// the database only to open them).
for (const name of EMBEDDED_BENCHES.filter(wanted))
  if (
    !(await runBench(`api/${name}`, 'pnpm', [...tsx, `bench/${name}.bench.ts`], {
      cwd: API,
      env: baseEnv,
    }))
  )
    crashed.push(`api/${name}`);

const postgres = await findPostgres();
if (postgres.url) {
  for (const name of API_BENCHES.filter(wanted)) {
    if (aborted) break;
    const ok = await withFreshDatabase(postgres.url, (url) =>
      runBench(`api/${name} [postgres]`, 'pnpm', [...tsx, `bench/${name}.bench.ts`], {
        cwd: API,
        env: { ...baseEnv, DATABASE_URL: url },
      }),
    );
    if (!ok) crashed.push(`api/${name} [postgres]`);
  }
} else {
  console.warn(`\nPostgreSQL rows skipped (${postgres.why})`);
  notes.push(`no PostgreSQL rows (${postgres.why})`);
}

if (
  wanted('web') &&
  !(await runBench('web', 'pnpm', ['--filter', '@nervus/web', 'bench'], {
    cwd: ROOT,
    env: baseEnv,
  }))
)
  crashed.push('web');

const rows = grouped(
  readFileSync(resultsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line)),
);
rmSync(workDir, { recursive: true, force: true });
if (crashed.length) notes.push(`crashed: ${crashed.join(', ')}`);

const cpu = cpus();
const results = {
  date: new Date().toISOString(),
  minutes: Math.round((performance.now() - started) / 6000) / 10,
  machine: {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    postgres: postgres.version ?? null,
  },
  notes,
  rows,
};

printTable(rows);
const missed = rows.filter((r) => !met(r));
console.info(
  `\n${rows.length} rows, ${missed.length} goals missed${notes.length ? `; ${notes.join('; ')}` : ''} (${results.minutes} min)`,
);
if (aborted) {
  console.info('stopped (Ctrl-C): bench-results.json and the README are left alone');
  process.exit(130);
}
if (only) console.info('a partial run (--only): bench-results.json and the README are left alone');
else {
  writeFileSync(join(ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeReadme(results);
  console.info('written: bench-results.json, README.md (Performance)');
}
process.exit(crashed.length ? 1 : 0);
