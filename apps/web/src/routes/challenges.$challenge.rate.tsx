import { createFileRoute } from '@tanstack/react-router';
import { useChallenge } from '../features/challenge/queries.js';
import { RatePage } from '../features/challenge/rate.js';

function Page() {
  const challenge = useChallenge(Route.useParams().challenge);
  return challenge ? <RatePage challenge={challenge} /> : null;
}

export const Route = createFileRoute('/challenges/$challenge/rate')({
  staticData: { name: 'challenges.rate', layout: 'boxed', auth: true },
  component: Page,
});
