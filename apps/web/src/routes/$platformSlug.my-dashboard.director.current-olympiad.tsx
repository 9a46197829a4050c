import { createFileRoute } from '@tanstack/react-router';
import { CurrentOlympiadPage } from '../features/director/current-olympiad.js';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/current-olympiad')({
  staticData: { name: 'dashboard.director.current-olympiad', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: CurrentOlympiadPage,
});
