import { createFileRoute } from '@tanstack/react-router';
import { ChallengePage } from '../features/challenge/challenge-page.js';

function Show() {
  const { challenge } = Route.useParams();
  return <ChallengePage challengeKey={challenge} />;
}

export const Route = createFileRoute('/challenges/$challenge')({
  staticData: { name: 'challenges.show', layout: 'boxed' },
  component: Show,
});
