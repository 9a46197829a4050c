/**
 * What the router shows while a route loads and when it fails, inside the shell's layout, so the
 * navigation and the sidebar stay usable. start.tsx gives `routeStates` to its router.
 */
import { ApiError } from '@nervus/api-client';
import { useTranslation } from '@nervus/ui-kit';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A route's loader or page failed: said at once, with a retry that loads the route again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  // A page that read with useSuspenseQuery would otherwise get the cached error back on retry.
  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);
  // The API's messages are written for the reader; other errors are bugs, not their business.
  const detail =
    error instanceof ApiError
      ? error.status === 0
        ? t('routeState.offline')
        : error.message
      : undefined;
  return (
    <div className="nv-alert" role="alert" data-tone="danger">
      <div className="nv-grow">
        <p>{t('routeState.error')}</p>
        {detail ? <p>{detail}</p> : null}
      </div>
      <button
        type="button"
        className="nv-button"
        onClick={() => {
          reset();
          // Runs the loaders again; the error boundary resets when they succeed.
          void router.invalidate();
        }}
      >
        {t('routeState.retry')}
      </button>
    </div>
  );
}

/** A route still loading after the router's pending delay. */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status">{t('routeState.loading')}</p>
    </div>
  );
}

/** The router's defaults for loading and failing routes. */
export const routeStates = {
  defaultErrorComponent: RouteError,
  defaultPendingComponent: RoutePending,
  // Most loads finish (or were preloaded on hover) within 400 ms and show no indicator; one that
  // is shown stays 500 ms, so a load finishing just after the delay does not flash it.
  defaultPendingMs: 400,
  defaultPendingMinMs: 500,
} as const;
