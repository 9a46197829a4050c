// Load for the API benchmarks: autocannon in one worker thread (the server keeps the main
// thread), and interleaved rounds (A, B, A, B…) so that a slow second on a shared machine
// falls on every contender alike. A contender's figures are the medians of its rounds; a ratio
// of two is the median of their round-by-round ratios, each taken from runs seconds apart, so a
// machine whose load drifts during the bench moves both sides of every ratio together.
import autocannon from 'autocannon';

/** Load settings of every comparison, overridable for a quick try (`BENCH_SECONDS=1`). */
export const LOAD = {
  connections: 50,
  seconds: Number(process.env.BENCH_SECONDS ?? 2),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  warmupSeconds: 2,
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One request of a run; a run cycles through its list on every connection. */
export interface Request {
  readonly path: string;
  readonly headers?: Record<string, string>;
}

export interface Figures {
  /** Requests per second, median of the rounds. */
  readonly rps: number;
  /** 99th percentile latency in ms, median of the rounds. */
  readonly p99: number;
  readonly rounds: readonly number[];
}

export interface Contender {
  readonly name: string;
  readonly base: string;
}

/** One autocannon run against `base`; a non-2xx answer or a socket error breaks the bench. */
export async function autocannonRun(
  base: string,
  requests: readonly Request[],
  seconds: number,
): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url: base,
    requests: requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers ?? {} })),
    connections: LOAD.connections,
    duration: seconds,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${base}${requests[0]?.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Warms every contender up, then runs `LOAD.rounds` rounds of each, alternating the order
 * every round. Answers each contender's medians, by name.
 */
export async function interleave(
  contenders: readonly Contender[],
  requests: readonly Request[],
): Promise<Map<string, Figures>> {
  for (const c of contenders) await autocannonRun(c.base, requests, LOAD.warmupSeconds);
  const runs = new Map(contenders.map((c) => [c.name, [] as { rps: number; p99: number }[]]));
  for (let r = 0; r < LOAD.rounds; r++) {
    const order = r % 2 === 0 ? contenders : [...contenders].reverse();
    for (const c of order)
      runs.get(c.name)?.push(await autocannonRun(c.base, requests, LOAD.seconds));
  }
  for (const [name, list] of runs)
    console.info(`  ${name}: ${list.map((x) => Math.round(x.rps)).join(', ')} req/s by round`);
  return new Map(
    [...runs].map(([name, list]) => [
      name,
      {
        rps: median(list.map((x) => x.rps)),
        p99: median(list.map((x) => x.p99)),
        rounds: list.map((x) => Math.round(x.rps)),
      },
    ]),
  );
}

/** The median of `a`'s rounds each divided by `b`'s round of the same number. */
export function ratio(figures: ReadonlyMap<string, Figures>, a: string, b: string): number {
  const top = figures.get(a)?.rounds ?? [];
  const bottom = figures.get(b)?.rounds ?? [];
  if (top.length === 0 || top.length !== bottom.length)
    throw new Error(`no rounds to compare of ${a} and ${b}`);
  return median(top.map((value, i) => value / (bottom[i] as number)));
}

/** `12,345 req/s` */
export const rps = (figures: Figures | undefined) =>
  `${Math.round(figures?.rps ?? 0).toLocaleString('en-US')} req/s`;

/** How the figures were taken, for a row's detail. */
export const method = () =>
  `autocannon ${LOAD.connections} conn, ${LOAD.rounds}×${LOAD.seconds} s interleaved; medians, the ratio's of the rounds' ratios`;
