/**
 * The new-version banner, loaded once the page is idle (update-gate.tsx): it registers
 * `/sw.js`, checks for a new build at once, every half hour, and on navigation and focus (at
 * most once a minute), and offers Refresh or Dismiss when one is deployed (update-check.ts).
 */
import { Button, useTranslation } from '@nervus/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  CHECK_EVERY_MS,
  createUpdateCheck,
  type UpdateCheck,
  type UpdateState,
} from './update-check.js';
import '../../i18n/app-update.en.js';
import './app-update.css';

const NOTHING: UpdateState = { checked: false, available: false, build: null };
const noUpdates = () => () => {};
const nothing = () => NOTHING;

/** The page's check once its worker is registered; null before, or when the browser refuses. */
function useUpdateCheck(build: string): UpdateCheck | null {
  const [updates, setUpdates] = useState<UpdateCheck | null>(null);
  useEffect(() => {
    let current = true;
    // `updateViaCache: 'none'`: every check asks the server, never the HTTP cache.
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // No registration: a stand-in that refuses workers (Playwright's, when blocked).
        if (current && registration)
          setUpdates(createUpdateCheck({ registration, build, reload: () => location.reload() }));
      },
      () => {
        // Refused (a private window, a blocked context, no file on the server): no offers.
      },
    );
    return () => {
      current = false;
    };
  }, [build]);
  return updates;
}

export default function UpdateBanner({ build }: { readonly build: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const updates = useUpdateCheck(build);
  const state = useSyncExternalStore(
    updates?.subscribe ?? noUpdates,
    updates?.getSnapshot ?? nothing,
  );
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (!updates) return undefined;
    void updates.check();
    const timer = window.setInterval(() => void updates.check(), CHECK_EVERY_MS);
    const soon = () => {
      if (document.visibilityState === 'visible') void updates.checkSoon();
    };
    window.addEventListener('focus', soon);
    document.addEventListener('visibilitychange', soon);
    const unsubscribe = router.subscribe('onResolved', soon);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', soon);
      document.removeEventListener('visibilitychange', soon);
      unsubscribe();
    };
  }, [updates, router]);

  // The live region is there before the offer, so a screen reader announces the offer.
  return (
    <div className="app-update" role="status" data-checked={state.checked || undefined}>
      {updates && state.available ? (
        <div className="nv-alert app-update-box">
          <p>{t('appUpdate.available')}</p>
          <div className="app-update-actions">
            <Button
              size="sm"
              loading={refreshing}
              onClick={() => {
                setRefreshing(true);
                void updates.refresh();
              }}
            >
              {t('appUpdate.refresh')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => updates.dismiss()}>
              {t('appUpdate.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
