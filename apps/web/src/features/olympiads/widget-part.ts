import type { QueryClient } from '@tanstack/react-query';
import { lazyPart } from '../../lib/lazy-part.js';

const load = () => import('./tournament-widget.js');

/** The home's tournament widgets as a part of their own, out of the home's first script. */
export const TournamentWidget = lazyPart(() => load().then((m) => m.TournamentWidget));

/** Starts the widgets' code and, as it arrives, their data (the call is named in the part). */
export function startTournamentWidget(queryClient: QueryClient): void {
  void TournamentWidget.load().catch(() => undefined);
  void load()
    .then((m) => m.prefetchTournamentWidget(queryClient))
    .catch(() => undefined);
}
