/**
 * The challenge page's tabs other than Ideas (the one a visit opens on), each loaded when it is
 * shown: their code (the rating queue, the discussions with their markdown, the details form…)
 * weighs nothing on the page's first load. The route's loader starts a tab's code beside its data
 * (`loadTabPanel`), so the tab renders at once when both are in, with no loading state of its own.
 */
import type { ComponentType, JSX } from 'react';
import type { ChallengeTab } from './tabs.js';

interface Panel<P> {
  (props: P): JSX.Element;
  /** Loads the panel's code (once); resolves when it can render. */
  load(): Promise<void>;
}

function panel<P extends object>(load: () => Promise<ComponentType<P>>): Panel<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed download (the network) may succeed when the route is tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyPanel(props: P) {
    // Not loaded yet (a render the loader did not prepare, as in tests): suspend until it is.
    if (!Loaded) throw start();
    return <Loaded {...props} />;
  }
  return Object.assign(LazyPanel, { load: start });
}

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

/** Loads the code of `tab`'s panel (nothing for Ideas, which comes with the page). */
export function loadTabPanel(tab: ChallengeTab): Promise<void> {
  return PANELS[tab]?.load() ?? Promise.resolve();
}
