import { createFileRoute } from '@tanstack/react-router';
import { draftsQueryOptions } from '../features/create/draft-query.js';
import { DraftsPage } from '../features/dashboards/drafts.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/catalyst/drafts')({
  staticData: {
    name: 'dashboard.catalyst.drafts',
    layout: 'boxed',
    auth: true,
  },
  loader: ({ context }) =>
    whenSignedIn(() => context.queryClient.ensureQueryData(draftsQueryOptions())),
  component: DraftsPage,
});
