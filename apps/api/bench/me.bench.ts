// `GET /api/me` with a bearer token against a bare node:http server that runs the same SQL with
// the same parameters through the same driver and pool, then answers the same bytes. The SQL is
// what the database's logger saw during one warm request; when a warm request runs none (the
// session is cached in process), the bare server runs what a cold one ran, and the row says so.
// Issue 11: app ≥ 0.85 of that bare server.
//   tsx --conditions=source bench/me.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL)
import { record } from '@nervus/bench/report';
import { bareNode, fetchAnswer, signIn, startApp, statementsOf } from './harness.js';
import { interleave, method, ratio, round, rps } from './load.js';

const PATH = '/api/me';

const app = await startApp();
const headers = { authorization: `Bearer ${await signIn(app.base, 'cora')}` };
const { statements, which } = await statementsOf(app, PATH, headers);
const answer = await fetchAnswer(app.base, PATH, headers);
const bare = await bareNode(new Map([[PATH, { ...answer, statements }]]), app.replay);
const figures = await interleave(
  [
    { name: 'bare', base: bare.base },
    { name: 'app', base: app.base },
  ],
  [{ path: PATH, headers }],
);
record({
  id: `api.me.${app.kind}`,
  target: 'GET /api/me (bearer) / bare node:http running the same SQL',
  db: app.kind,
  measured: round(ratio(figures, 'app', 'bare')),
  unit: 'ratio',
  goal: { op: '>=', value: 0.85 },
  detail: `app ${rps(figures.get('app'))} vs bare ${rps(figures.get('bare'))}; bare replays ${which}; ${method()}`,
});
await bare.close();
await app.close();
