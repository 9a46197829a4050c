// Finding challenges at size (issue 14): 100,000 public challenges, then
//   - GET /api/search/challenges with a text and two filters (a common word, a category with its
//     children, open only), and the same with a typo in the word;
//   - the home's widgets: GET /api/widgets/challenges-homepage and /api/widgets/categories,
// each timed one request at a time over real HTTP (p50 and p99 of many), on the app and on a bare
// node:http server that replays the statements the call ran (harness `statementsOf`) through the
// same driver and answers the same bytes. The widgets keep visitors' answers for a moment
// (`visitorCacheMs`); here every timed request forgets them first, so each one reads the
// database, as the first visitor after the moment does. Then both search calls under load
// (50 connections, interleaved rounds): the app's throughput against the bare server's.
// Issue 14: p99 under 50 ms at 100,000 challenges.
//   tsx --conditions=source bench/search.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL: a
//   fresh database, as `node tooling/bench/run.js --only search` makes; it adds 100,000 rows)

import { record } from '@nervus/bench/report';
import { forgetVisitorAnswers } from '../src/http/visitor-cache.js';
import {
  type BareRoute,
  bareNode,
  fetchAnswer,
  type Running,
  startApp,
  statementsOf,
} from './harness.js';
import { interleave, median, method, ratio, round, rps } from './load.js';
import { CHALLENGES, seedChallenges } from './search-seed.js';

/**
 * Timed requests per call, contender and slice (two slices each), after a few untimed ones; a
 * slice stops after SLICE_MS, so a slow call keeps the bench's wall time to a few minutes.
 */
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 50);
const WARM_UP = 5;
const SLICE_MS = 8000;

const app = await startApp({ prepare: seedChallenges });

const calls = [
  {
    id: 'search',
    what: 'search: "library", category science-technology (with children), open',
    path: '/api/search/challenges?q=library&category=science-technology&status=open',
  },
  {
    id: 'search-typo',
    what: 'search with a typo: "librery", category science-technology, open',
    path: '/api/search/challenges?q=librery&category=science-technology&status=open',
  },
  {
    id: 'homepage',
    what: 'home widgets: GET /widgets/challenges-homepage',
    path: '/api/widgets/challenges-homepage',
  },
  {
    id: 'categories',
    what: 'home widgets: GET /widgets/categories',
    path: '/api/widgets/categories',
  },
] as const;

const routes = new Map<string, BareRoute>();
const notes = new Map<string, string>();
for (const call of calls) {
  const { statements: ran, which } = await statementsOf(app, call.path);
  // Search sets its typo threshold for its own transaction (`withTypoTolerance`). The PGlite
  // driver opens a transaction without a statement the recorder sees, so the bare server is
  // told to replay these in one, as the app ran them.
  const statements =
    ran.some((s) => /set_config\(.*true\)/s.test(s.sql)) &&
    !ran.some((s) => /^\s*begin\b/i.test(s.sql))
      ? [{ sql: 'begin', params: [] }, ...ran, { sql: 'commit', params: [] }]
      : ran;
  const answer = await fetchAnswer(app.base, call.path);
  routes.set(call.path, { ...answer, statements });
  const meta = JSON.parse(answer.body.toString()) as { meta?: { total?: number } };
  notes.set(
    call.id,
    `${which}${meta.meta?.total !== undefined ? `; ${meta.meta.total} results` : ''}`,
  );
}
const bare = await bareNode(routes, app.replay);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** One request at a time: its latencies' p50 and p99 in ms. */
async function timed(server: Running | typeof app, path: string) {
  const times: number[] = [];
  const until = performance.now() + SLICE_MS;
  for (let i = 0; i < WARM_UP + SAMPLES && performance.now() < until; i++) {
    forgetVisitorAnswers();
    const t0 = performance.now();
    const answer = await fetch(server.base + path);
    await answer.arrayBuffer();
    const took = performance.now() - t0;
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    if (i >= WARM_UP) times.push(took);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

for (const call of calls) {
  // Alternated in four slices, so a slow moment of the machine weighs on both.
  const slices: { app: { p50: number; p99: number }; bare: { p50: number; p99: number } }[] = [];
  for (let s = 0; s < 2; s++) {
    const first = await timed(s % 2 ? bare : app, call.path);
    const second = await timed(s % 2 ? app : bare, call.path);
    slices.push(s % 2 ? { bare: first, app: second } : { app: first, bare: second });
  }
  const of = (side: 'app' | 'bare', p: 'p50' | 'p99') => median(slices.map((x) => x[side][p]));
  record({
    id: `api.search.${call.id}.p99.${app.kind}`,
    target: `${call.what} at ${(CHALLENGES / 1000).toLocaleString('en-US')}k challenges, p99 latency one at a time`,
    db: app.kind,
    measured: round(of('app', 'p99'), 1),
    unit: 'ms',
    goal: { op: '<=', value: 50 },
    detail: `app p50 ${round(of('app', 'p50'), 1)} ms, p99 ${round(of('app', 'p99'), 1)} ms; bare node:http replaying its SQL p50 ${round(of('bare', 'p50'), 1)} ms, p99 ${round(of('bare', 'p99'), 1)} ms; app / bare ${round(of('app', 'p50') / of('bare', 'p50'), 2)} at p50, ${round(of('app', 'p99') / of('bare', 'p99'), 2)} at p99; ${notes.get(call.id)}; up to ${SAMPLES} requests (${SLICE_MS / 1000} s) × 2 per side`,
  });
}

// Both searches under load (search keeps no visitors' answers: every request reads): on
// PostgreSQL only, as the embedded database serves one query at a time by design (50 waiting
// connections there measure its queue, and a round of 2 s may finish no request at all).
if (app.kind === 'postgres') {
  const searches = calls.filter((c) => c.id.startsWith('search')).map((c) => ({ path: c.path }));
  const figures = await interleave(
    [
      { name: 'bare', base: bare.base },
      { name: 'app', base: app.base },
    ],
    searches,
  );
  record({
    id: `api.search.load.${app.kind}`,
    target: `search (text + 2 filters, and its typo) at ${(CHALLENGES / 1000).toLocaleString('en-US')}k challenges, under load / bare node:http running the same SQL`,
    db: app.kind,
    measured: round(ratio(figures, 'app', 'bare')),
    unit: 'ratio',
    goal: { op: '>=', value: 0.5 },
    detail: `app ${rps(figures.get('app'))} (p99 ${round(figures.get('app')?.p99 ?? 0, 1)} ms) vs bare ${rps(figures.get('bare'))} (p99 ${round(figures.get('bare')?.p99 ?? 0, 1)} ms); ${method()}`,
  });
}

await bare.close();
await app.close();
