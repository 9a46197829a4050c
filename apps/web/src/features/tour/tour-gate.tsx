import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The tour's code, words and styles load only when an address asks for a tour; the tour itself
// checks the value (an unknown one shows nothing), so the first page carries no tour rules.
const Tour = lazy(() => import('./tour.js'));

/** Shows the guided tour when the address has a `tour` query. */
export function TourGate() {
  const query = useRouterState({
    select: (s) => (s.location.search as Record<string, unknown>).tour,
  });
  if (typeof query !== 'string' || query === '') return null;
  return (
    <Suspense fallback={null}>
      <Tour query={query} />
    </Suspense>
  );
}
