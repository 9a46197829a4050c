/**
 * What the challenge routes load, kept out of the page components so that route options stay in
 * the first bundle while the pages load lazily.
 *
 * The challenge wrapper's rules, run before the challenge page or any of its child pages loads:
 * load by id or slug; a visitor refused with 401 signs in and comes back; any other failure goes
 * to send-feedback; an ask-me-anything lives on its catalyst's mentor page; a closed challenge
 * shows only its detail (its child pages, rate, unlock…, are over).
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge, MeDetailed } from '@nervus/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../session/queries.js';
import { isChallengeOpen } from './phase.js';
import {
  catalystIdeasQueryOptions,
  challengeQueryOptions,
  challengeRatingQueryOptions,
  ideaFeedbacksQueryOptions,
  ideasQueryOptions,
  mentoringToRateQueryOptions,
  nextIdeaQueryOptions,
  participantsQueryOptions,
  promotedQueryOptions,
  top3QueryOptions,
} from './queries.js';
import { loadIdeasTabParts, loadTabPanel } from './tab-panels.js';
import type { ChallengeTab } from './tabs.js';

export interface ChallengeContext {
  readonly challenge: Challenge;
  /** The viewer, or null for visitors: child loaders decide from it what to load. */
  readonly me: MeDetailed | null;
}

/** True when `pathname` is below `/challenges/{key}` (a child page, not the page itself). */
export function isChallengeChildPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').split('/').length > 3;
}

/**
 * Loads the challenge and the viewer into the query cache, or throws the redirect the rules
 * ask for. Meant for the `/challenges/$challenge` layout's `beforeLoad`, which runs on every
 * navigation (also between its child pages) and before any child loads.
 *
 * @example
 * beforeLoad: ({ context, params, location }) =>
 *   guardChallenge(context.queryClient, params.challenge, location.pathname)
 */
export async function guardChallenge(
  queryClient: QueryClient,
  key: string,
  pathname: string,
): Promise<ChallengeContext> {
  let challenge: Challenge;
  try {
    challenge = await queryClient.ensureQueryData(challengeQueryOptions(key));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect({
        to: '/accounts/gateway',
        search: { continue: `/challenges/${key}` },
        replace: true,
      });
    throw redirect({
      to: '/send-feedback',
      search: {
        about: 'Challenge not available',
        feedback: `challenge ${key}: ${error instanceof Error ? error.message : String(error)}`,
      },
      replace: true,
    });
  }
  if (challenge.solution_format === 'ama')
    throw redirect({
      to: '/$platformSlug/mentor',
      params: { platformSlug: challenge.catalyst.handle },
      replace: true,
    });
  if (isChallengeChildPath(pathname) && !isChallengeOpen(challenge))
    throw redirect({
      to: '/challenges/$challenge',
      params: { challenge: challenge.slug },
      replace: true,
    });
  // A viewer who cannot be looked up plays as a visitor here; the pages say what failed.
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  return { challenge, me };
}

/**
 * Whether the viewer must have paid to play: a fee, signed in, not its catalyst. Visitors see a
 * sign-in link instead and the catalyst plays free, as `EntryGate` decides.
 */
function isGated({ challenge, me }: ChallengeContext): boolean {
  return challenge.idea_entry_fee > 0 && me !== null && me.user.id !== challenge.catalyst.id;
}

/**
 * The viewer's entry, when the gate asks for it. Prefetched, not ensured: a failed lookup is
 * shown by the gate in place of what it guards, not as the page's error.
 */
export async function prefetchEntry(queryClient: QueryClient, context: ChallengeContext) {
  if (!isGated(context)) return null;
  // The money's queries load for the viewers the gate stops, not with every challenge page.
  const { entryQueryOptions } = await import('../money/queries.js');
  await queryClient.prefetchQuery(entryQueryOptions(context.challenge.id));
  return queryClient.getQueryData(entryQueryOptions(context.challenge.id).queryKey) ?? null;
}

/**
 * The viewer's entry for the fee and unlock pages, asked even when free or their own (the pages
 * say so). Prefetched: the pages show a failed lookup with the way back.
 */
export async function prefetchViewerEntry(queryClient: QueryClient, context: ChallengeContext) {
  if (context.me === null) return;
  const { entryQueryOptions } = await import('../money/queries.js');
  await queryClient.prefetchQuery(entryQueryOptions(context.challenge.id));
}

/**
 * The next idea to rate, once the viewer may rate (free, own or paid). Prefetched: the queue
 * shows its own refusals.
 */
export async function prefetchRatingQueue(queryClient: QueryClient, context: ChallengeContext) {
  if (context.me === null) return;
  const entry = await prefetchEntry(queryClient, context);
  if (isGated(context) && !entry?.unlocked) return;
  await queryClient.prefetchQuery(nextIdeaQueryOptions(context.challenge.id));
}

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
  const [ideas] = await Promise.all([
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
    tab === 'ideas'
      ? loadIdeasTabParts({ ...viewerParts, ownIdeas: mine.length > 0, promotable })
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
