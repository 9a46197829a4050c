import { createFileRoute } from '@tanstack/react-router';
import { ChallengePage } from '../features/challenge/challenge-page.js';
import { loadChallengePage } from '../features/challenge/loaders.js';
import type { ChallengeTab } from '../features/challenge/tabs.js';

function Show() {
  const { challenge } = Route.useParams();
  const { tab, idea } = Route.useSearch();
  // A link to one idea opens the Ideas tab, where the idea is.
  return <ChallengePage challengeKey={challenge} tab={idea ? 'ideas' : tab} idea={idea} />;
}

/** The challenge page; its settings (name, layout, search) are its layout route's. */
export const Route = createFileRoute('/challenges/$challenge/')({
  // The selected tab decides what to load: switching tabs loads the new one before showing it.
  loaderDeps: ({ search }): { tab: ChallengeTab } => ({
    tab: search.idea ? 'ideas' : (search.tab ?? 'ideas'),
  }),
  loader: ({ context, deps }) => loadChallengePage(context.queryClient, context, deps.tab),
  component: Show,
});
