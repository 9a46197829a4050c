// What the embedded server keeps resident, as scripts/memory.ts measures it: the built server
// (`node dist/main.js`) on a fresh data directory (first start: the database created, migrated
// and seeded), stopped, then started again on the same directory (a restart), its resident set
// (VmRSS) once /api/health answers and the resident set holds still (scripts/memory.ts). Always the embedded database.
// Issue 11: the first start leaves no more resident than a restart (first / restart ≤ 1.0).
// Needs the build (`pnpm build`).
//   tsx --conditions=source bench/memory.bench.ts
import { createServer } from 'node:net';
import { record } from '@nervus/bench/report';
import { measureStartMemory } from '../scripts/memory.js';
import { median, round } from './load.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Even settled, one start's resident set varies with what the collector and the allocator's
// arenas for V8's background threads happened to keep (15-25 MB from one start to the next):
// the medians of five fresh directories compare the two. With three, the same build measured
// 1.03 and 1.05; pooled over 28 starts it was 0.996 (figures: the apps/api README, "Memory").
const ROUNDS = 5;
const firsts: number[] = [];
const restarts: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const one = await measureStartMemory({ port: await freePort() });
  firsts.push(one.firstStartMB);
  restarts.push(one.restartMB);
}
const firstStartMB = median(firsts);
const restartMB = median(restarts);
const rounds = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
record({
  id: 'api.memory.first',
  target: 'embedded server resident after its first start (create, migrate, seed)',
  db: 'pglite',
  measured: Math.round(firstStartMB),
  unit: 'MB',
  goal: null,
  detail: `settled VmRSS once /api/health answers (scripts/memory.ts), median of ${ROUNDS}: ${rounds(firsts)} MB`,
});
record({
  id: 'api.memory.restart',
  target: 'embedded server resident after a restart on the same data',
  db: 'pglite',
  measured: Math.round(restartMB),
  unit: 'MB',
  goal: null,
  detail: `settled VmRSS once /api/health answers (scripts/memory.ts), median of ${ROUNDS}: ${rounds(restarts)} MB`,
});
record({
  id: 'api.memory.ratio',
  target: 'embedded server resident: first start / restart',
  db: 'pglite',
  measured: round(firstStartMB / restartMB, 2),
  unit: 'ratio',
  goal: { op: '<=', value: 1 },
  detail: `${Math.round(firstStartMB)} MB / ${Math.round(restartMB)} MB`,
});
