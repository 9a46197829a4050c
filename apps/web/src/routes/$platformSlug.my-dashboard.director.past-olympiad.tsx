import { createFileRoute } from '@tanstack/react-router';
import { PastOlympiadPage } from '../features/director/past-olympiad.js';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/past-olympiad')({
  staticData: { name: 'dashboard.director.past-olympiad', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: PastOlympiadPage,
});
