/**
 * Whose open questions a collection shows: the host's platform without a slug; with one, the
 * player of that handle (the parent route has looked them up), else the platform of that slug
 * (whose list answers 404 when there is none either). Apart from the list's code and calls,
 * which load as a part of their own (`part.tsx`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { currentPlatformQueryOptions } from '../session/queries.js';

/** Whose open challenges the collection lists. */
export type CollectionSource =
  | { readonly kind: 'platform'; readonly slug: string; readonly title: string | null }
  | { readonly kind: 'player'; readonly id: string; readonly handle: string };

/** The host's platform (the root page's collection). */
export async function hostSource(queryClient: QueryClient): Promise<CollectionSource> {
  const platform = await queryClient.ensureQueryData(currentPlatformQueryOptions());
  return { kind: 'platform', slug: platform.slug, title: platform.title };
}
