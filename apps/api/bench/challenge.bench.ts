// The calls a visitor's first load of a challenge page makes (apps/web: the `/challenges/$challenge`
// guard and `loadChallengePage` with the default Ideas tab, via features/challenge/queries.ts):
// the challenge by its slug, its ideas, its rating, and its promoted ideas once revealed (QQ).
// Every connection cycles through those calls, on the app and on a bare node:http server that
// replays each call's SQL through the same driver and answers the same bytes.
// Issue 11: app ≥ 0.5 of that bare server; p99 < 50 ms at 50 connections on PostgreSQL.
//   tsx --conditions=source bench/challenge.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL)

import { record } from '@nervus/bench/report';
import { CALLS, callPath } from '@nervus/contracts';
import {
  type BareRoute,
  bareNode,
  fetchAnswer,
  playChallenge,
  signIn,
  startApp,
  statementsOf,
} from './harness.js';
import { interleave, LOAD, method, ratio, round, rps } from './load.js';

/**
 * A demo challenge that ended: played by 30 players (each idea rated by 10), then settled by the
 * start-up sweep, so its page reveals and ranks every idea: the most a visitor's page reads.
 */
const SLUG = 'how-could-a-small-library-double-its-visitors';

const api = (path: string) => `/api${path}`;
const VISITOR_CACHE_MS = CALLS.challenge.visitorCacheMs;
const app = await startApp({
  prepare: (db) => playChallenge(db, SLUG, { ideas: 30, raters: 10 }),
});

const challengePath = api(callPath('challenge', { id: SLUG }));
const challenge = JSON.parse((await fetchAnswer(app.base, challengePath)).body.toString()) as {
  data: { id: string; solution_format: string };
};
const { id, solution_format: format } = challenge.data;
const ideasPath = api(callPath('challengeIdeas', { id }));
const ideas = JSON.parse((await fetchAnswer(app.base, ideasPath)).body.toString()) as {
  data: unknown[];
  meta: { revealed: boolean };
};
// The same choices as loadChallengePage makes for a visitor on the Ideas tab.
const paths = [challengePath, ideasPath, api(callPath('challengeRating', { id }))];
if (ideas.meta.revealed && format === 'qq')
  paths.push(`${api(callPath('promotedIdeas', { id }))}?size=200`);

const routes = new Map<string, BareRoute>();
const notes: string[] = [];
for (const path of paths) {
  const { statements, which } = await statementsOf(app, path);
  routes.set(path, { ...(await fetchAnswer(app.base, path)), statements });
  const name = path === challengePath ? 'challenge' : path.split('/').pop()?.split('?')[0];
  notes.push(`${name}: ${which}`);
}
const bare = await bareNode(routes, app.replay);
const figures = await interleave(
  [
    { name: 'bare', base: bare.base },
    { name: 'app', base: app.base },
  ],
  paths.map((path) => ({ path })),
);
const ours = figures.get('app');
record({
  id: `api.challenge.${app.kind}`,
  target: `a challenge page's ${paths.length} calls (visitor) / bare node:http running the same SQL`,
  db: app.kind,
  measured: round(ratio(figures, 'app', 'bare')),
  unit: 'ratio',
  goal: { op: '>=', value: 0.5 },
  detail: `app ${rps(ours)} vs bare ${rps(figures.get('bare'))}; ${ideas.data.length} ideas; the app gives visitors' answers again for ${VISITOR_CACHE_MS} ms, bare replays ${notes.join(', ')}; ${method()}`,
});
record({
  id: `api.challenge.p99.${app.kind}`,
  target: `a challenge page's calls, p99 latency at ${LOAD.connections} connections`,
  db: app.kind,
  measured: round(ours?.p99 ?? 0, 1),
  unit: 'ms',
  // The goal is PostgreSQL's: the embedded database serves one query at a time by design.
  goal: app.kind === 'postgres' ? { op: '<=', value: 50 } : null,
  detail: `median of ${ours?.rounds.length} rounds' p99; bare node:http's ${round(figures.get('bare')?.p99 ?? 0, 1)} ms`,
});
await bare.close();

// The same page for a signed-in player (never given a kept answer): informative, beside it.
const token = await signIn(app.base, 'ivan');
const auth = { authorization: `Bearer ${token}` };
const signedRoutes = new Map<string, BareRoute>();
const signedNotes: string[] = [];
for (const path of paths) {
  const { statements, which } = await statementsOf(app, path, auth);
  signedNotes.push(
    `${path === challengePath ? 'challenge' : path.split('/').pop()?.split('?')[0]}: ${which}`,
  );
  signedRoutes.set(path, { ...(await fetchAnswer(app.base, path, auth)), statements });
}
const signedBare = await bareNode(signedRoutes, app.replay);
const signed = await interleave(
  [
    { name: 'bare', base: signedBare.base },
    { name: 'app', base: app.base },
  ],
  paths.map((path) => ({ path, headers: auth })),
);
record({
  id: `api.challenge.signed-in.${app.kind}`,
  target: `a challenge page's ${paths.length} calls (signed in) / bare node:http running the same SQL`,
  db: app.kind,
  measured: round(ratio(signed, 'app', 'bare')),
  unit: 'ratio',
  goal: null,
  detail: `app ${rps(signed.get('app'))} (p99 ${round(signed.get('app')?.p99 ?? 0, 1)} ms) vs bare ${rps(signed.get('bare'))} (p99 ${round(signed.get('bare')?.p99 ?? 0, 1)} ms); bare replays ${signedNotes.join(', ')}; ${method()}`,
});
await signedBare.close();
await app.close();
