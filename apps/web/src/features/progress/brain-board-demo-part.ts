/**
 * The help page's brain demos as a part of their own: the board, its graphic and its words load
 * with the demo page's loader, not with every help page's first script.
 */
import { lazyPart } from '../../lib/lazy-part.js';

export const BrainDemosPart = lazyPart(() =>
  import('./brain-board-demos.js').then((m) => m.BrainDemos),
);
