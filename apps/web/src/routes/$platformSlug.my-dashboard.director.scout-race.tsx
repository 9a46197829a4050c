import { createFileRoute } from '@tanstack/react-router';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { ScoutRacePage } from '../features/director/scout-race.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/scout-race')({
  staticData: { name: 'dashboard.director.scout-race', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: ScoutRacePage,
});
