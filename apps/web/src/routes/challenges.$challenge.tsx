import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChallengePage } from '../features/challenge/challenge-page.js';
import { CHALLENGE_TABS } from '../features/challenge/tabs.js';

function Show() {
  const { challenge } = Route.useParams();
  const { tab, idea } = Route.useSearch();
  // A link to one idea opens the Ideas tab, where the idea is.
  return <ChallengePage challengeKey={challenge} tab={idea ? 'ideas' : tab} idea={idea} />;
}

export const Route = createFileRoute('/challenges/$challenge')({
  staticData: { name: 'challenges.show', layout: 'boxed' },
  validateSearch: v.object({
    idea: v.optional(v.string()),
    tab: v.optional(v.fallback(v.picklist(CHALLENGE_TABS), 'ideas')),
  }),
  component: Show,
});
