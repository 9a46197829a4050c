import type { AnyRouter } from '@tanstack/react-router';

/** How long the first paint may stand in for the app while the first page loads. */
export const FIRST_LOAD_WAIT_MS = 3000;

function settled(router: AnyRouter): boolean {
  const { resolvedLocation, status } = router.state;
  return status === 'idle' && resolvedLocation?.href === router.latestLocation.href;
}

/**
 * Runs the router's first load before React mounts it, so that the app's first render draws the
 * page itself in a transition (yielding to the browser between components). Mounted unloaded,
 * the router loads in a layout effect and draws the loaded page in a synchronous render of the
 * whole tree: on a phone the longest task of a challenge page's start. A redirect thrown on the
 * way (a guard, a signed-out visit to a signed-in page) replaces the address and loads again;
 * this returns once the router has settled on the address it ends at, or after `waitMs`, when
 * the app mounts anyway and the router finishes the load it has under way (showing its pending
 * state), as it would have without this.
 *
 * @example
 * await loadFirstPage(router);
 * createRoot(root).render(<RouterProvider router={router} />);
 */
export async function loadFirstPage(
  router: AnyRouter,
  waitMs: number = FIRST_LOAD_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    // A redirect chain ends at the router's own limit; the bound here only keeps a loop that
    // never settles from holding the app back (the deadline would end it too).
    for (let round = 0; round < 20 && !settled(router); round += 1) {
      const result = await Promise.race([router.load(), deadline]);
      if (result === 'late') return;
    }
  } finally {
    clearTimeout(timer);
  }
}
