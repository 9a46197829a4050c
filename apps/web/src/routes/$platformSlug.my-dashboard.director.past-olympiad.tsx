import { createFileRoute } from '@tanstack/react-router';
import { PastOlympiadPage } from '../features/director/past-olympiad.js';
import { baseQueryOptions, olympiadsQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/past-olympiad')({
  staticData: { name: 'dashboard.director.past-olympiad', layout: 'boxed', auth: true },
  loader: ({ context, params }) =>
    whenSignedIn(() =>
      Promise.all([
        context.queryClient.ensureQueryData(baseQueryOptions(params.platformSlug)),
        context.queryClient.ensureQueryData(olympiadsQueryOptions(params.platformSlug)),
      ]),
    ),
  component: PastOlympiadPage,
});
