import { createFileRoute } from '@tanstack/react-router';
import {
  loadPlayerMedals,
  PlayerMedalsPage,
  PlayerMedalsSkeleton,
} from '../features/medals/medals-page.js';

/** A player's medals page, public (decision 0021): what they earned and what is ahead. */
function Page() {
  const { platformSlug } = Route.useParams();
  return <PlayerMedalsPage platformSlug={platformSlug} />;
}

function Pending() {
  const { platformSlug } = Route.useParams();
  return <PlayerMedalsSkeleton platformSlug={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/medals-badges')({
  staticData: { name: 'home.user.medals', layout: 'boxed' },
  loader: ({ context, params }) => loadPlayerMedals(context.queryClient, params.platformSlug),
  pendingComponent: Pending,
  component: Page,
});
