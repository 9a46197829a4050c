/**
 * The app: its query client, router and first render, started by `main.tsx` once the browser has
 * painted index.html's first paint.
 */
import { ApiError } from '@nervus/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root.js';
import { routeStates } from './features/shell/route-states.js';
import { loadFirstPage } from './lib/first-load.js';
import { nextTask } from './lib/next-task.js';
import { routeTree } from './routeTree.gen.js';

// Start-up is several short tasks, not one that holds a phone's main thread for a third of a
// second: the modules above were evaluated in this task, each step below yields first.
await nextTask();

// The spec's client cache: 24 h in memory, fresh for 30 s, 3 retries.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      // The API client already retries what is worth retrying; a 4xx never gets better.
      retry: (count, error) =>
        count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovering or focusing a link loads its route's code and runs its loaders, so the click
  // renders from the cache. Query owns freshness: the loaders' ensureQueryData answers from the
  // cache while it holds the data, so the router runs them on every preload (stale time 0)
  // rather than keeping answers of its own.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  ...routeStates,
});

await nextTask();

// The first page's code loads beside its guards and data: the router would ask for a route's
// chunks only once the guards above it (`beforeLoad`) had passed, a round trip later. One route
// a task: asking for a chunk puts a preload link in the document for each file it imports, some
// thirty for a challenge page, and each costs the browser a request's set-up.
for (const match of router.matchRoutes(router.state.location)) {
  const route = router.routesById[match.routeId as keyof typeof router.routesById];
  router.loadRouteChunk(route)?.catch(() => {
    // The router asks again when it renders the route, and shows a failure then.
  });
  await nextTask();
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// The first paint stays on screen while the first page loads; React then draws the loaded page.
// Not awaited here: the pages' chunks import this module's chunk, and while a module awaits at
// its top level every import of it waits too, so the load would wait for itself.
void loadFirstPage(router).then(() => {
  // A transition: the first render yields to the browser between components instead of holding
  // the main thread for the whole tree (a phone's first load has long tasks enough).
  startTransition(() => {
    createRoot(root).render(<AppRoot router={router} queryClient={queryClient} />);
  });
});
