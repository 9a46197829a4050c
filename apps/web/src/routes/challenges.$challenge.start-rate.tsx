import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { challengeQueryOptions } from '../features/challenge/queries.js';
import { StartRate } from '../features/challenge/start-rate.js';

function Page() {
  const { data: challenge } = useSuspenseQuery(challengeQueryOptions(Route.useParams().challenge));
  return <StartRate challenge={challenge} />;
}

// The challenge itself is loaded by the layout route (`challenges.$challenge.tsx`).
export const Route = createFileRoute('/challenges/$challenge/start-rate')({
  staticData: { name: 'challenges.start-rate', layout: 'boxed' },
  component: Page,
});
