import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { preferencesQueryOptions } from '../features/account/preferences-query.js';
import { myBrainsQueryOptions } from '../features/game/queries.js';
import { ScoreStatsPage } from '../features/progress/brain-board-page.js';
import { SCORE_TABS } from '../features/progress/brain-board-tabs.js';
import { whenSignedIn } from '../features/session/queries.js';

function Page() {
  const { tab } = Route.useSearch();
  return <ScoreStatsPage tab={tab ?? 'nerve-score'} />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress/score-stats')({
  staticData: { name: 'dashboard.my-progress.score-stats', layout: 'boxed', auth: true },
  validateSearch: v.object({
    tab: v.optional(v.fallback(v.picklist(SCORE_TABS), 'nerve-score')),
  }),
  // The preferences too: the board's numbering shows as the player left it, not on and then off.
  loader: ({ context }) =>
    whenSignedIn(() =>
      Promise.all([
        context.queryClient.ensureQueryData(myBrainsQueryOptions()),
        context.queryClient.ensureQueryData(preferencesQueryOptions()),
      ]),
    ),
  component: Page,
});
