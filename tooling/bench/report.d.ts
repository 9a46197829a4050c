/** One target of issue 11's table, as one benchmark measured it in this run. */
export interface BenchRow {
  /** Stable key, e.g. `api.platforms.pglite`. */
  readonly id: string;
  /** What is measured, as the table shows it. */
  readonly target: string;
  /** Which database the figure is for, when one is involved. */
  readonly db?: 'pglite' | 'postgres';
  /** The measured figure (a ratio, KB, ms, a score or MB, as `unit` says). */
  readonly measured: number;
  readonly unit: 'ratio' | 'KB' | 'ms' | 'score' | 'MB' | 'req/s';
  /** The goal: `measured` must be at least (`>=`) or at most (`<=`) `value`. */
  readonly goal: { readonly op: '>=' | '<='; readonly value: number } | null;
  /** The raw numbers behind a ratio, e.g. `api 5,120 req/s vs bare 9,800 req/s`. */
  readonly detail?: string;
}

/** Whether a row meets its goal (rows without a goal are informative and always met). */
export function met(row: BenchRow): boolean;

/**
 * Records a row: appends it as one JSON line to the file named by `BENCH_RESULTS` when set
 * (`pnpm bench` gathers them), and always prints it.
 */
export function record(row: BenchRow): void;
