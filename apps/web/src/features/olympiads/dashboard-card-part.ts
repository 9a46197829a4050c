import { lazyPart } from '../../lib/lazy-part.js';

/**
 * My Dashboard's current-olympiad card as a part of its own: its code and call load after the
 * overview's, not in the dashboard's first script.
 */
export const CurrentOlympiadCard = lazyPart(() =>
  import('./dashboard-card.js').then((m) => m.CurrentOlympiadCard),
);
