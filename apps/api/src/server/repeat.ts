/** What `repeat` answers: stop, waiting for a round in flight (so the database can close after). */
export interface Repeating {
  stop(): Promise<void>;
}

/**
 * Runs `round` now and again `everyMs` after each round ends, never two at once in one process.
 * The timer never keeps the process alive. `round` handles its own errors (a rejection is
 * swallowed so the next round still comes).
 */
export function repeat(round: () => Promise<void>, everyMs: number): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  function tick(): void {
    running = round()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(tick, everyMs);
        timer.unref();
      });
  }
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
