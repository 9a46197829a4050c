import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChallengePage } from '../features/challenge/challenge-page.js';

function Show() {
  const { challenge } = Route.useParams();
  return <ChallengePage challengeKey={challenge} />;
}

export const Route = createFileRoute('/challenges/$challenge')({
  staticData: { name: 'challenges.show', layout: 'boxed' },
  validateSearch: v.object({ idea: v.optional(v.string()) }),
  component: Show,
});
