import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.js';
import { BUILD_META } from './messages.js';

// The check and its banner load once the page is idle, apart from the code every page loads
// first; only the few lines here come with the shell.
const UpdateBanner = lazy(() => import('./update-banner.js'));

/** This page's build, from index.html (none in development and in unit tests: no worker then). */
function pageBuild(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content || null;
}

/**
 * Registers the service worker after the page's load and offers a new version when one is
 * deployed (features/app-update, decision 0024). Renders nothing before that, and in a browser
 * without service workers (or one that refuses them: a private window, a test's context).
 */
export function UpdateGate() {
  const [build, setBuild] = useState<string | null>(null);
  useEffect(() => {
    const found = pageBuild();
    if (!found || !('serviceWorker' in navigator)) return undefined;
    return whenIdle(() => setBuild(found));
  }, []);
  return build ? (
    <Suspense fallback={null}>
      <UpdateBanner build={build} />
    </Suspense>
  ) : null;
}
