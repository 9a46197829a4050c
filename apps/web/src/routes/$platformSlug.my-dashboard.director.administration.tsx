import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../features/director/administration.js';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/administration')({
  staticData: { name: 'dashboard.director.administration', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: AdministrationPage,
});
