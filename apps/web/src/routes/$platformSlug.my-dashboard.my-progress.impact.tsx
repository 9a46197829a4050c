import { createFileRoute } from '@tanstack/react-router';
import { ImpactPage, ImpactSkeleton, impactQueries } from '../features/progress/stats-impact.js';
import { meQueryOptions, useMe, whenSignedIn } from '../features/session/queries.js';

/** My Progress › Impact: what the signed-in player's play did. */
function Page() {
  const { data: me } = useMe();
  if (!me) return <ImpactSkeleton />;
  return <ImpactPage userId={me.user.id} handle={me.user.handle} />;
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress/impact')({
  staticData: { name: 'dashboard.impact', layout: 'boxed', auth: true },
  loader: ({ context: { queryClient } }) =>
    whenSignedIn(async () => {
      const me = await queryClient.ensureQueryData(meQueryOptions());
      if (!me) return;
      const queries = impactQueries(me.user.id, me.user.handle);
      // The counts are the page's first lines; the chart and the ideas show progress of their own.
      await queryClient.ensureQueryData(queries.resources);
      void queryClient.prefetchQuery(queries.details);
      void queryClient.prefetchQuery(queries.ideas);
    }),
  pendingComponent: ImpactSkeleton,
  component: Page,
});
