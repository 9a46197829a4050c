import { createFileRoute } from '@tanstack/react-router';
import { useChallenge } from '../features/challenge/queries.js';
import { StartRate } from '../features/challenge/rate.js';

function Page() {
  const challenge = useChallenge(Route.useParams().challenge);
  return challenge ? <StartRate challenge={challenge} /> : null;
}

export const Route = createFileRoute('/challenges/$challenge/start-rate')({
  staticData: { name: 'challenges.start-rate', layout: 'boxed' },
  component: Page,
});
