/**
 * How long to wait before the next reconnection: exponential from `baseMs`, capped at `capMs`,
 * and "full jitter" (a random point below that), so browsers a server restart dropped at once
 * do not all come back in the same instant.
 *
 * @example backoffDelay(3, () => 0.5) // 4 000 ms (half of 1 s · 2³)
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = 1_000,
  capMs = 30_000,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * random());
}
