import type { QueryClient } from '@tanstack/react-query';
import { lazyPart } from '../../lib/lazy-part.js';

const load = () => import('./sections.js');

/** The home's sections as a part of their own: the cards' code stays out of the first script. */
export const HomeSections = lazyPart(() => load().then((m) => m.HomeSections));

/**
 * Starts the sections' code and, as it arrives, their data. The data's call is named in the
 * part alone: its call table loads with the part, not with the first page's script.
 */
export function startHomeSections(queryClient: QueryClient): void {
  void HomeSections.load().catch(() => undefined);
  void load()
    .then((m) => m.prefetchHomeSections(queryClient))
    .catch(() => undefined);
}
