// `GET /api/platforms/{id}` (cached data, every middleware on) against node:http answering the
// very same bytes, and a bare Hono app (no middleware) as the second reference, so the cost of
// the framework and of our own layers shows apart. Issue 11: app ≥ 0.5 of bare node:http.
//   tsx --conditions=source bench/platforms.bench.ts   (PGlite; DATABASE_URL=… for PostgreSQL)
import { record } from '@nervus/bench/report';
import { bareHono, bareNode, fetchAnswer, startApp } from './harness.js';
import { interleave, method, ratio, round, rps } from './load.js';

const PATH = '/api/platforms/comedy';

const app = await startApp();
const routes = new Map([[PATH, await fetchAnswer(app.base, PATH)]]);
const node = await bareNode(routes);
const hono = await bareHono(routes);
const figures = await interleave(
  [
    { name: 'bare', base: node.base },
    { name: 'hono', base: hono.base },
    { name: 'app', base: app.base },
  ],
  [{ path: PATH }],
);
const bare = figures.get('bare');
const bytes = `${routes.get(PATH)?.body.length} B body`;
record({
  id: `api.platforms.${app.kind}`,
  target: 'GET /api/platforms/{id}, whole stack / bare node:http',
  db: app.kind,
  measured: round(ratio(figures, 'app', 'bare')),
  unit: 'ratio',
  goal: { op: '>=', value: 0.5 },
  detail: `app ${rps(figures.get('app'))} vs bare ${rps(bare)} (${bytes}; ${method()})`,
});
record({
  id: `api.platforms.hono.${app.kind}`,
  target: 'GET /api/platforms/{id}, bare Hono (no middleware) / bare node:http',
  db: app.kind,
  measured: round(ratio(figures, 'hono', 'bare')),
  unit: 'ratio',
  goal: null,
  detail: `hono ${rps(figures.get('hono'))} vs bare ${rps(bare)} (reference: the framework alone)`,
});
await node.close();
await hono.close();
await app.close();
