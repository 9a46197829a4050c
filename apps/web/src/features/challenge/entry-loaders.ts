/**
 * The loaders of the challenge's entry-fee and rating pages (and of the challenge page's tabs
 * that gate on the fee), apart from the challenge page's own (`loaders.ts`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChallengeContext } from './guard.js';
import { nextIdeaQueryOptions } from './queries.js';

/**
 * Whether the viewer must have paid to play: a fee, signed in, not its catalyst. Visitors see a
 * sign-in link instead and the catalyst plays free, as `EntryGate` decides.
 */
function isGated({ challenge, me }: ChallengeContext): boolean {
  return challenge.idea_entry_fee > 0 && me !== null && me.user.id !== challenge.catalyst.id;
}

/**
 * The viewer's entry, when the gate asks for it. Prefetched, not ensured: a failed lookup is
 * shown by the gate in place of what it guards, not as the page's error.
 */
export async function prefetchEntry(queryClient: QueryClient, context: ChallengeContext) {
  if (!isGated(context)) return null;
  // The money's queries load for the viewers the gate stops, not with every challenge page.
  const { entryQueryOptions } = await import('../money/queries.js');
  await queryClient.prefetchQuery(entryQueryOptions(context.challenge.id));
  return queryClient.getQueryData(entryQueryOptions(context.challenge.id).queryKey) ?? null;
}

/**
 * The viewer's entry for the fee and unlock pages, asked even when free or their own (the pages
 * say so). Prefetched: the pages show a failed lookup with the way back.
 */
export async function prefetchViewerEntry(queryClient: QueryClient, context: ChallengeContext) {
  if (context.me === null) return;
  const { entryQueryOptions } = await import('../money/queries.js');
  await queryClient.prefetchQuery(entryQueryOptions(context.challenge.id));
}

/**
 * The next idea to rate, once the viewer may rate (free, own or paid). Prefetched: the queue
 * shows its own refusals.
 */
export async function prefetchRatingQueue(queryClient: QueryClient, context: ChallengeContext) {
  if (context.me === null) return;
  const entry = await prefetchEntry(queryClient, context);
  if (isGated(context) && !entry?.unlocked) return;
  await queryClient.prefetchQuery(nextIdeaQueryOptions(context.challenge.id));
}
