// `pnpm bench`: brainLevel over a million scores, against a plain array lookup of the same
// answers measured in the same run. Prints the ratio; no timing is ever asserted.
import { Bench } from 'tinybench';
import { brainLevel, FINAL_LEVEL_SCORE } from '../src/index.js';

const COUNT = 1_000_000;

// A fixed pseudo-random sequence (mulberry32) so every run times the same scores, spread like
// a real population: most players low, a long tail up past level 100.
function scores(seed: number): Int32Array {
  let state = seed >>> 0;
  const out = new Int32Array(COUNT);
  for (let i = 0; i < COUNT; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    out[i] = Math.floor(unit ** 3 * (FINAL_LEVEL_SCORE + 40_000));
  }
  return out;
}

const input = scores(20261122);
// The baseline: the answers precomputed for every score, then read back by index.
const table = new Float64Array(FINAL_LEVEL_SCORE + 40_001);
for (let s = 0; s < table.length; s++) table[s] = brainLevel(s);

let sink = 0;
const bench = new Bench({ time: 2000, warmupTime: 500 });
bench
  .add('array lookup (baseline)', () => {
    let sum = 0;
    for (let i = 0; i < COUNT; i++) sum += table[input[i] as number] as number;
    sink += sum;
  })
  .add('brainLevel', () => {
    let sum = 0;
    for (let i = 0; i < COUNT; i++) sum += brainLevel(input[i] as number);
    sink += sum;
  });

await bench.run();

const median = (name: string): number => {
  const task = bench.getTask(name);
  const result = task?.result;
  if (!result || !('latency' in result)) throw new Error(`${name} did not complete`);
  return result.latency.p50;
};
const baseline = median('array lookup (baseline)');
const measured = median('brainLevel');
const runs = (name: string) => {
  const result = bench.getTask(name)?.result;
  return result && 'latency' in result ? result.latency.samplesCount : 0;
};

console.table(
  [
    ['array lookup (baseline)', baseline, runs('array lookup (baseline)')],
    ['brainLevel', measured, runs('brainLevel')],
  ].map(([task, ms, samples]) => ({
    task,
    'median ms per 1M scores': Number(ms).toFixed(2),
    samples,
  })),
);
console.info(
  `brainLevel / array lookup = ${(measured / baseline).toFixed(2)}× (same run, medians)`,
);
// Reading the sink keeps the engine from discarding the loops as dead code.
if (!Number.isFinite(sink)) throw new Error('the benchmark computed nothing');
