import { type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import type { HelpTableByNameProps } from './tables.js';

/**
 * The help pages' tables as a part of their own: the tables, their words and the game-rules
 * they render (ladders, neuron table, money shares) stay out of a page's first script. One part
 * for every help page, so moving between them loads it once. The routes' loaders start it.
 */
export const HelpTablePart = lazyPart(() => import('./tables.js').then((m) => m.HelpTableByName));

/** A table of the help part, with its empty frame while the part loads. */
export function helpTable(props: HelpTableByNameProps): ReactNode {
  return (
    <Suspense
      // The table's frame, empty while the part loads (the loaders start it with the page).
      fallback={<div className="help-table-block help-table-loading" aria-busy="true" />}
    >
      <HelpTablePart {...props} />
    </Suspense>
  );
}
