import { createFileRoute } from '@tanstack/react-router';
import { baseQueryOptions, scoutRaceQueryOptions } from '../features/director/queries.js';
import { ScoutRacePage } from '../features/director/scout-race.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/scout-race')({
  staticData: { name: 'dashboard.director.scout-race', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      Promise.all([
        context.queryClient.ensureQueryData(baseQueryOptions(params.platformSlug)),
        context.queryClient.ensureQueryData(scoutRaceQueryOptions(params.platformSlug)),
      ]),
    ),
  component: ScoutRacePage,
});
