import { createFileRoute } from '@tanstack/react-router';
import { MedalsSkeleton } from '../features/medals/medals-overview.js';
import { loadMyAwards, MyAwardsPage } from '../features/medals/medals-page.js';
import { whenSignedIn } from '../features/session/queries.js';

export const Route = createFileRoute('/$platformSlug/my-dashboard/my-progress/awards-badges')({
  staticData: { name: 'dashboard.awards', layout: 'boxed', auth: true },
  loader: ({ context }) => whenSignedIn(() => loadMyAwards(context.queryClient)),
  pendingComponent: MedalsSkeleton,
  component: MyAwardsPage,
});
