import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';

// The tour's code, words and styles load only when an address asks for a tour; the tour itself
// checks the value (an unknown one shows nothing), so the first page carries no tour rules.
const Tour = lazy(() => import('./tour.js'));

/**
 * Shows the guided tour when the address has a `tour` query. The tour is held until it ends,
 * not only while the query is there: a guide that leads to another page keeps going when that
 * page's redirect drops the query (the innovator dashboard opens on its open challenges).
 */
export function TourGate() {
  const query = useRouterState({
    select: (s) => (s.location.search as Record<string, unknown>).tour,
  });
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (typeof query === 'string' && query !== '') setHeld(query);
  }, [query]);
  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <Tour query={held} onEnd={() => setHeld(null)} />
    </Suspense>
  );
}
