import { createFileRoute } from '@tanstack/react-router';
import { prefetchViewerEntry } from '../features/challenge/entry-loaders.js';
import { UnlockPage } from '../features/challenge/unlock-page.js';

function RatingUnlock() {
  const { challenge } = Route.useParams();
  return <UnlockPage challengeKey={challenge} kind="rating" />;
}

export const Route = createFileRoute('/challenges/$challenge/rating-unlock')({
  staticData: { name: 'challenges.rating-unlock', layout: 'boxed', auth: true },
  loader: ({ context }) => prefetchViewerEntry(context.queryClient, context),
  component: RatingUnlock,
});
