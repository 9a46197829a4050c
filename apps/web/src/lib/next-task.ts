/**
 * Yields the main thread to the browser (input, painting, other tasks) and resumes in a later
 * task, so that start-up work split by it is several short tasks rather than one long one that
 * blocks a phone for hundreds of milliseconds. `scheduler.yield()` resumes ahead of other queued
 * tasks where the browser has it; elsewhere a timer.
 *
 * @example
 * const router = createRouter(options);
 * await nextTask();
 * await router.load();
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
