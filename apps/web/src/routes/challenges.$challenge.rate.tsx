import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchRatingQueue } from '../features/challenge/entry-loaders.js';
import { challengeQueryOptions } from '../features/challenge/queries.js';
import { RatePage } from '../features/challenge/rate.js';

function Page() {
  const { data: challenge } = useSuspenseQuery(challengeQueryOptions(Route.useParams().challenge));
  return <RatePage challenge={challenge} />;
}

// The challenge itself is loaded by the layout route (`challenges.$challenge.tsx`).
export const Route = createFileRoute('/challenges/$challenge/rate')({
  staticData: { name: 'challenges.rate', layout: 'boxed', auth: true },
  loader: ({ context }) => prefetchRatingQueue(context.queryClient, context),
  component: Page,
});
