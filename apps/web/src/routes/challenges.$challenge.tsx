import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CHALLENGE_TABS } from '../features/challenge/tabs.js';
import { api } from '../lib/api.js';

/**
 * `challenges/{c}` and its child pages. The wrapper's rules run in `beforeLoad`, not a loader:
 * they decide whether a child may load at all, and they run again on every navigation between
 * the children (a closed challenge's child pages lead to its detail). No component: the page
 * itself is the index route, the children render in its place. The rules load on demand (the
 * router does not split `beforeLoad`): with their queries they would weigh on every first page.
 */
export const Route = createFileRoute('/challenges/$challenge')({
  staticData: { name: 'challenges.show', layout: 'boxed' },
  validateSearch: v.object({
    idea: v.optional(v.string()),
    tab: v.optional(v.fallback(v.picklist(CHALLENGE_TABS), 'ideas')),
  }),
  beforeLoad: async ({ context, params, location }) => {
    // The tables of the page's first calls load beside the rules' code, not after it.
    void api.prepare('challenge', 'challengeIdeas', 'challengeRating');
    const { guardChallenge } = await import('../features/challenge/guard.js');
    return guardChallenge(context.queryClient, params.challenge, location.pathname);
  },
});
