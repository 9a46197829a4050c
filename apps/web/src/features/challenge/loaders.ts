/**
 * What the challenge routes load, kept out of the page components so that route options stay in
 * the first bundle while the pages load lazily. The wrapper's rules are in `guard.ts`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchEntry, prefetchRatingQueue } from './entry-loaders.js';
import type { ChallengeContext } from './guard.js';
import { isChallengeOpen } from './phase.js';
import {
  catalystIdeasQueryOptions,
  challengeRatingQueryOptions,
  ideaFeedbacksQueryOptions,
  ideasQueryOptions,
  mentoringToRateQueryOptions,
  participantsQueryOptions,
  promotedQueryOptions,
  top3QueryOptions,
} from './queries.js';
import { loadIdeasTabParts, loadTabPanel, RateChallengePart } from './tab-panels.js';
import type { ChallengeTab } from './tabs.js';

/**
 * Everything the challenge page shows with `tab` selected: the ideas and the challenge's rating
 * for every tab, the tab's code, then what the tab reads for this viewer (the catalyst's Top 3, the entry gate,
 * the mentoring of the viewer's own ideas, the promotions, the participants).
 *
 * @example
 * loaderDeps: ({ search }) => ({ tab: search.tab ?? 'ideas' }),
 * loader: ({ context, deps }) => loadChallengePage(context.queryClient, context, deps.tab),
 */
export async function loadChallengePage(
  queryClient: QueryClient,
  context: ChallengeContext,
  tab: ChallengeTab,
): Promise<void> {
  const { challenge: c, me } = context;
  const viewer = me?.user.id ?? null;
  const catalyst = viewer === c.catalyst.id;
  const open = isChallengeOpen(c);
  const viewerParts = { signedIn: me !== null, catalyst, open };
  const [ideas, , rating] = await Promise.all([
    queryClient.ensureQueryData(ideasQueryOptions(c.id)),
    loadTabPanel(tab),
    queryClient.ensureQueryData(challengeRatingQueryOptions(c.id, viewer)),
    tab === 'participants' ? queryClient.ensureQueryData(participantsQueryOptions(c.id)) : null,
    tab === 'ideas' && catalyst && open
      ? Promise.all([
          queryClient.ensureQueryData(top3QueryOptions(c.id)),
          queryClient.ensureQueryData(catalystIdeasQueryOptions(c.id)),
        ])
      : null,
    tab === 'ideas' && open && !catalyst ? prefetchEntry(queryClient, context) : null,
    tab === 'mentoring' && open ? prefetchRatingQueue(queryClient, context) : null,
    // The parts the viewer alone decides, beside the ideas; those the ideas decide follow them.
    tab === 'ideas'
      ? loadIdeasTabParts({ ...viewerParts, ownIdeas: false, promotable: false })
      : null,
  ]);
  const mine = me ? ideas.data.filter((idea) => idea.mine) : [];
  const promotable = ideas.meta.revealed && c.solution_format === 'qq';
  await Promise.all([
    // The header's stars, for a player who may still rate the challenge (`ChallengeRating`).
    me && !catalyst && !rating.mine ? RateChallengePart.load() : null,
    tab === 'ideas'
      ? loadIdeasTabParts({
          ...viewerParts,
          ownIdeas: mine.length > 0,
          promotable,
          revealed: ideas.meta.revealed,
        })
      : null,
    ...(tab === 'ideas'
      ? mine.map((idea) => queryClient.ensureQueryData(ideaFeedbacksQueryOptions(idea.id)))
      : []),
    ...(tab === 'mentoring'
      ? mine.map((idea) => queryClient.ensureQueryData(mentoringToRateQueryOptions(c.id, idea.id)))
      : []),
    tab === 'ideas' && promotable ? queryClient.ensureQueryData(promotedQueryOptions(c.id)) : null,
  ]);
}
