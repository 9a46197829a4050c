import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isTourValue } from './tour-machine.js';

// The tour's code, words and styles load only when an address asks for a tour.
const Tour = lazy(() => import('./tour.js'));

/** Shows the guided tour when the address has a `tour` query the spec knows. */
export function TourGate() {
  const query = useRouterState({
    select: (s) => (s.location.search as Record<string, unknown>).tour,
  });
  if (!isTourValue(query)) return null;
  return (
    <Suspense fallback={null}>
      <Tour query={query} />
    </Suspense>
  );
}
