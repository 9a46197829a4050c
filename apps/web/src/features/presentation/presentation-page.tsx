/**
 * A challenge as full-screen slides (`/{slug}/presentation/{id}`, decision 17). The deck, with
 * its calls and words, is a part of its own (`deck.tsx`) that the route's loader starts beside
 * its challenge; the page shows a skeleton until both are in.
 */

import { useTranslation } from '@nervus/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';

const load = () => import('./deck.js');

const Deck = lazyPart(() => load().then((m) => m.Deck));

/** Starts the deck's code and, as it arrives, its challenge. */
export function startPresentation(queryClient: QueryClient, key: string): void {
  void Deck.load().catch(() => undefined);
  void load()
    .then((m) => m.prefetchDeck(queryClient, key))
    .catch(() => undefined);
}

/** The skeleton's markup (not its module): a title's line and two of text. */
function DeckSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="nv-skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={t('notices.loading')}
    >
      <div className="nv-stack" aria-hidden="true">
        <span className="nv-skeleton" />
        <span className="nv-skeleton" />
        <span className="nv-skeleton" />
      </div>
    </div>
  );
}

export function PresentationPage({ challengeKey }: { challengeKey: string }) {
  return (
    <Suspense fallback={<DeckSkeleton />}>
      <Deck challengeKey={challengeKey} />
    </Suspense>
  );
}
