/**
 * A component whose code loads when it is first shown, or earlier when a route's loader asks
 * (`part.load()`, beside the page's data), so that it renders at once with no loading state of
 * its own. Unlike `React.lazy`, a loader can start it and know when it is in.
 *
 * @example
 * export const DetailsPanel = lazyPart(() => import('./details.js').then((m) => m.Details));
 * // loader: await Promise.all([ensureQueryData(…), DetailsPanel.load()])
 * // render: <Suspense fallback={null}><DetailsPanel challenge={c} /></Suspense>
 */
import type { ComponentType, JSX } from 'react';

export interface LazyPart<P> {
  (props: P): JSX.Element;
  /** Loads the part's code (once); resolves when it can render. */
  load(): Promise<void>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed download (the network) may succeed when the route is tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyPart(props: P) {
    // Not loaded yet (a render the loader did not prepare, as in tests): suspend until it is.
    if (!Loaded) throw start();
    return <Loaded {...props} />;
  }
  return Object.assign(LazyPart, { load: start });
}
