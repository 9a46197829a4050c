import { createFileRoute } from '@tanstack/react-router';
import { GettingStartedPage } from '../features/director/getting-started.js';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/getting-started')({
  staticData: { name: 'dashboard.director.getting-started', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: GettingStartedPage,
});
