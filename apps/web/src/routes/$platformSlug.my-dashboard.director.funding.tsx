import { createFileRoute } from '@tanstack/react-router';
import { FundingPage } from '../features/director/funding.js';
import { directedBasesQueryOptions } from '../features/director/queries.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/director/funding')({
  staticData: { name: 'dashboard.director.funding', layout: 'boxed', auth: true },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(directedBasesQueryOptions())),
  component: FundingPage,
});
