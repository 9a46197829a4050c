/**
 * The challenge page's tabs other than Ideas (the one a visit opens on), each loaded when it is
 * shown: their code (the rating queue, the discussions with their markdown, the details form…)
 * weighs nothing on the page's first load. The route's loader starts a tab's code beside its data
 * (`loadTabPanel`), so the tab renders at once when both are in, with no loading state of its own.
 */
import { lazyPart as panel } from '../../lib/lazy-part.js';
import type { ChallengeTab } from './tabs.js';

export const MentoringPanel = panel(() => import('./mentoring-tab.js').then((m) => m.MentoringTab));
export const DetailsPanel = panel(() => import('./details.js').then((m) => m.ChallengeDetails));
export const ParticipantsPanel = panel(() =>
  import('./participants.js').then((m) => m.Participants),
);
export const InsightfulsPanel = panel(() =>
  import('../discussions/challenge-discussions.js').then((m) => m.ChallengeInsightfuls),
);
export const DiscussionsPanel = panel(() =>
  import('../discussions/challenge-discussions.js').then((m) => m.ChallengeDiscussions),
);

const PANELS: Partial<Record<ChallengeTab, { load(): Promise<void> }>> = {
  mentoring: MentoringPanel,
  insightfuls: InsightfulsPanel,
  discussions: DiscussionsPanel,
  details: DetailsPanel,
  participants: ParticipantsPanel,
};

/**
 * The Ideas tab's parts that only some viewers see, loaded for them alone: the entry form (a
 * signed-in player of an open challenge who is not its catalyst), the catalyst's tools (Top 3,
 * the early end), the mentoring of the viewer's own ideas and the promotions of a revealed QQ
 * challenge, and the podium and hash check of revealed ideas. A visitor's first visit to an open
 * challenge loads none of them.
 */
export const EnterIdeaPart = panel(() => import('./enter-idea.js').then((m) => m.GatedEnterIdea));
export const Top3Part = panel(() => import('./top3.js').then((m) => m.Top3Picker));
export const EndChallengePart = panel(() =>
  import('./end-challenge.js').then((m) => m.EndChallenge),
);
export const MentoringReceivedPart = panel(() =>
  import('./mentoring.js').then((m) => m.MentoringReceived),
);
export const PromoteIdeaPart = panel(() => import('./promote.js').then((m) => m.PromoteIdea));
export const PromotedIdeasPart = panel(() => import('./promote.js').then((m) => m.PromotedIdeas));
export const RateChallengePart = panel(() =>
  import('./rate-challenge.js').then((m) => m.RateChallenge),
);
export const ResultsPodiumPart = panel(() =>
  import('./results-podium.js').then((m) => m.ResultsPodium),
);
export const VerifyHashPart = panel(() => import('./verify-hash.js').then((m) => m.VerifyHash));

/** Who is looking at the Ideas tab, and what it holds: what decides which parts it shows. */
export interface IdeasTabViewer {
  readonly signedIn: boolean;
  readonly catalyst: boolean;
  readonly open: boolean;
  readonly ownIdeas: boolean;
  /** Revealed ideas of a QQ challenge, which its catalyst may promote to new questions. */
  readonly promotable: boolean;
  /** The ideas are revealed: their Top 3 stands on a podium. */
  readonly revealed?: boolean;
}

/** Loads the code of the Ideas tab's parts this viewer sees (the conditions of `IdeasTab`). */
export function loadIdeasTabParts(viewer: IdeasTabViewer): Promise<unknown> {
  const { signedIn, catalyst, open, ownIdeas, promotable, revealed } = viewer;
  return Promise.all([
    signedIn && open && !catalyst ? EnterIdeaPart.load() : null,
    catalyst && open ? Top3Part.load() : null,
    catalyst && open ? EndChallengePart.load() : null,
    ownIdeas ? MentoringReceivedPart.load() : null,
    promotable ? PromoteIdeaPart.load() : null,
    promotable ? PromotedIdeasPart.load() : null,
    revealed ? ResultsPodiumPart.load() : null,
    revealed ? VerifyHashPart.load() : null,
  ]);
}

/** Loads the code of `tab`'s panel (nothing for Ideas, which comes with the page). */
export function loadTabPanel(tab: ChallengeTab): Promise<void> {
  return PANELS[tab]?.load() ?? Promise.resolve();
}
