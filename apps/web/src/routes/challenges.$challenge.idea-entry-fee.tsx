import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EntryFeePage } from '../features/challenge/entry-fee.js';
import { prefetchViewerEntry } from '../features/challenge/entry-loaders.js';

function IdeaEntryFee() {
  const { challenge } = Route.useParams();
  const { unlock } = Route.useSearch();
  return <EntryFeePage challengeKey={challenge} unlock={unlock ?? 'idea'} />;
}

export const Route = createFileRoute('/challenges/$challenge/idea-entry-fee')({
  staticData: { name: 'challenges.idea-entry-fee', layout: 'boxed', auth: true },
  // Where to go once paid: the idea or the rating confirmation (one payment unlocks both).
  validateSearch: v.object({ unlock: v.optional(v.picklist(['idea', 'rating'])) }),
  loader: ({ context }) => prefetchViewerEntry(context.queryClient, context),
  component: IdeaEntryFee,
});
